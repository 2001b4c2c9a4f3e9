import { queryOptions } from '@tanstack/react-query';
import type { ContactDetails } from '#shared/contact';

const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/+$/, '');
const detailKinds = ['phone', 'email', 'address', 'hours'] as const;

/**
 * The answer's data as `contactDetailsSchema` (#shared/contact) describes it, checked by hand: the
 * footer is on the landing page, and the API client and zod would add ~26 KB to the JavaScript it
 * loads (the 110 KB budget, docs/architecture.md §6). A detail that is not a string is unset.
 */
function readContactDetails(body: unknown): ContactDetails {
  const data = (body as { data?: Record<string, unknown> } | null)?.data ?? {};
  const details = {} as ContactDetails;
  for (const kind of detailKinds) {
    const value = data[kind];
    details[kind] = typeof value === 'string' ? value : null;
  }
  return details;
}

/**
 * The team's published contact details (GET /api/contact/details), read once per visit: the
 * footer and the contact page share the entry. They come from the server's configuration, so a
 * deployment shows its own and never an invented number.
 */
export const contactDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['contact-details'] as const,
    queryFn: async ({ signal }) => {
      const response = await fetch(`${apiBaseUrl}/contact/details`, { signal });
      if (!response.ok) throw new Error(`contact details: HTTP ${response.status}`);
      return readContactDetails(await response.json());
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
