import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pendingRegistrations, users } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import {
  activate,
  findUserRow,
  latestTokenFor,
  login,
  newBrowserKey,
  profile,
  readOutbox,
  registerUser,
} from '#server/test/test-app';
import { authMessages } from '#shared/auth';

const t = setupTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' } });

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const mailsTo = async (to: string) => (await readOutbox(t)).filter((mail) => mail.to === to);
const pendingFor = (email: string) =>
  t.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));

/** What a client can see of an answer, minus what differs between any two requests. */
const observable = (response: LightMyRequestResponse) => {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};

describe('POST /api/auth/register with a new address', () => {
  it('answers 202 "check your email" and makes no account until the mailed link is opened', async () => {
    const response = await register({
      email: 'ada@example.com',
      password: 'analytical-engine',
      firstName: '  Ada ',
      lastName: 'Lovelace',
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, data: { message: authMessages.registerCheckEmail } });
    expect(await findUserRow(t, 'ada@example.com')).toBeUndefined();

    const [mail, ...more] = await mailsTo('ada@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Finish creating your Dream Life account');
    expect(mail?.text).toContain('Welcome to Dream Life!');
    expect(mail?.links).toEqual([expect.stringMatching(/^http:\/\/dream\.test\/activate\?token=[\w-]{43}$/)]);
    // Only a hash of the link's token is kept.
    const [pending] = await pendingFor('ada@example.com');
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token') ?? '';
    expect(pending?.tokenHash).not.toContain(token);
  });

  it('mails an address nobody has proven nothing the requester typed (decision 0105, item 5)', async () => {
    await register({
      email: 'typed@example.com',
      password: 'analytical-engine',
      firstName: 'Win a prize at evil.example',
      lastName: 'Mallory',
      browserKey: newBrowserKey(),
    });
    const [mail] = await mailsTo('typed@example.com');
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/prize|evil|Mallory/);
  });

  it('creates the account, verified, when the link is opened in the browser that signed up', async () => {
    const browserKey = newBrowserKey();
    await register({
      email: 'grace@example.com',
      password: 'compiler-first',
      firstName: 'Grace',
      browserKey,
    });
    const activated = await activate(
      t,
      await latestTokenFor(t, 'grace@example.com', '/activate'),
      undefined,
      {
        browserKey,
      },
    );
    expect(activated.statusCode).toBe(201);
    expect(activated.headers['cache-control']).toBe('no-store');
    const { data } = activated.json();
    expect(data.user).toEqual({
      _id: expect.any(String),
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: null,
      isEmailVerified: true,
      createdAt: expect.any(String),
    });
    expect(activated.body).not.toMatch(/argon2|passwordHash|password_hash|compiler-first/);
    expect((await profile(t, data.token)).json().data.user._id).toBe(data.user._id);
    expect((await login(t, 'grace@example.com', 'compiler-first')).statusCode).toBe(200);
    expect(await pendingFor('grace@example.com')).toEqual([]);
  });

  it('takes each link once', async () => {
    await register({ email: 'once@example.com', password: 'single-use-link' });
    const token = await latestTokenFor(t, 'once@example.com', '/activate');
    const choice = { password: 'single-use-link' };
    expect((await activate(t, token, undefined, choice)).statusCode).toBe(201);
    const again = expectErrorEnvelope(await activate(t, token, undefined, choice), 400, 'INVALID_TOKEN');
    expect(again.message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link and a made-up one', async () => {
    await register({ email: 'late@example.com', password: 'opened-too-late' });
    const token = await latestTokenFor(t, 'late@example.com', '/activate');
    await t.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, 'late@example.com'));
    expectErrorEnvelope(await activate(t, token), 400, 'INVALID_TOKEN');
    expectErrorEnvelope(await activate(t, 'x'.repeat(43)), 400, 'INVALID_TOKEN');
    expect(await findUserRow(t, 'late@example.com')).toBeUndefined();
  });

  it('names the token field when it is missing or not text', async () => {
    for (const payload of [{}, { token: 42 }, { token: '   ' }]) {
      expectValidationError(
        await t.app.inject({ method: 'POST', url: '/api/auth/activate', payload }),
        'token',
      );
    }
  });

  it('stores the email trimmed and in lower case', async () => {
    const user = await registerUser(t, { email: '  Mixed.Case@Example.COM\t' });
    const response = await profile(t, user.token);
    expect(response.json().data.user.email).toBe('mixed.case@example.com');
    expect(await findUserRow(t, 'mixed.case@example.com')).toBeDefined();
  });

  it('stores empty or blank names as null', async () => {
    const user = await registerUser(t, { firstName: '', lastName: '   ' });
    const row = await findUserRow(t, user.email);
    expect(row).toMatchObject({ firstName: null, lastName: null });
  });

  it('hashes the password with argon2id and never stores it', async () => {
    const user = await registerUser(t, { password: 'plain-text-never' });
    const row = await findUserRow(t, user.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('plain-text-never');
  });

  it('gives the same password different hashes (salted)', async () => {
    const first = await registerUser(t, { password: 'same-password' });
    const second = await registerUser(t, { password: 'same-password' });
    const [a, b] = [await findUserRow(t, first.email), await findUserRow(t, second.email)];
    expect(a?.passwordHash).not.toBe(b?.passwordHash);
  });

  it('ignores fields a client must not set (no mass assignment)', async () => {
    const response = await register({
      email: 'sneaky@example.com',
      password: 'sneaky-password',
      id: '00000000-0000-0000-0000-000000000000',
      passwordHash: '$argon2id$forged',
      tokenHash: 'chosen',
    });
    expect(response.statusCode).toBe(202);
    expect((await pendingFor('sneaky@example.com'))[0]?.tokenHash).not.toBe('chosen');
    await activate(t, await latestTokenFor(t, 'sneaky@example.com', '/activate'), undefined, {
      password: 'sneaky-password',
    });
    const row = await findUserRow(t, 'sneaky@example.com');
    expect(row?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row?.passwordHash).not.toBe('$argon2id$forged');
  });

  it('accepts passwords of exactly 8 and 128 characters, of any characters', async () => {
    await registerUser(t, { password: 'tq7#Wm2k' });
    await registerUser(t, { password: 'correct horse battery staple '.repeat(5).slice(0, 128) });
    await registerUser(t, { password: '  spaces and émoji 🌙 count  ' });
  });
});

describe('POST /api/auth/register with an address that has an account (ASVS 6.3.8)', () => {
  it.each([
    ['the same spelling', 'taken@example.com'],
    ['another case', 'TAKEN@Example.com'],
    ['surrounding whitespace', '  taken@example.com  '],
  ])('answers exactly as for a new address, with %s', async (_label, email) => {
    await registerUser(t, { email: 'taken@example.com' }).catch(() => undefined);
    const taken = await register({ email, password: 'another-password', firstName: 'Mallory' });
    const fresh = await register({
      email: `fresh-${Date.now()}@example.com`,
      password: 'another-password',
      firstName: 'Mallory',
    });
    expect(observable(taken)).toEqual(observable(fresh));
  });

  it('mails the owner instead, with sign-in and reset links and nothing the stranger typed', async () => {
    const owner = await registerUser(t, { email: 'owner@example.com', password: 'original-pass' });
    const rowBefore = await findUserRow(t, owner.email);
    const before = (await mailsTo(owner.email)).length;

    const response = await register({
      email: 'owner@example.com',
      password: 'hijack-attempt',
      firstName: 'Mallory',
      lastName: 'Visit evil.example',
    });
    expect(response.statusCode).toBe(202);

    const mails = (await mailsTo(owner.email)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Someone tried to sign up with your email');
    expect(mail?.text).toMatch(/already have an account/);
    expect(mail?.links).toEqual(['http://dream.test/?auth=login', 'http://dream.test/?auth=forgot-password']);
    expect(mail?.text).not.toMatch(/Mallory|evil|activate|token=/);
    // Nothing changed, nothing waits for a link, and the old password still signs in.
    expect(await findUserRow(t, owner.email)).toEqual(rowBefore);
    expect(await pendingFor(owner.email)).toEqual([]);
    expect((await login(t, owner.email, 'original-pass')).statusCode).toBe(200);
    expect((await login(t, owner.email, 'hijack-attempt')).statusCode).toBe(401);
  });

  it('refuses a weak password alike for both', async () => {
    // Timing is checked in lookup-timing.test.ts: the answer waits for no lookup.
    const owner = await registerUser(t);
    const weak = await register({ email: owner.email, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(observable(weak)).toEqual(
      observable(await register({ email: 'new-weak@example.com', password: 'password' })),
    );
  });
});

/**
 * Issue 31, item 1, the audit's steps: a stranger registers the owner's address with a password of
 * their choosing; the owner registers too, gets two identical mails and opens the first, the
 * stranger's. The person who opens the link decides the password, never the stranger.
 */
describe('someone signing up first with another person’s address (pre-registration)', () => {
  const strangerSignsUp = async (email: string) => {
    await register({
      email,
      password: 'attacker-password',
      firstName: 'Mallory',
      browserKey: newBrowserKey(),
    });
    return latestTokenFor(t, email, '/activate');
  };

  it('the owner opening the stranger’s mail in their own browser gets the password they typed', async () => {
    const strangerToken = await strangerSignsUp('victim@example.com');
    const ownerBrowser = newBrowserKey();
    await register({
      email: 'victim@example.com',
      password: 'owner-password',
      firstName: 'Vic',
      browserKey: ownerBrowser,
    });
    const ownerToken = await latestTokenFor(t, 'victim@example.com', '/activate');
    expect(ownerToken).not.toBe(strangerToken);
    // The two mails read the same: nothing in them tells whose sign-up each was.
    const [first, second] = await mailsTo('victim@example.com');
    expect(first?.text.replace(/token=[\w-]+/, '')).toBe(second?.text.replace(/token=[\w-]+/, ''));

    const activated = await activate(t, strangerToken, undefined, { browserKey: ownerBrowser });
    expect(activated.statusCode).toBe(201);
    expect(activated.json().data.user.firstName).toBe('Vic');
    expect((await login(t, 'victim@example.com', 'attacker-password')).statusCode).toBe(401);
    expect((await login(t, 'victim@example.com', 'owner-password')).statusCode).toBe(200);
    // Every other link for the address stopped working.
    expectErrorEnvelope(
      await activate(t, ownerToken, undefined, { browserKey: ownerBrowser }),
      400,
      'INVALID_TOKEN',
    );
  });

  it('opened anywhere else, the link asks for a password and keeps working until one is chosen', async () => {
    const strangerToken = await strangerSignsUp('phone@example.com');
    // Opened on a phone, or in a browser that never signed up: no key, so nothing typed is used.
    const asked = expectErrorEnvelope(await activate(t, strangerToken), 400, 'PASSWORD_REQUIRED');
    expect(asked.errors).toEqual([{ field: 'password', message: authMessages.choosePassword }]);
    expectErrorEnvelope(
      await activate(t, strangerToken, undefined, { browserKey: newBrowserKey() }),
      400,
      'PASSWORD_REQUIRED',
    );
    expect(await findUserRow(t, 'phone@example.com')).toBeUndefined();
    // A weak choice is refused like any new password, and the link still works.
    expectValidationError(await activate(t, strangerToken, undefined, { password: 'password1' }), 'password');

    const activated = await activate(t, strangerToken, undefined, {
      password: 'my own choice 42',
      firstName: 'Pat',
    });
    expect(activated.statusCode).toBe(201);
    expect(activated.json().data.user.firstName).toBe('Pat');
    expect((await login(t, 'phone@example.com', 'attacker-password')).statusCode).toBe(401);
    expect((await login(t, 'phone@example.com', 'my own choice 42')).statusCode).toBe(200);
  });

  it('keeps what was typed only with the key of the browser that typed it', async () => {
    await register({ email: 'nokey@example.com', password: 'typed-without-key', firstName: 'Nobody' });
    // The sign-up is written after the answer (decision 0069): wait for it, as on Postgres it lands later.
    await t.app.mail.flush();
    const [withoutKey] = await pendingFor('nokey@example.com');
    expect(withoutKey).toMatchObject({ passwordHash: null, browserKeyHash: null, firstName: null });
    await strangerSignsUp('keyed@example.com');
    const [keyed] = await pendingFor('keyed@example.com');
    expect(keyed?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(keyed?.browserKeyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes exactly one account when several links for one address are opened at once', async () => {
    for (let index = 0; index < 5; index += 1) {
      await register({ email: 'race@example.com', password: `racer-password-${index}` });
    }
    const links = (await mailsTo('race@example.com')).flatMap((mail) => mail.links);
    expect(links).toHaveLength(5);
    const responses = await Promise.all(
      links.map((link) =>
        activate(t, new URL(link).searchParams.get('token') ?? '', undefined, {
          password: 'racing to the line',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
    expect(await pendingFor('race@example.com')).toEqual([]);
  });
});
