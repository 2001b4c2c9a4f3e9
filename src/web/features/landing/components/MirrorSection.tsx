import { Section } from '#web/components/marketing/Section';
import { SectionHeading } from '#web/components/marketing/SectionHeading';

const points = [
  'Your own face, from your camera, in a mirror inside your world',
  'Your ideal self, standing in the home you described',
  'Processed on your device only: nothing of the image is uploaded',
];

/** The mirror effect (docs/product.md §1; docs/architecture.md §5: the camera image never leaves the device). */
export function MirrorSection() {
  return (
    <Section labelledBy="mirror-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="order-2 lg:order-1">
          <div className="relative mx-auto aspect-[4/5] w-full max-w-sm">
            <div
              aria-hidden="true"
              className="absolute inset-0 rounded-[999px] bg-[radial-gradient(closest-side,rgb(167_139_250/0.35),transparent)]"
            />
            <div
              aria-hidden="true"
              className="absolute inset-6 overflow-hidden rounded-[999px] border-4 border-dream-gold/50 bg-linear-to-b from-night-700 via-[#3b2f7a] to-[#7a3f8f] shadow-glow-strong"
            >
              <div className="-translate-x-1/2 absolute top-[24%] left-1/2 size-20 rounded-full bg-linear-to-b from-dream-pink/80 to-dream-violet/60" />
              <div className="-translate-x-1/2 absolute top-[44%] left-1/2 h-48 w-36 rounded-t-[999px] bg-linear-to-b from-dream-violet/70 to-transparent" />
              <div className="absolute inset-x-0 top-0 h-1/2 bg-linear-to-br from-white/20 via-transparent to-transparent" />
            </div>
          </div>
        </div>
        <div className="order-1 lg:order-2">
          <SectionHeading
            id="mirror-heading"
            eyebrow="Mirror effect"
            align="start"
            lead="Seeing is believing. The mirror effect places you, as your ideal self, inside your dream life, so the future stops feeling like someone else's."
          >
            See yourself living your dream
          </SectionHeading>
          <ul className="mt-8 space-y-4">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-muted">
                <span aria-hidden="true" className="mt-0.5 text-dream-gold">
                  ✦
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
