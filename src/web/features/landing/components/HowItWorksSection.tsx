import { PenIcon, SunriseIcon, WandIcon } from '#web/components/marketing/marketingIcons';
import { Section } from '#web/components/marketing/Section';
import { SectionHeading } from '#web/components/marketing/SectionHeading';

const steps = [
  {
    title: 'Describe your dream life',
    text: 'Answer 35 gentle questions about your home, body, work, relationships and the moments you long for. Save as you go.',
    Icon: PenIcon,
  },
  {
    title: 'We build your world',
    text: 'Your answers become a personal 3D dream world: the place, the light, your home and the details that make it yours.',
    Icon: WandIcon,
  },
  {
    title: 'Live it every day',
    text: 'Walk through your world, read affirmations written from your own words, and return whenever you need the reminder.',
    Icon: SunriseIcon,
  },
];

export function HowItWorksSection() {
  return (
    <Section labelledBy="how-heading" id="how-it-works">
      <SectionHeading
        id="how-heading"
        eyebrow="Three steps"
        lead="From a few honest answers to a world you can step into, in minutes."
      >
        How It Works
      </SectionHeading>
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="surface-card relative p-8">
            <div className="flex items-center gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-linear-to-br from-dream-violet/30 to-dream-pink/20 text-dream-pink ring-1 ring-white/10">
                <Icon className="size-6" />
              </span>
              <span className="font-display font-semibold text-ink-subtle text-sm">Step {index + 1}</span>
            </div>
            <h3 className="mt-6 font-display font-semibold text-2xl">{title}</h3>
            <p className="mt-3 text-ink-muted leading-relaxed">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
