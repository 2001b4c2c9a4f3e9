import { useQuery } from '@tanstack/react-query';
import { contactDetailIcons } from '#web/components/layout/contactDetailIcons';
import { Section } from '#web/components/marketing/Section';
import {
  type ContactDetailKind,
  contactDetailsQueryOptions,
  shownContactDetails,
} from '#web/lib/contact/contactDetails';

/** What each card invites to do; it promises nothing the configuration does not say. */
const notes: Record<ContactDetailKind, string> = {
  phone: 'Call us',
  email: 'Write to us',
  address: 'Open the map',
  hours: 'When the team is in',
};

const cardClass = 'surface-card flex h-full flex-col items-center px-6 py-8 text-center';

/**
 * 'Other ways to reach us': one card per detail the server is configured with (CONTACT_PHONE,
 * CONTACT_EMAIL, CONTACT_ADDRESS, CONTACT_HOURS); with none configured the section is left out.
 */
export function ContactCards() {
  const { data } = useQuery(contactDetailsQueryOptions());
  const details = shownContactDetails(data);
  if (details.length === 0) return null;
  return (
    <Section labelledBy="contact-ways-heading" className="pt-0 sm:pt-0">
      <h2 id="contact-ways-heading" className="mb-8 text-center font-display font-semibold text-3xl">
        Other ways to reach us
      </h2>
      <ul
        className={`mx-auto grid gap-4 ${details.length >= 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : details.length === 3 ? 'sm:grid-cols-3' : details.length === 2 ? 'max-w-3xl sm:grid-cols-2' : 'max-w-md'}`}
      >
        {details.map(({ kind, label, value, href }) => {
          const Icon = contactDetailIcons[kind];
          const external = kind === 'address';
          const content = (
            <>
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-dream-violet/30 to-dream-pink/20 text-dream-gold ring-1 ring-white/10">
                <Icon className="size-6" />
              </span>
              <span className="mt-5 font-display font-semibold text-xl">{label}</span>
              <span className="mt-1 break-words text-ink">{value}</span>
              <span className="mt-2 text-ink-subtle text-sm">
                {notes[kind]}
                {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </span>
            </>
          );
          return (
            <li key={kind}>
              {href ? (
                <a
                  href={href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className={`${cardClass} group transition hover:border-dream-violet/60 hover:bg-night-700/70`}
                >
                  {content}
                </a>
              ) : (
                <div className={cardClass}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
