import { Section } from '#web/components/marketing/Section';
import { StatList } from '#web/components/marketing/StatList';

/** docs/product.md §1's marketing figures, exactly. */
const stats = [
  { value: '10K+', label: 'Dream worlds created' },
  { value: '98%', label: 'User satisfaction' },
  { value: '24/7', label: 'AI support' },
] as const;

export function StatsSection() {
  return (
    <Section labelledBy="stats-heading" className="pt-0 sm:pt-0">
      <h2 id="stats-heading" className="sr-only">
        Dream Life in numbers
      </h2>
      <StatList stats={stats} label="Dream Life in numbers" />
    </Section>
  );
}
