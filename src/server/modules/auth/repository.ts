import { and, desc, eq, gt, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  type OneTimeTokenPurpose,
  oneTimeTokens,
  pendingRegistrations,
  sessions,
  type UserRow,
  users,
} from '#server/db/schema';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
}

/** A sign-up as kept until its link is opened: what was typed only with the browser's key. */
export interface PendingSignUp {
  email: string;
  passwordHash: string | null;
  browserKeyHash: string | null;
  firstName: string | null;
  lastName: string | null;
}

const liveSignUp = gt(pendingRegistrations.expiresAt, sql`now()`);

/** The sessions list shows at most this many (a user has a handful; a script may have made more). */
const MAX_LISTED_SESSIONS = 50;

/** Not revoked, not past its absolute expiry, and used within the idle timeout (decision 0061). */
const isLive = (idleSeconds: number): SQL | undefined =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleSeconds})`),
  );

/** Queries for accounts, sessions and one-time tokens. No rules live here: those are the service's. */
function createAuthQueries(db: Database) {
  return {
    /** The connection or transaction these queries run on (to queue mail in the same one). */
    executor: db,

    /** Returns null when the email is taken (the unique index decides, so concurrent sign-ups are safe). */
    async insertUser(user: NewUser & { isEmailVerified?: boolean }): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    /** A sign-up waiting for its emailed link (decision 0069). Expired ones are cleared first. */
    async insertPendingRegistration(pending: PendingSignUp & { tokenHash: string; expiresAt: Date }) {
      await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, sql`now()`));
      await db.insert(pendingRegistrations).values(pending);
    },

    /** The address a live sign-up link is for, without using the link up; null if none is live. */
    async pendingRegistrationEmail(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .select({ email: pendingRegistrations.email })
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.tokenHash, tokenHash), liveSignUp))
        .limit(1);
      return row?.email ?? null;
    },

    /**
     * What a browser typed when it signed up with `email`: the password hash and names of the
     * live sign-up of that address kept with this browser key's hash (decision 0105), or null.
     */
    async signUpTypedIn(email: string, browserKeyHash: string): Promise<NewUser | null> {
      const [row] = await db
        .select({
          email: pendingRegistrations.email,
          passwordHash: pendingRegistrations.passwordHash,
          firstName: pendingRegistrations.firstName,
          lastName: pendingRegistrations.lastName,
        })
        .from(pendingRegistrations)
        .where(
          and(
            eq(pendingRegistrations.email, email),
            eq(pendingRegistrations.browserKeyHash, browserKeyHash),
            isNotNull(pendingRegistrations.passwordHash),
            liveSignUp,
          ),
        )
        .orderBy(desc(pendingRegistrations.createdAt))
        .limit(1);
      return row?.passwordHash ? { ...row, passwordHash: row.passwordHash } : null;
    },

    /** Uses up a sign-up link: the row is deleted and its address returned, or null if none is live. */
    async takePendingRegistration(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .delete(pendingRegistrations)
        .where(and(eq(pendingRegistrations.tokenHash, tokenHash), liveSignUp))
        .returning({ email: pendingRegistrations.email });
      return row?.email ?? null;
    },

    /** Once an address has its account, the other sign-ups waiting for it can never complete. */
    async deletePendingRegistrations(email: string): Promise<void> {
      await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async updatePasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    async markEmailVerified(userId: string): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ isEmailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      return row ?? null;
    },

    /**
     * Starts a session only while `passwordHash` is still the user's hash; null otherwise. Login
     * checks the password against the row it read and only then calls this: without the
     * condition, a login that was in flight while a password reset ran got a live session for
     * the old password after the reset had revoked every session. FOR SHARE makes the check and
     * the insert one step against a concurrent hash update (it waits, then re-reads the row).
     */
    async createSession(
      userId: string,
      passwordHash: string,
      expiresAt: Date,
      userAgent: string | null,
    ): Promise<string | null> {
      const [row] = await db
        .insert(sessions)
        .select((qb) =>
          qb
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: users.id,
              createdAt: sql`now()`.as('created_at'),
              expiresAt: sql`${expiresAt.toISOString()}::timestamptz`.as('expires_at'),
              revokedAt: sql`null::timestamptz`.as('revoked_at'),
              userAgent: sql`${userAgent}::text`.as('user_agent'),
              lastSeenAt: sql`now()`.as('last_seen_at'),
            })
            .from(users)
            .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash)))
            .for('share'),
        )
        .returning({ id: sessions.id });
      return row?.id ?? null;
    },

    /**
     * The user behind a live session (not revoked, not expired, used within `idleSeconds`) and
     * when it was last used, in one round trip.
     */
    async findUserBySession(
      sessionId: string,
      userId: string,
      idleSeconds: number,
    ): Promise<{ user: UserRow; lastSeenAt: Date } | null> {
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isLive(idleSeconds)))
        .limit(1);
      return row ?? null;
    },

    /** Pushes the idle expiry back: the session was used just now. */
    async touchSession(sessionId: string): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },

    /** The user's live sessions, most recently used first. */
    async listLiveSessions(userId: string, idleSeconds: number) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isLive(idleSeconds)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .limit(MAX_LISTED_SESSIONS);
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends one of the user's own live sessions; false when it is not theirs or has ended already. */
    async revokeUserSession(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends every session of the user but `keepSessionId`; returns how many ended. */
    async revokeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async revokeAllSessions(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    async insertOneTimeToken(
      userId: string,
      purpose: OneTimeTokenPurpose,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.insert(oneTimeTokens).values({ userId, purpose, tokenHash, expiresAt });
    },

    /** The user of a usable token, without using it up (a refused new password keeps the link working). */
    async findOneTimeTokenUser(tokenHash: string, purpose: OneTimeTokenPurpose): Promise<string | null> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row?.userId ?? null;
    },

    /**
     * Marks the token used and returns its user, in one statement: of two concurrent uses of the
     * same token exactly one gets the user id, and an expired or used token gets null.
     */
    async consumeOneTimeToken(tokenHash: string, purpose: OneTimeTokenPurpose): Promise<string | null> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId ?? null;
    },

    /** After a successful reset, every other outstanding link for the same purpose stops working. */
    async consumeAllOneTimeTokens(userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },
  };
}

export type AuthQueries = ReturnType<typeof createAuthQueries>;

export function createAuthRepository(db: Database) {
  return {
    ...createAuthQueries(db),
    /** Runs `work` in one database transaction, with the queries bound to it. */
    transaction<T>(work: (inTransaction: AuthQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createAuthQueries(tx as unknown as Database)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
