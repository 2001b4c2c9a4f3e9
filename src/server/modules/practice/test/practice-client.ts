import type { InjectOptions } from 'fastify';
import { bearer, type TestApp } from '#server/test/test-app';

/** A moveable clock for the API tests: days pass in a line of code. */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => now,
    set(instant: string) {
      now = new Date(instant);
    },
  };
}

/** Requests to /api/practice as one signed-in user. */
export function practiceClient(t: TestApp, token: string) {
  const send = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/practice${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    send,
    today: (timeZone?: string) =>
      send('GET', `/today${timeZone ? `?timeZone=${encodeURIComponent(timeZone)}` : ''}`),
    checkIn: (day: string, body: Record<string, unknown> = { outcome: 'done' }) =>
      send('PUT', `/check-ins/${day}`, body),
    calendar: (from: string, to: string) => send('GET', `/calendar?from=${from}&to=${to}`),
    savePlan: (category: string, body: Record<string, unknown> = woop()) =>
      send('PUT', `/plans/${category}`, body),
    reminders: (settings: Record<string, unknown>) => send('PUT', '/reminders', settings),
  };
}

export const woop = (overrides: Record<string, unknown> = {}) => ({
  wish: 'I write a novel people love.',
  outcome: 'Readers tell me my story helped them.',
  obstacle: 'I doubt my writing is good enough.',
  planIf: 'it is 7 am on a weekday',
  planThen: 'I write for 20 minutes',
  ...overrides,
});

export const reminderSettings = (overrides: Record<string, unknown> = {}) => ({
  timeZone: 'UTC',
  enabled: true,
  time: '08:00',
  randomUntil: null,
  email: true,
  push: false,
  weeklyReviewEmail: false,
  ...overrides,
});
