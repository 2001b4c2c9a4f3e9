import type { WorldCategory, WorldSpec } from '#shared/worldSpec';

/**
 * What the world's frame shows when the 3D view cannot run (no WebGL, a renderer failure): the
 * chosen category's text and the whole world in words, instead of an empty box.
 */
export function WorldInWords({ spec, focus }: { spec: WorldSpec; focus: WorldCategory | null }) {
  const view = focus === null ? null : spec.categories.find((category) => category.category === focus);
  return (
    <div className="flex h-full flex-col justify-center gap-5 bg-[radial-gradient(120%_90%_at_20%_0%,rgb(167_139_250/0.25),transparent),linear-gradient(180deg,var(--color-night-700),var(--color-night-900))] p-5 sm:p-8">
      <p className="font-semibold text-dream-pink text-xs uppercase tracking-[0.2em]">Your world in words</p>
      {view ? (
        <div aria-live="polite">
          <p className="font-display font-semibold text-xl sm:text-2xl">{view.title}</p>
          <p className="mt-2 text-ink-muted leading-relaxed">{view.description}</p>
        </div>
      ) : null}
      <p
        className={
          view
            ? 'border-white/10 border-t pt-4 text-ink-muted text-sm leading-relaxed'
            : 'font-display text-lg leading-relaxed sm:text-xl'
        }
      >
        {spec.description}
      </p>
      <p className="text-ink-subtle text-sm">
        The 3D view is not available on this device, so we are describing your world instead.
      </p>
    </div>
  );
}
