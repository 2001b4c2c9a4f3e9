interface Stat {
  value: string;
  label: string;
}

/** Big figures with their labels, as a description list (value, then what it counts). */
export function StatList({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl
      aria-label={label}
      className={`grid gap-4 ${stats.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="surface-card flex flex-col-reverse items-center px-4 py-8 text-center"
        >
          <dt className="mt-2 text-ink-muted text-sm sm:text-base">{stat.label}</dt>
          <dd className="font-display font-semibold text-4xl text-dream-gradient sm:text-5xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
