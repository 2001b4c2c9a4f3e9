import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { HttpError } from '#server/http-errors';
import { recordingMailQueue } from '#server/modules/mail/test/recording-mail';
import { openTestDatabase } from '#server/test/test-database';
import { generateOneTimeToken, hashOneTimeToken } from './one-time-tokens';
import { type AuthRepository, createAuthRepository } from './repository';
import { type AuthService, createAuthService } from './service';

/**
 * Requests that interleave with logout or a password reset. The service runs on a real database;
 * one repository call is paused (or extended) so the other operation lands in its window.
 */
let database: DatabaseHandle;
let repository: AuthRepository;
let service: AuthService;
/** Runs inside the next matching repository call, after its query and before it returns. */
/** Every mail the service queued: a sign-up's activation link among them (decision 0069). */
const { mail, queued } = recordingMailQueue();
const during: { findUserBySession?: () => Promise<void>; findUserByEmail?: () => Promise<void> } = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const real = createAuthRepository(database.db);
  repository = {
    ...real,
    async findUserBySession(...args) {
      const row = await real.findUserBySession(...args);
      const hook = during.findUserBySession;
      during.findUserBySession = undefined;
      await hook?.();
      return row;
    },
    async findUserByEmail(...args) {
      const row = await real.findUserByEmail(...args);
      const hook = during.findUserByEmail;
      during.findUserByEmail = undefined;
      await hook?.();
      return row;
    },
  };
  service = createAuthService({
    repository,
    mail,
    jwtSecret: randomBytes(32),
    jwtTtlSeconds: 3600,
    sessionIdleSeconds: 3600,
    appUrl: 'http://dream.test',
  });
});
afterAll(() => database.close());

async function newAccount(password = 'old-password-1') {
  const browserKey = randomBytes(32).toString('base64url');
  await service.register({
    email: `race-${randomBytes(4).toString('hex')}@example.com`,
    password,
    browserKey,
  });
  await mail.flush();
  const link = queued.at(-1)?.links?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('no activation link was mailed');
  return service.activate({ token, browserKey }, null);
}

describe('the session cache', () => {
  it('does not re-cache a session that logout revoked while a request was reading it', async () => {
    const { token } = await newAccount();
    const sessionId = decodeJwt(token).sid as string;

    // A request with the (not yet cached) token reads the live row; logout lands before that
    // request stores it in the cache. The request itself began before logout and may succeed.
    during.findUserBySession = () => service.logout(sessionId);
    expect(await service.authenticate(token)).not.toBeNull();

    expect(await service.authenticate(token)).toBeNull();
  });
});

describe('login racing a password reset', () => {
  it('gives no session for the old password once the reset has run', async () => {
    const { user } = await newAccount('old-password-1');
    const resetToken = generateOneTimeToken();
    await repository.insertOneTimeToken(
      user._id,
      'password_reset',
      hashOneTimeToken(resetToken),
      new Date(Date.now() + 60_000),
    );

    // The login read the row with the old hash; the reset completes while it checks the password.
    during.findUserByEmail = () => service.resetPassword(resetToken, 'violet-tram-orbit-7');
    const login = service.login(user.email, 'old-password-1', null);
    await expect(login).rejects.toBeInstanceOf(HttpError);
    await expect(login).rejects.toMatchObject({ statusCode: 401 });

    expect(await service.login(user.email, 'violet-tram-orbit-7', null)).toHaveProperty('token');
  });
});
