import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { contactDetailsSchema } from '#shared/contact';

const details = (app: ReturnType<typeof setupTestApp>) =>
  app.app.inject({ method: 'GET', url: '/api/contact/details' });

describe('GET /api/contact/details', () => {
  describe('with every detail configured', () => {
    const t = setupTestApp({
      env: {
        CONTACT_PHONE: '+44 20 7946 0018',
        CONTACT_EMAIL: 'team@dream.test',
        CONTACT_ADDRESS: '1 Harbour Street, Bristol',
        CONTACT_HOURS: 'Weekdays 9–17 UK time',
      },
    });

    it('gives them to anyone, signed in or not', async () => {
      const response = await details(t);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(contactDetailsSchema.parse(body.data)).toEqual({
        phone: '+44 20 7946 0018',
        email: 'team@dream.test',
        address: '1 Harbour Street, Bristol',
        hours: 'Weekdays 9–17 UK time',
      });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });
  });

  describe('with none configured', () => {
    const t = setupTestApp();

    it('gives null for each, and invents nothing', async () => {
      const response = await details(t);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ phone: null, email: null, address: null, hours: null });
      expect(response.body).not.toContain('555');
    });
  });
});
