import { contactDetails } from '#web/components/layout/footerContent';

/** Where each card leads: dial, write, or open the map (docs/product.md §2). Values are the footer's. */
function hrefFor(label: string, value: string): string {
  if (label === 'Phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (label === 'Email') return `mailto:${value}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(value)}`;
}

const notes: Record<string, string> = {
  Phone: 'Call us any time, day or night',
  Email: 'We answer every email within 24 hours',
  Location: 'Open the map',
};

export function ContactCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {contactDetails.map(({ label, value, Icon }) => {
        const external = label === 'Location';
        return (
          <li key={label}>
            <a
              href={hrefFor(label, value)}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="surface-card group flex h-full flex-col items-center px-6 py-8 text-center transition hover:border-dream-violet/60 hover:bg-night-700/70"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-dream-violet/30 to-dream-pink/20 text-dream-gold ring-1 ring-white/10">
                <Icon className="size-6" />
              </span>
              <span className="mt-5 font-display font-semibold text-xl">{label}</span>
              <span className="mt-1 text-ink break-all">{value}</span>
              <span className="mt-2 text-ink-subtle text-sm">
                {notes[label]}
                {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
