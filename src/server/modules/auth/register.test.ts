import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { expectErrorEnvelope } from '#server/test/assertions';
import {
  createTestApp,
  findUserRow,
  profile,
  readOutbox,
  registerUser,
  type TestApp,
} from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000' } });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers with the public user only', async () => {
    const response = await register({
      email: 'ada@example.com',
      password: 'analytical-engine',
      firstName: '  Ada ',
      lastName: 'Lovelace',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.user).toEqual({
      _id: expect.any(String),
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      isEmailVerified: false,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|analytical-engine/);
    expect((await profile(t, data.token)).json().data.user._id).toBe(data.user._id);
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

  it('sends a verification mail with a link to the app', async () => {
    const user = await registerUser(t, { email: 'welcome@example.com', firstName: 'Wendy' });
    const mails = (await readOutbox(t)).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/confirm your email/i);
    expect(mails[0]?.text).toContain('Wendy');
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/dream\.test\/verify-email\?token=[\w-]{43}$/);
  });

  it('ignores fields a client must not set (no mass assignment)', async () => {
    const response = await register({
      email: 'sneaky@example.com',
      password: 'sneaky-password',
      isEmailVerified: true,
      id: '00000000-0000-0000-0000-000000000000',
      passwordHash: '$argon2id$forged',
    });
    expect(response.statusCode).toBe(201);
    const row = await findUserRow(t, 'sneaky@example.com');
    expect(row?.isEmailVerified).toBe(false);
    expect(row?.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row?.passwordHash).not.toBe('$argon2id$forged');
  });

  it('accepts passwords of exactly 8 and 128 characters, of any characters', async () => {
    await registerUser(t, { password: 'tq7#Wm2k' });
    await registerUser(t, { password: 'correct horse battery staple '.repeat(5).slice(0, 128) });
    await registerUser(t, { password: '  spaces and émoji 🌙 count  ' });
  });

  describe('a duplicate email', () => {
    it.each([
      ['the same spelling', 'taken@example.com'],
      ['another case', 'TAKEN@Example.com'],
      ['surrounding whitespace', '  taken@example.com  '],
    ])('is a 409 CONFLICT with %s and creates no second row', async (_label, email) => {
      await registerUser(t, { email: 'taken@example.com' }).catch(() => undefined);
      const countBefore = await t.database.db.$count(users);
      const response = await register({ email, password: 'another-password' });
      const body = expectErrorEnvelope(response, 409, 'CONFLICT');
      expect(body.message).toMatch(/already exists/);
      expect(await t.database.db.$count(users)).toBe(countBefore);
    });

    it('does not change the existing account or mail it again', async () => {
      const original = await registerUser(t, { email: 'keep@example.com', password: 'original-pass' });
      const rowBefore = await findUserRow(t, original.email);
      const mailsBefore = (await readOutbox(t)).length;
      await register({ email: 'keep@example.com', password: 'hijack-attempt', firstName: 'Mallory' });
      expect(await findUserRow(t, original.email)).toEqual(rowBefore);
      expect((await readOutbox(t)).length).toBe(mailsBefore);
    });

    it('wins exactly once when five registrations race', async () => {
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          register({ email: 'race@example.com', password: `racer-password-${index}` }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expectErrorEnvelope(response, 409, 'CONFLICT');
      }
      const rows = await t.database.db.select().from(users);
      expect(rows.filter((row) => row.email === 'race@example.com')).toHaveLength(1);
    });
  });
});
