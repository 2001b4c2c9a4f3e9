import { HeadsetIcon, LayersIcon, ShieldIcon } from '#web/components/marketing/marketingIcons';
import { Section } from '#web/components/marketing/Section';
import { SectionHeading } from '#web/components/marketing/SectionHeading';

const promises = [
  {
    title: 'Private and yours',
    text: 'Your answers are yours alone. Export them or delete your account whenever you like, and the mirror camera never leaves your device.',
    Icon: ShieldIcon,
  },
  {
    title: 'Customise and upgrade',
    text: 'Change any answer and your world changes with it. Start free and upgrade your world later: everything you created comes along.',
    Icon: LayersIcon,
  },
  {
    title: 'Ready for VR and AR',
    text: 'Step inside your dream world with a headset or place it in your room. Immersive mode is built on open web standards.',
    Icon: HeadsetIcon,
  },
];

/** docs/product.md §1: private, customisable, upgradeable later, and VR/AR on the horizon. */
export function PromiseSection() {
  return (
    <Section labelledBy="promise-heading">
      <SectionHeading
        id="promise-heading"
        eyebrow="Made with care"
        lead="A dream is personal. Dream Life is built so it stays that way, and grows with you."
      >
        Private, flexible and ready for what is next
      </SectionHeading>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {promises.map(({ title, text, Icon }) => (
          <li key={title} className="surface-card p-8">
            <Icon className="size-8 text-dream-gold" />
            <h3 className="mt-5 font-display font-semibold text-xl">{title}</h3>
            <p className="mt-3 text-ink-muted leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
