import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface DashboardTabsProps<Id extends string> {
  label: string;
  tabs: TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * An ARIA tablist (WAI-ARIA Authoring Practices "Tabs, automatic activation"): one tab in the tab
 * order, arrow keys move between tabs (wrapping), Home and End jump to the ends.
 */
export function DashboardTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: DashboardTabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-3xl border border-white/10 bg-night-900/70 p-1 sm:flex sm:rounded-full"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`min-h-10 flex-1 whitespace-nowrap rounded-full px-4 font-semibold text-sm transition ${
                isSelected
                  ? 'bg-dream-violet text-night-950'
                  : 'text-ink-muted hover:bg-white/10 hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is focusable when it has no focusable content first
          tabIndex={0}
          className="mt-6 rounded-3xl focus-visible:outline-2 focus-visible:outline-dream-violet focus-visible:outline-offset-4"
        >
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
