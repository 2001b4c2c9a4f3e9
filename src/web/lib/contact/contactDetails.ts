import { queryOptions } from '@tanstack/react-query';
import type { ContactDetails } from '#shared/contact';

/**
 * The team's published contact details (GET /api/contact/details), read once per visit: the
 * footer and the contact page share the entry. They come from the server's configuration, so a
 * deployment shows its own and never an invented number.
 */
export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['contact-details'] as const,
    // The footer is on the landing page: the API client and the schema (zod with them) load after
    // the first paint instead of joining the initial JavaScript (the 110 KB budget, docs/architecture.md §6).
    queryFn: async ({ signal }) => {
      const [{ contactDetailsSchema }, { apiRequest }] = await Promise.all([
        import('#shared/contact'),
        import('../api/apiClient'),
      ]);
      return apiRequest('/contact/details', { schema: contactDetailsSchema, signal });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export type ContactDetailKind = keyof ContactDetails;

export interface ShownContactDetail {
  kind: ContactDetailKind;
  label: string;
  value: string;
  /** Dial, write, open the map; the hours lead nowhere. */
  href: string | null;
}

const labels: Record<ContactDetailKind, string> = {
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  hours: 'Hours',
};
const order: readonly ContactDetailKind[] = ['email', 'phone', 'address', 'hours'];

function hrefFor(kind: ContactDetailKind, value: string): string | null {
  if (kind === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (kind === 'email') return `mailto:${value}`;
  if (kind === 'address') return `https://www.openstreetmap.org/search?query=${encodeURIComponent(value)}`;
  return null;
}

/** The configured details, in the order they are shown; an unset one is left out. */
export function shownContactDetails(details: ContactDetails | undefined): ShownContactDetail[] {
  if (!details) return [];
  return order.flatMap((kind) => {
    const value = details[kind];
    return value ? [{ kind, label: labels[kind], value, href: hrefFor(kind, value) }] : [];
  });
}
