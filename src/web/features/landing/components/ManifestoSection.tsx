import { Section } from '#web/components/marketing/Section';
import { SectionHeading } from '#web/components/marketing/SectionHeading';

/** The AI-written manifesto (docs/product.md §1), shown as an example of what a visitor receives. */
export function ManifestoSection() {
  return (
    <Section labelledBy="manifesto-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <SectionHeading
          id="manifesto-heading"
          eyebrow="Your manifesto"
          align="start"
          lead="From your answers, Dream Life writes a manifesto in your own words and in the present tense: a clear, personal statement of the life you are already becoming. Read it every morning; it grows with you."
        >
          A manifesto written for the person you are becoming
        </SectionHeading>
        <figure className="surface-card relative overflow-hidden p-8 sm:p-10">
          <div
            aria-hidden="true"
            className="-top-24 -right-24 absolute size-64 rounded-full bg-[radial-gradient(closest-side,rgb(252_211_77/0.18),transparent)]"
          />
          <p className="font-semibold text-dream-gold text-xs uppercase tracking-[0.22em]">
            Example manifesto
          </p>
          <blockquote className="mt-5 space-y-4 font-display text-ink text-xl leading-relaxed sm:text-2xl">
            <p>I wake in a light-filled home by the sea, rested and proud of the work I do.</p>
            <p>My days are unhurried. I create, I move, I laugh with the people I love.</p>
            <p className="text-dream-pink">I am living the life I once only imagined.</p>
          </blockquote>
          <figcaption className="mt-6 text-ink-subtle text-sm">
            Written from one dreamer's answers · Visionary and Legend plans
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
