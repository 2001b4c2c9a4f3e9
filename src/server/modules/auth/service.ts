import type { UserRow } from '#server/db/schema';
import { conflict, HttpError, notFound, unauthorized } from '#server/http-errors';
import type { MailQueue } from '#server/modules/mail';
import {
  activationMail,
  passwordChangedMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from '#server/modules/mail';
import { errorCodes } from '#shared/api';
import {
  type ActivateBody,
  type ActiveSession,
  type AuthResult,
  authMessages,
  type PublicUser,
  type RegisterBody,
} from '#shared/auth';
import { deviceLabel } from './device-label';
import { generateOneTimeToken, hashOneTimeToken } from './one-time-tokens';
import { assertAcceptablePassword } from './password-policy';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import type { AuthRepository, NewUser } from './repository';
import { createSessionCache } from './session-cache';
import { importSessionKey, signSessionToken, verifySessionToken } from './session-tokens';

export const RESET_TOKEN_MINUTES = 30;
const VERIFICATION_TOKEN_HOURS = 48;
/** A sign-up link lasts a day: long enough to find the mail, short enough not to pile up. */
export const ACTIVATION_TOKEN_HOURS = 24;
/**
 * A session's last use is written at most this often: the idle timeout is hours long, and a write
 * on every request would double the cost of the cheapest authenticated route.
 */
export const LAST_SEEN_PRECISION_MS = 60_000;

export interface AuthServiceDeps {
  repository: AuthRepository;
  /** The durable outbox: each mail is queued in the transaction of the change it tells of. */
  mail: Pick<MailQueue, 'enqueue' | 'afterAnswer'>;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  sessionIdleSeconds: number;
  appUrl: string;
}

export interface AuthenticatedSession {
  user: UserRow;
  sessionId: string;
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

const invalidToken = (message: string) => new HttpError(400, errorCodes.invalidToken, message);
const wrongCurrentPassword = () =>
  new HttpError(400, errorCodes.invalidCredentials, 'currentPassword: that is not your current password', [
    { field: 'currentPassword', message: 'That is not your current password' },
  ]);

const passwordRequired = () =>
  new HttpError(
    400,
    errorCodes.passwordRequired,
    'password: choose a password to finish creating your account',
    [{ field: 'password', message: authMessages.choosePassword }],
  );

/** The password (and names) the person opening a sign-up link chooses there (decision 0105). */
async function chosenNow(email: string, body: ActivateBody): Promise<NewUser> {
  if (!body.password) throw passwordRequired();
  assertAcceptablePassword(body.password, email);
  return {
    email,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName || null,
    lastName: body.lastName || null,
  };
}

/** Account rules: who may sign in, how sessions start and end, and the one-time-link flows. */
export function createAuthService(deps: AuthServiceDeps) {
  const { repository, mail } = deps;
  const sessionCache = createSessionCache();
  const sessionKey = importSessionKey(deps.jwtSecret);

  /** `user` is the row whose password was just checked (or set); see repository.createSession. */
  async function startSession(user: UserRow, userAgent: string | null): Promise<AuthResult> {
    const expiresAt = new Date(Date.now() + deps.jwtTtlSeconds * 1000);
    const sessionId = await repository.createSession(user.id, user.passwordHash, expiresAt, userAgent);
    // The password changed since it was checked (a reset ran meanwhile): the old one no longer signs in.
    if (!sessionId) throw unauthorized(authMessages.loginFailed, errorCodes.invalidCredentials);
    const token = await signSessionToken({ userId: user.id, sessionId }, await sessionKey, expiresAt);
    return { token, user: toPublicUser(user) };
  }

  /** A new verification link, the older ones void, and its mail queued: one transaction. */
  async function sendVerification(user: UserRow): Promise<void> {
    const token = generateOneTimeToken();
    const expiresAt = new Date(Date.now() + VERIFICATION_TOKEN_HOURS * 3600_000);
    const link = `${deps.appUrl}/verify-email?token=${token}`;
    await repository.transaction(async (repo) => {
      await repo.consumeAllOneTimeTokens(user.id, 'email_verification');
      await repo.insertOneTimeToken(user.id, 'email_verification', hashOneTimeToken(token), expiresAt);
      await mail.enqueue(repo.executor, verificationMail(user.email, user.firstName, link), {
        userId: user.id,
      });
    });
  }

  return {
    /**
     * Answers alike whether or not the address has an account (ASVS 6.3.8, decision 0069): the
     * password is hashed either way, so both take as long, and the lookup runs after the answer,
     * as in forgotPassword. A new address gets a link that makes the account and signs in; an
     * address with an account gets a mail telling its owner, and nothing else happens.
     */
    async register(body: RegisterBody): Promise<void> {
      assertAcceptablePassword(body.password, body.email);
      const passwordHash = await hashPassword(body.password);
      mail.afterAnswer(() =>
        repository.transaction(async (repo) => {
          if (await repo.findUserByEmail(body.email)) {
            await mail.enqueue(repo.executor, registrationAttemptMail(body.email, deps.appUrl));
            return;
          }
          const token = generateOneTimeToken();
          // What was typed is kept only for the browser that typed it (decision 0105).
          const typed = body.browserKey
            ? {
                passwordHash,
                browserKeyHash: hashOneTimeToken(body.browserKey),
                firstName: body.firstName || null,
                lastName: body.lastName || null,
              }
            : { passwordHash: null, browserKeyHash: null, firstName: null, lastName: null };
          await repo.insertPendingRegistration({
            email: body.email,
            ...typed,
            tokenHash: hashOneTimeToken(token),
            expiresAt: new Date(Date.now() + ACTIVATION_TOKEN_HOURS * 3600_000),
          });
          const link = `${deps.appUrl}/activate?token=${token}`;
          // Nothing the requester typed: the address is not proven to be theirs (decision 0105).
          await mail.enqueue(repo.executor, activationMail(body.email, link, ACTIVATION_TOKEN_HOURS));
        }),
      );
    },

    /**
     * The emailed sign-up link: makes the account (its email proven by the link) and signs in.
     * The password is decided by whoever opened the link (decision 0105): the one typed at sign-up
     * when the link is opened in the browser that signed up (it presents that sign-up's key), else
     * the one chosen now; without either the answer asks for it and the link stays usable. So a
     * stranger who signed up with the address first never decides the owner's password. The first
     * link opened for an address wins; every other one for it stops working.
     */
    async activate(body: ActivateBody, userAgent: string | null): Promise<AuthResult> {
      const expired = () =>
        invalidToken('This sign-up link is invalid or has expired. Please create your account again.');
      const tokenHash = hashOneTimeToken(body.token);
      const email = await repository.pendingRegistrationEmail(tokenHash);
      if (!email) throw expired();
      const typedHere = body.browserKey
        ? await repository.signUpTypedIn(email, hashOneTimeToken(body.browserKey))
        : null;
      const account = typedHere ?? (await chosenNow(email, body));
      // Used up only now: a request that had to ask for the password left the link working.
      if ((await repository.takePendingRegistration(tokenHash)) !== email) throw expired();
      const user = await repository.insertUser({ ...account, email, isEmailVerified: true });
      // The address got its account meanwhile, through another link.
      if (!user) throw expired();
      await repository.deletePendingRegistrations(user.email);
      return startSession(user, userAgent);
    },

    async login(email: string, password: string, userAgent: string | null): Promise<AuthResult> {
      const user = await repository.findUserByEmail(email);
      if (!user) {
        await burnPasswordCheck(password);
        throw unauthorized(authMessages.loginFailed, errorCodes.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw unauthorized(authMessages.loginFailed, errorCodes.invalidCredentials);
      }
      return startSession(user, userAgent);
    },

    /** Null for anything but a correctly signed token whose session is still live. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const cached = sessionCache.get(token);
      if (cached) return { user: cached.user, sessionId: cached.sessionId };
      const readAt = sessionCache.generation();
      const claims = verifySessionToken(token, deps.jwtSecret);
      if (!claims) return null;
      const found = await repository.findUserBySession(
        claims.sessionId,
        claims.userId,
        deps.sessionIdleSeconds,
      );
      if (!found) return null;
      const { user } = found;
      // Sliding expiry (decision 0061): each use pushes the idle timeout back, to the minute.
      if (Date.now() - found.lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS) {
        await repository.touchSession(claims.sessionId);
      }
      sessionCache.set(token, { user, sessionId: claims.sessionId, expiresAtMs: claims.expiresAtMs }, readAt);
      return { user, sessionId: claims.sessionId };
    },

    /** For other modules that change a user: the next request sees the change. */
    forgetUser: (userId: string) => sessionCache.evictUser(userId),

    /** Whether `password` is the user's (the account asks before deleting everything). */
    passwordMatches: (user: UserRow, password: string) => verifyPassword(user.passwordHash, password),

    async logout(sessionId: string): Promise<void> {
      // Revoke, then evict: a request that read the live row before the revocation cannot
      // re-cache it afterwards, because the eviction bumps the cache's generation.
      await repository.revokeSession(sessionId);
      sessionCache.evictSession(sessionId);
    },

    /**
     * Answers the same whether or not the account exists, so it cannot be used to probe emails;
     * and at once, with the lookup and the token insert done afterwards: awaiting them made a
     * known email's answer measurably slower (the reliability suite saw ~6 ms vs ~3.5 ms).
     */
    async forgotPassword(email: string): Promise<void> {
      mail.afterAnswer(() =>
        repository.transaction(async (repo) => {
          const user = await repo.findUserByEmail(email);
          if (!user) return;
          const token = generateOneTimeToken();
          const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
          await repo.insertOneTimeToken(user.id, 'password_reset', hashOneTimeToken(token), expiresAt);
          const link = `${deps.appUrl}/reset-password?token=${token}`;
          await mail.enqueue(repo.executor, passwordResetMail(user.email, link, RESET_TOKEN_MINUTES), {
            userId: user.id,
          });
        }),
      );
    },

    /**
     * A reset signs the account out everywhere (a reset often follows a stolen password) and
     * proves the reader owns the mailbox, so the email counts as verified too.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashOneTimeToken(token);
      const expired = () =>
        invalidToken('This password reset link is invalid or has expired. Please request a new one.');
      // Checked before the token is used up: a refused password leaves the link working.
      const owner = await repository.findOneTimeTokenUser(tokenHash, 'password_reset');
      const ownerRow = owner ? await repository.findUserById(owner) : null;
      if (!ownerRow) throw expired();
      assertAcceptablePassword(password, ownerRow.email);
      const passwordHash = await hashPassword(password);
      // The new password, the signed-out sessions and the owner's notice commit together.
      const userId = await repository.transaction(async (repo) => {
        const consumed = await repo.consumeOneTimeToken(tokenHash, 'password_reset');
        if (!consumed) return null;
        await repo.updatePasswordHash(consumed, passwordHash);
        await repo.consumeAllOneTimeTokens(consumed, 'password_reset');
        await repo.revokeAllSessions(consumed);
        await repo.markEmailVerified(consumed);
        const notice = passwordChangedMail(ownerRow.email, 'reset', deps.appUrl, new Date());
        await mail.enqueue(repo.executor, notice, { userId: consumed });
        return consumed;
      });
      if (!userId) throw expired();
      sessionCache.evictUser(userId);
    },

    /**
     * Needs the current password (a session left open on a shared computer must not be enough to
     * take the account over) and signs out every other session: whoever else held one may be the
     * reason for the change. The owner is told by mail (decision 0061).
     */
    async changePassword(session: AuthenticatedSession, currentPassword: string, newPassword: string) {
      const { user, sessionId } = session;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
      assertAcceptablePassword(newPassword, user.email, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      const signedOut = await repository.transaction(async (repo) => {
        await repo.updatePasswordHash(user.id, passwordHash);
        await repo.consumeAllOneTimeTokens(user.id, 'password_reset');
        const ended = await repo.revokeOtherSessions(user.id, sessionId);
        const notice = passwordChangedMail(user.email, 'changed', deps.appUrl, new Date());
        await mail.enqueue(repo.executor, notice, { userId: user.id });
        return ended;
      });
      sessionCache.evictUser(user.id);
      return { signedOut };
    },

    async listSessions(session: AuthenticatedSession): Promise<ActiveSession[]> {
      const rows = await repository.listLiveSessions(session.user.id, deps.sessionIdleSeconds);
      return rows.map((row) => ({
        _id: row.id,
        device: deviceLabel(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === session.sessionId,
      }));
    },

    /** "Sign out this one": another user's session, or one that has ended, is a 404. */
    async endSession(session: AuthenticatedSession, sessionId: string): Promise<void> {
      if (!(await repository.revokeUserSession(session.user.id, sessionId))) {
        throw notFound('This session has already ended.');
      }
      sessionCache.evictSession(sessionId);
    },

    /** "Sign out all others": every session of the user but the one making the request. */
    async endOtherSessions(session: AuthenticatedSession): Promise<{ signedOut: number }> {
      const signedOut = await repository.revokeOtherSessions(session.user.id, session.sessionId);
      sessionCache.evictUser(session.user.id);
      return { signedOut };
    },

    async verifyEmail(token: string): Promise<PublicUser> {
      const userId = await repository.consumeOneTimeToken(hashOneTimeToken(token), 'email_verification');
      const user = userId ? await repository.markEmailVerified(userId) : null;
      if (!user) throw invalidToken('This verification link is invalid or has expired.');
      sessionCache.evictUser(user.id);
      return toPublicUser(user);
    },

    async resendVerification(user: UserRow): Promise<void> {
      if (user.isEmailVerified) throw conflict('Your email address is already verified.');
      await sendVerification(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
