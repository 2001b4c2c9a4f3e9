import { describe, expect, it } from 'vitest';
import { offlineApiRead, offlineMaxAgeMs } from '#web/lib/offline/offlineCaches';
import { isWarmMessage } from '#web/lib/offline/workerMessages';
import { isUsable, postReadKey, sessionDigest, stampedCopy } from './storedAnswers';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('stored API answers', () => {
  it('are given back only to the session that asked, and only for 30 days', async () => {
    const alice = await sessionDigest('Bearer alice-token');
    const bob = await sessionDigest('Bearer bob-token');
    const stored = await stampedCopy(
      new Response('{"success":true}', { headers: { 'content-type': 'application/json' } }),
      alice,
      now,
    );
    expect(await stored.clone().text()).toBe('{"success":true}');
    expect(stored.headers.get('content-type')).toBe('application/json');
    expect(isUsable(stored, alice, now + 1000)).toBe(true);
    expect(isUsable(stored, alice, now + offlineMaxAgeMs)).toBe(true);
    expect(isUsable(stored, alice, now + offlineMaxAgeMs + 1)).toBe(false);
    expect(isUsable(stored, bob, now + 1000)).toBe(false);
    expect(isUsable(stored, await sessionDigest(null), now)).toBe(false);
    // A clock set back is no reason to trust a copy from the future.
    expect(isUsable(stored, alice, now - 1000)).toBe(false);
    expect(isUsable(new Response('{}'), alice, now)).toBe(false);
  });

  it('never keeps the token itself', async () => {
    const digest = await sessionDigest('Bearer secret-token');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('secret');
  });

  it('key a read sent as POST by its body', async () => {
    const url = new URL('http://127.0.0.1/api/ai/affirmations');
    const one = await postReadKey(url, '{"questionnaireId":"a"}');
    expect(one).toBe(await postReadKey(url, '{"questionnaireId":"a"}'));
    expect(one).not.toBe(await postReadKey(url, '{"questionnaireId":"b"}'));
    expect(new URL(one).pathname).toBe('/api/ai/affirmations');
  });
});

describe('what is kept for offline use', () => {
  const at = (path: string) => new URL(path, 'http://127.0.0.1');
  it('is the offline pages’ reads and nothing else', () => {
    expect(offlineApiRead('GET', at('/api/dream-world/latest'))).toBeDefined();
    expect(offlineApiRead('GET', at('/api/practice/today'))).toBeDefined();
    expect(offlineApiRead('POST', at('/api/ai/affirmations'))).toBeDefined();
    expect(offlineApiRead('GET', at('/api/practice/reviews/2026-11-16'))).toBeDefined();
    expect(offlineApiRead('GET', at('/api/practice/calendar?from=2026-06-01&to=2026-11-24'))?.anyQuery).toBe(
      true,
    );
    for (const [method, path] of [
      ['GET', '/api/account/export'],
      ['GET', '/api/payments/subscriptions'],
      ['PUT', '/api/practice/check-ins/2026-11-24'],
      ['POST', '/api/auth/login'],
      ['GET', '/api/dream-world/0b6a4d6e-0000-4000-8000-000000000000'],
      ['DELETE', '/api/dream-world/latest'],
      ['PUT', '/api/practice/reviews/2026-11-16'],
      ['GET', '/api/practice/reviews/2026-11-16/extra'],
      ['GET', '/api/practice/plans/home/draft'],
    ] as const)
      expect(offlineApiRead(method, at(path)), `${method} ${path}`).toBeUndefined();
  });
});

describe('messages to the worker', () => {
  it('accept only a well-formed warm message', () => {
    expect(isWarmMessage({ type: 'warm', urls: ['/assets/a.js'], authorization: null })).toBe(true);
    expect(isWarmMessage({ type: 'warm', urls: ['/assets/a.js'], authorization: 'Bearer x' })).toBe(true);
    expect(isWarmMessage({ type: 'warm', urls: [1], authorization: null })).toBe(false);
    expect(isWarmMessage({ type: 'warm', urls: [] })).toBe(false);
    expect(isWarmMessage({ type: 'skip-waiting' })).toBe(false);
    expect(isWarmMessage(null)).toBe(false);
  });
});
