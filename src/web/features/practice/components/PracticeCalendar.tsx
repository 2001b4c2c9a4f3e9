import { addDays, monthStartOf, weekdayOf } from '#shared/localDays';
import { type DayState, dayStates, type IsoDay } from '#shared/practice';
import { formatDay } from '../formatDay';
import { dayStateLooks } from './dayStateStyles';

const weekdays = [
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
  ['S', 'Sunday'],
] as const;

/**
 * The last months of practice, one table per month (Monday first, as the streak's weeks), every
 * day named with its date and state for screen readers; a legend says what each mark means.
 */
export function PracticeCalendar({ days }: { days: readonly { day: IsoDay; state: DayState }[] }) {
  const months = monthsFromStart(days);
  return (
    <div>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {[...months.values()].map((entries) => (
          <MonthTable key={entries[0]?.day} entries={entries} />
        ))}
      </div>
      <ul
        aria-label="What the marks mean"
        className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-ink-muted text-sm"
      >
        {dayStates
          .filter((state) => state !== 'before-start')
          .map((state) => {
            const { label, cell, Mark } = dayStateLooks[state];
            return (
              <li key={state} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`flex size-6 items-center justify-center rounded-lg ${cell}`}
                >
                  {Mark ? <Mark className="size-3.5" /> : null}
                </span>
                {label}
              </li>
            );
          })}
      </ul>
    </div>
  );
}

function MonthTable({ entries }: { entries: { day: IsoDay; state: DayState }[] }) {
  const first = entries[0];
  if (!first) return null;
  // Blank cells before the first day shown, so each column is one weekday.
  const cells: ({ day: IsoDay; state: DayState } | null)[] = [
    ...Array.from({ length: weekdayOf(first.day) }, () => null),
    ...entries,
  ];
  const weeks: (typeof cells)[] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  const monthName = formatDay(first.day, {
    weekday: undefined,
    day: undefined,
    month: 'long',
    year: 'numeric',
  });

  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center">
      <caption className="pb-2 text-left font-semibold">{monthName}</caption>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th key={long} scope="col" className="font-medium text-ink-subtle text-xs">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)?.day}>
            {Array.from({ length: 7 }, (_, index) => {
              const entry = week[index] ?? null;
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its weekday column.
              if (!entry) return <td key={`blank-${index}`} />;
              const { label, cell, Mark } = dayStateLooks[entry.state];
              return (
                <td key={entry.day} className="p-0">
                  <span
                    className={`relative mx-auto flex aspect-square max-w-10 items-center justify-center rounded-lg text-xs ${cell}`}
                  >
                    {Mark ? (
                      <Mark className="size-4" />
                    ) : (
                      <span aria-hidden="true">{Number(entry.day.slice(8))}</span>
                    )}
                    <span className="sr-only">
                      {formatDay(entry.day)}: {label}
                    </span>
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The range the calendar asks for: from the first of the month two months back, to today. */
export function calendarRange(today: IsoDay): { from: IsoDay; to: IsoDay } {
  return { from: monthStartOf(today, 2), to: today };
}

/** Missed days of the last week a freeze can still keep, newest first. */
export function freezableDays(days: readonly { day: IsoDay; state: DayState }[], today: IsoDay): IsoDay[] {
  const weekAgo = addDays(today, -7);
  return days
    .filter((entry) => entry.state === 'missed' && entry.day >= weekAgo)
    .map((entry) => entry.day)
    .reverse();
}

/**
 * The calendar's months, from the one practice began in (docs/product.md §10: days before the
 * first check-in count for nothing): whole months before it used to fill the page with "Before
 * you started". Before any check-in, only the latest month shows.
 */
export function monthsFromStart(
  days: readonly { day: IsoDay; state: DayState }[],
): Map<string, { day: IsoDay; state: DayState }[]> {
  const months = new Map<string, { day: IsoDay; state: DayState }[]>();
  for (const entry of days) {
    const key = entry.day.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), entry]);
  }
  const begun = [...months].filter(([, entries]) => entries.some((entry) => entry.state !== 'before-start'));
  const latest = [...months].at(-1);
  return new Map(begun.length > 0 ? begun : latest ? [latest] : []);
}
