import { describe, expect, it } from 'vitest';
import { shownContactDetails } from './contactDetails';

const none = { phone: null, email: null, address: null, hours: null };

describe('the contact details shown', () => {
  it('are only the configured ones, each with where it leads', () => {
    expect(shownContactDetails(undefined)).toEqual([]);
    expect(shownContactDetails(none)).toEqual([]);
    expect(
      shownContactDetails({ ...none, phone: '+44 (20) 7946-0018', hours: 'Mon–Fri, 9:00–17:00 CET' }),
    ).toEqual([
      { kind: 'phone', label: 'Phone', value: '+44 (20) 7946-0018', href: 'tel:+442079460018' },
      { kind: 'hours', label: 'Hours', value: 'Mon–Fri, 9:00–17:00 CET', href: null },
    ]);
    const all = shownContactDetails({
      phone: '030 1234567',
      email: 'team@example.org',
      address: '1 Main St, Springfield',
      hours: 'Weekdays',
    });
    expect(all.map((detail) => detail.kind)).toEqual(['email', 'phone', 'address', 'hours']);
    expect(all[0]?.href).toBe('mailto:team@example.org');
    expect(all[2]?.href).toBe('https://www.openstreetmap.org/search?query=1%20Main%20St%2C%20Springfield');
  });
});
