import { dictionary } from '@zxcvbn-ts/language-common';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { expectValidationError } from '#server/test/assertions';
import {
  bearer,
  createTestApp,
  forgotPassword,
  latestTokenFor,
  login,
  registerUser,
  type TestApp,
} from '#server/test/test-app';
import { commonPasswordMessage } from '#shared/auth';
import { weakPasswordReason } from './password-policy';

/**
 * Passwords (decision 0064): at least 8 characters, up to 128, any characters, and not on the
 * list of common and breached passwords shipped with the app. The audit registered "123456" and
 * six spaces.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' } });
});
afterAll(() => t.close());

const register = (password: string, email = `rules-${Math.random()}@example.com`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });

describe('choosing a password', () => {
  it.each([
    ['"123456"', '123456'],
    ['six spaces', '      '],
    ['"password"', 'password'],
    ['"12345678"', '12345678'],
    ['"Password1" (a breached password, any case)', 'PASSWORD1'],
    ['"iloveyou"', 'iloveyou'],
    ['"qwertyuiop"', 'qwertyuiop'],
    ['eight spaces', '        '],
    ['one character repeated', 'aaaaaaaaaaaa'],
  ])(
    'refuses %s at registration with a 400 naming the password, and creates no account',
    async (_label, password) => {
      const before = await t.database.db.$count(users);
      expectValidationError(await register(password), 'password');
      expect(await t.database.db.$count(users)).toBe(before);
    },
  );

  it('says why a listed password is refused', async () => {
    const body = expectValidationError(await register('sunshine1'), 'password');
    expect(body.errors?.[0]?.message).toBe(commonPasswordMessage);
  });

  it('refuses the email address as the password', async () => {
    const email = `myself.${Date.now()}@example.com`;
    expectValidationError(await register(email, email), 'password');
  });

  it('accepts a passphrase with spaces, symbols and emoji', async () => {
    expect((await register('my 🌙 garden by the sea')).statusCode).toBe(202);
  });

  it('refuses a listed password on reset, and the link still works for a good one', async () => {
    const user = await registerUser(t);
    await forgotPassword(t, user.email);
    const token = await latestTokenFor(t, user.email, '/reset-password');
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    expectValidationError(await reset('letmein1'), 'password');
    expect((await reset('a much better passphrase')).statusCode).toBe(200);
    expect((await login(t, user.email, 'a much better passphrase')).statusCode).toBe(200);
  });

  it('refuses a listed password on change, naming newPassword', async () => {
    const user = await registerUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'football' },
    });
    expectValidationError(response, 'newPassword');
  });

  it('still signs in an account whose password predates the 8-character rule', async () => {
    // The login schema takes any length: older accounts keep working.
    const response = await login(t, 'older@example.com', 'short');
    expect(response.statusCode).toBe(401);
  });
});

describe('weakPasswordReason', () => {
  it('knows tens of thousands of listed passwords, case-insensitively', () => {
    for (const listed of ['123456', 'qwerty123', 'Dragon', 'MONKEY', 'trustno1', 'superman']) {
      expect(weakPasswordReason(listed, 'a@b.example'), listed).toBe(commonPasswordMessage);
    }
    expect(weakPasswordReason('violet tram 42 orbit', 'a@b.example')).toBeNull();
  });
});

/**
 * Issue 31, item 7: the list alone let through the obvious derivations of what is on it. These are
 * checked as a rule over the whole list, not only for the audit's examples.
 */
describe('derivations of listed passwords', () => {
  const email = 'ada.lovelace@example.com';

  it.each([
    'Password123!',
    'Summer2024!',
    'dreamlife',
    'DreamLife2026!',
    'Dream Life 2026',
    'Dr3amL1fe!',
    'p@ssw0rd!',
    '1password',
    'Visionary2025',
    'ada.lovelace2024!',
    'Sunshine!!',
  ])('refuses %s', (password) => {
    expect(weakPasswordReason(password, email), password).not.toBeNull();
  });

  it.each([
    'correct-horse-1',
    'violet tram 42 orbit',
    'my 🌙 garden by the sea',
    'a much better passphrase',
    'cat-8472-19385',
  ])('accepts %s', (password) => {
    expect(weakPasswordReason(password, email), password).toBeNull();
  });

  it('refuses every listed word of four letters or more with a year, digits or a symbol added', () => {
    const listed = dictionary['passwords-common'].filter((word) => /^[a-z]{4,}$/.test(word));
    const suffixes = fc.constantFrom('1', '!', '123', '2024', '2025!', '#1', '99', '?', '.');
    fc.assert(
      fc.property(fc.constantFrom(...listed), suffixes, fc.boolean(), (word, suffix, capital) => {
        const typed = capital ? word[0]?.toUpperCase() + word.slice(1) : word;
        expect(weakPasswordReason(`${typed}${suffix}`, email)).toBe(commonPasswordMessage);
      }),
      { numRuns: 2000 },
    );
  });
});
