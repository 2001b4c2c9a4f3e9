import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendCheckIn, startCheckInReplay } from './check-in-queue';
import { queuedCheckIns, replayQueuedCheckIns, tokenSubject } from './checkInOutbox';

/** A session token as the server writes it: only the subject is read on this side. */
const tokenFor = (userId: string, serial = 1) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: userId, jti: serial })).replace(/=+$/, '')}.signature`;

/**
 * A stand-in for PUT /api/practice/check-ins/:day that keeps one check-in per clientId (the
 * server's dedupe), knows which tokens are still valid, and can be taken offline.
 */
function fakeServer() {
  const valid = new Map<string, string>();
  const stored = new Map<string, { day: string; userId: string; outcome: string; note: string }>();
  const state = { online: true, status: 200, puts: 0 };
  /** The bodies that reached the server, in order. */
  const received: { clientId: string; note?: string }[] = [];
  const handler = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!state.online) throw new TypeError('Failed to fetch');
    state.puts += 1;
    received.push(JSON.parse(String(init?.body)));
    const day = String(input).split('/').at(-1) ?? '';
    const headers = new Headers(init?.headers);
    const userId = valid.get(headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
    const envelope = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (state.status !== 200) return envelope(state.status, { success: false, message: 'No', code: 'ERROR' });
    if (!userId) return envelope(401, { success: false, message: 'Sign in', code: 'UNAUTHORIZED' });
    const body = JSON.parse(String(init?.body));
    if (body.note === 'too late')
      return envelope(400, { success: false, message: 'day is too late', code: 'VALIDATION_ERROR' });
    stored.set(body.clientId, { day, userId, outcome: body.outcome, note: body.note ?? '' });
    const now = new Date().toISOString();
    return envelope(200, {
      success: true,
      data: {
        day,
        outcome: body.outcome,
        mood: null,
        note: body.note ?? '',
        category: null,
        createdAt: now,
        updatedAt: now,
      },
    });
  });
  return { valid, stored, state, received, handler };
}

let server: ReturnType<typeof fakeServer>;
let storage: Map<string, string>;
const navigatorState = { onLine: true };
const windowEvents = new EventTarget();

function signIn(userId: string, serial = 1) {
  const token = tokenFor(userId, serial);
  server.valid.set(token, userId);
  storage.set('token', token);
  return token;
}

beforeEach(async () => {
  server = fakeServer();
  storage = new Map();
  navigatorState.onLine = true;
  vi.stubGlobal('fetch', server.handler);
  vi.stubGlobal('navigator', navigatorState);
  vi.stubGlobal(
    'window',
    Object.assign(windowEvents, {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
    }),
  );
  // Every test starts with an empty queue.
  for (const entry of await queuedCheckIns()) {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('dream-life-offline', 1);
      open.onsuccess = () => {
        const transaction = open.result.transaction('check-ins', 'readwrite');
        transaction.objectStore('check-ins').delete(entry.clientId);
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendCheckIn', () => {
  it('sends at once when online, with a clientId the server keys it by', async () => {
    signIn('user-a');
    await expect(sendCheckIn('2026-11-24', { outcome: 'done', note: 'wrote' })).resolves.toBe('sent');
    expect([...server.stored.values()]).toEqual([
      { day: '2026-11-24', userId: 'user-a', outcome: 'done', note: 'wrote' },
    ]);
    const [clientId] = server.stored.keys();
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await queuedCheckIns()).toEqual([]);
  });

  it('keeps a check-in made offline and sends it once when the connection returns', async () => {
    signIn('user-a');
    navigatorState.onLine = false;
    server.state.online = false;
    await expect(sendCheckIn('2026-11-24', { outcome: 'not-today', mood: 'low' })).resolves.toBe('queued');
    expect(server.received).toEqual([]);
    expect(await queuedCheckIns()).toHaveLength(1);

    navigatorState.onLine = true;
    server.state.online = true;
    const sent = vi.fn();
    const stop = startCheckInReplay(sent);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledOnce());
    expect(server.stored.size).toBe(1);
    expect(await queuedCheckIns()).toEqual([]);

    // The `online` event after that finds nothing left: nothing is sent twice.
    window.dispatchEvent(new Event('online'));
    await replayQueuedCheckIns();
    expect(server.state.puts).toBe(1);
    stop();
  });

  it('queues when the network fails even though the browser thinks it is online, and on 503', async () => {
    signIn('user-a');
    server.state.online = false;
    await expect(sendCheckIn('2026-11-23', { outcome: 'done' })).resolves.toBe('queued');
    server.state.online = true;
    server.state.status = 503;
    await expect(sendCheckIn('2026-11-24', { outcome: 'done' })).resolves.toBe('queued');
    expect((await queuedCheckIns()).map((entry) => entry.day)).toEqual(['2026-11-23', '2026-11-24']);
    server.state.status = 200;
    await expect(replayQueuedCheckIns()).resolves.toEqual({ sent: 2, left: 0 });
    expect(server.stored.size).toBe(2);
  });

  it('throws what the server refuses instead of queueing it', async () => {
    signIn('user-a');
    await expect(sendCheckIn('2026-11-24', { outcome: 'done', note: 'too late' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await queuedCheckIns()).toEqual([]);
  });

  it('sends older queued check-ins before a new one, so the later answer for a day wins', async () => {
    signIn('user-a');
    server.state.online = false;
    await sendCheckIn('2026-11-24', { outcome: 'not-today', note: 'first' });
    server.state.online = true;
    await expect(sendCheckIn('2026-11-24', { outcome: 'done', note: 'second' })).resolves.toBe('sent');
    const notes = server.received.map((body) => body.note);
    expect(notes).toEqual(['first', 'second']);
  });

  it('keeps the same clientId on every attempt, so a retried check-in is stored once', async () => {
    signIn('user-a');
    server.state.status = 503;
    await sendCheckIn('2026-11-24', { outcome: 'done' });
    await replayQueuedCheckIns();
    server.state.status = 200;
    await replayQueuedCheckIns();
    await replayQueuedCheckIns();
    const ids = server.received.map((body) => body.clientId);
    expect(new Set(ids).size).toBe(1);
    expect(server.stored.size).toBe(1);
  });
});

describe('replayQueuedCheckIns', () => {
  it("never sends one account's check-in for another account signed in later", async () => {
    const first = signIn('user-a');
    server.state.online = false;
    await sendCheckIn('2026-11-24', { outcome: 'done' });
    server.state.online = true;
    // User A signs out (the session is revoked) and user B signs in on the same browser.
    server.valid.delete(first);
    const other = signIn('user-b');
    await expect(replayQueuedCheckIns({ currentAuthorization: `Bearer ${other}` })).resolves.toEqual({
      sent: 0,
      left: 1,
    });
    expect(server.stored.size).toBe(0);
    // User A signs in again: the check-in goes to A's account with A's new session.
    const again = signIn('user-a', 2);
    await expect(replayQueuedCheckIns({ currentAuthorization: `Bearer ${again}` })).resolves.toEqual({
      sent: 1,
      left: 0,
    });
    expect([...server.stored.values()][0]?.userId).toBe('user-a');
  });

  it('stops at the first network failure and keeps the rest in order', async () => {
    signIn('user-a');
    server.state.online = false;
    await sendCheckIn('2026-11-22', { outcome: 'done' });
    await sendCheckIn('2026-11-23', { outcome: 'done' });
    const attempts = server.handler.mock.calls.length;
    await expect(replayQueuedCheckIns()).resolves.toEqual({ sent: 0, left: 2 });
    expect(server.handler.mock.calls.length - attempts).toBe(1);
  });

  it('drops a check-in older than the server accepts without sending it', async () => {
    signIn('user-a');
    server.state.online = false;
    await sendCheckIn('2026-10-01', { outcome: 'done' });
    server.state.online = true;
    const later = Date.now() + 32 * 24 * 60 * 60 * 1000;
    await expect(replayQueuedCheckIns({ now: later })).resolves.toEqual({ sent: 0, left: 0 });
    expect(server.received).toEqual([]);
    expect(await queuedCheckIns()).toEqual([]);
  });

  it('drops a check-in the server refuses for good, and says so', async () => {
    signIn('user-a');
    server.state.online = false;
    await sendCheckIn('2026-11-24', { outcome: 'done', note: 'too late' });
    server.state.online = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(replayQueuedCheckIns()).resolves.toEqual({ sent: 0, left: 0 });
    expect(warn).toHaveBeenCalledOnce();
    expect(await queuedCheckIns()).toEqual([]);
    warn.mockRestore();
  });

  it('reads the account a token names, and nothing from a malformed one', () => {
    expect(tokenSubject(`Bearer ${tokenFor('user-a')}`)).toBe('user-a');
    expect(tokenSubject('Bearer not-a-token')).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });
});
