import { and, asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  jobs,
  type PracticeCheckInRow,
  type PracticePlanRow,
  type PracticeSettingsRow,
  practiceCheckIns,
  practiceFreezes,
  practicePlans,
  practicePushSubscriptions,
  practiceReminderSends,
  practiceReviews,
  practiceSettings,
  users,
} from '#server/db/schema';
import type {
  IsoDay,
  PushSubscriptionInput,
  ReminderSettings,
  WeeklyReview,
  WoopInput,
} from '#shared/practice';
import type { WorldCategory } from '#shared/worldSpec';

export interface CheckInValues {
  outcome: PracticeCheckInRow['outcome'];
  mood: PracticeCheckInRow['mood'];
  note: string;
  category: WorldCategory | null;
  clientId: string | null;
}

export type ReminderKind = 'daily' | 'weekly-review';

/** The SQL of daily practice (docs/product.md §10): plans, check-ins, freezes, reviews, reminders. */
function createPracticeQueries(db: Database) {
  const ownPlan = (userId: string, category: WorldCategory) =>
    and(eq(practicePlans.userId, userId), eq(practicePlans.category, category));
  const checkIn = async (userId: string, day: IsoDay): Promise<PracticeCheckInRow | null> => {
    const [row] = await db
      .select()
      .from(practiceCheckIns)
      .where(and(eq(practiceCheckIns.userId, userId), eq(practiceCheckIns.day, day)));
    return row ?? null;
  };
  const settings = async (userId: string): Promise<PracticeSettingsRow | null> => {
    const [row] = await db.select().from(practiceSettings).where(eq(practiceSettings.userId, userId));
    return row ?? null;
  };

  return {
    listPlans(userId: string): Promise<PracticePlanRow[]> {
      return db
        .select()
        .from(practicePlans)
        .where(eq(practicePlans.userId, userId))
        .orderBy(asc(practicePlans.createdAt), asc(practicePlans.category));
    },

    /**
     * Writes the plan. `mayCreate` runs in the transaction, after the user's plans are locked, and
     * decides whether a new category may be added (Explorer keeps one): two requests at once cannot
     * both add a first plan. Returns null when a new plan was refused.
     */
    async savePlan(
      userId: string,
      category: WorldCategory,
      input: WoopInput,
      mayCreate: (existing: number) => boolean,
    ): Promise<PracticePlanRow | null> {
      return db.transaction(async (tx) => {
        // The user's row is the lock: plans of one user are written one after the other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [existing] = await tx.select().from(practicePlans).where(ownPlan(userId, category));
        if (existing) {
          const [row] = await tx
            .update(practicePlans)
            .set({ ...input, updatedAt: sql`now()` })
            .where(ownPlan(userId, category))
            .returning();
          return row ?? null;
        }
        const [counted] = await tx
          .select({ total: count() })
          .from(practicePlans)
          .where(eq(practicePlans.userId, userId));
        if (!mayCreate(counted?.total ?? 0)) return null;
        const [row] = await tx
          .insert(practicePlans)
          .values({ userId, category, ...input })
          .returning();
        return row ?? null;
      });
    },

    async deletePlan(userId: string, category: WorldCategory): Promise<boolean> {
      const rows = await db
        .delete(practicePlans)
        .where(ownPlan(userId, category))
        .returning({ category: practicePlans.category });
      return rows.length > 0;
    },

    checkIn,

    /**
     * One check-in per day: a second write edits it. A write carrying the `clientId` the stored
     * check-in was made with is an offline check-in sent again, and changes nothing.
     */
    async saveCheckIn(userId: string, day: IsoDay, values: CheckInValues): Promise<PracticeCheckInRow> {
      const replayed = values.clientId
        ? sql`${practiceCheckIns.clientId} is not distinct from ${values.clientId}::uuid`
        : sql`false`;
      const [row] = await db
        .insert(practiceCheckIns)
        .values({ userId, day, ...values })
        .onConflictDoUpdate({
          target: [practiceCheckIns.userId, practiceCheckIns.day],
          set: {
            outcome: sql`excluded.outcome`,
            mood: sql`excluded.mood`,
            note: sql`excluded.note`,
            category: sql`excluded.category`,
            // An edit without an id keeps the offline one, so that copy arriving late stays a replay.
            clientId: sql`coalesce(excluded.client_id, ${practiceCheckIns.clientId})`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`not (${replayed})`,
        })
        .returning();
      // A replay updates nothing and so returns nothing: answer the check-in as stored.
      const stored = row ?? (await checkIn(userId, day));
      if (!stored) throw new Error('check-in upsert left no row');
      return stored;
    },

    async checkInDays(userId: string): Promise<IsoDay[]> {
      const rows = await db
        .select({ day: practiceCheckIns.day })
        .from(practiceCheckIns)
        .where(eq(practiceCheckIns.userId, userId));
      return rows.map((row) => row.day);
    },

    freezes(userId: string) {
      return db
        .select({ day: practiceFreezes.day, spentOn: practiceFreezes.spentOn })
        .from(practiceFreezes)
        .where(eq(practiceFreezes.userId, userId));
    },

    /** False when that day already has a freeze. */
    async addFreeze(userId: string, day: IsoDay, spentOn: IsoDay): Promise<boolean> {
      const rows = await db
        .insert(practiceFreezes)
        .values({ userId, day, spentOn })
        .onConflictDoNothing()
        .returning({ day: practiceFreezes.day });
      return rows.length > 0;
    },

    async review(userId: string, weekStart: IsoDay) {
      const [row] = await db
        .select()
        .from(practiceReviews)
        .where(and(eq(practiceReviews.userId, userId), eq(practiceReviews.weekStart, weekStart)));
      return row ?? null;
    },

    async saveReview(
      userId: string,
      weekStart: IsoDay,
      input: Omit<WeeklyReview, 'weekStart' | 'updatedAt'>,
    ) {
      const [row] = await db
        .insert(practiceReviews)
        .values({ userId, weekStart, ...input })
        .onConflictDoUpdate({
          target: [practiceReviews.userId, practiceReviews.weekStart],
          set: { ...input, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('review upsert returned no row');
      return row;
    },

    settings,

    /** The user's settings, created with `timeZone` (and reminders off) when there are none yet. */
    async ensureSettings(userId: string, timeZone: string, unsubscribeTokenHash: string) {
      await db
        .insert(practiceSettings)
        .values({ userId, timeZone, unsubscribeTokenHash })
        .onConflictDoNothing({ target: practiceSettings.userId });
      const row = await settings(userId);
      if (!row) throw new Error('settings insert left no row');
      return row;
    },

    async updateSettings(userId: string, settings: ReminderSettings, unsubscribeTokenHash: string) {
      const [row] = await db
        .insert(practiceSettings)
        .values({ userId, ...settings, unsubscribeTokenHash })
        // The hash is written again too: after JWT_SECRET changed, the next save makes new links work.
        .onConflictDoUpdate({
          target: practiceSettings.userId,
          set: { ...settings, unsubscribeTokenHash, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('settings upsert returned no row');
      return row;
    },

    async settingsByTokenHash(tokenHash: string): Promise<PracticeSettingsRow | null> {
      const [row] = await db
        .select()
        .from(practiceSettings)
        .where(eq(practiceSettings.unsubscribeTokenHash, tokenHash));
      return row ?? null;
    },

    /** Email reminders and review emails off for the owner of the unsubscribe token; null: no such token. */
    async unsubscribeByToken(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .update(practiceSettings)
        .set({ email: false, weeklyReviewEmail: false, updatedAt: sql`now()` })
        .where(eq(practiceSettings.unsubscribeTokenHash, tokenHash))
        .returning({ userId: practiceSettings.userId });
      return row?.userId ?? null;
    },

    /** Stores the browser's subscription for `userId`; an endpoint already stored moves to this user. */
    async savePushSubscription(userId: string, input: PushSubscriptionInput) {
      const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
      await db
        .insert(practicePushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: practicePushSubscriptions.endpoint, set: values });
    },

    async deletePushSubscription(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(practicePushSubscriptions)
        .where(
          and(eq(practicePushSubscriptions.userId, userId), eq(practicePushSubscriptions.endpoint, endpoint)),
        )
        .returning({ id: practicePushSubscriptions.id });
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async forgetPushEndpoint(endpoint: string) {
      await db.delete(practicePushSubscriptions).where(eq(practicePushSubscriptions.endpoint, endpoint));
    },

    pushSubscriptions(userId: string) {
      return db.select().from(practicePushSubscriptions).where(eq(practicePushSubscriptions.userId, userId));
    },

    async countPushSubscriptions(userId: string): Promise<number> {
      return db.$count(practicePushSubscriptions, eq(practicePushSubscriptions.userId, userId));
    },

    /** Users who want a reminder or a review email, with what a reminder needs to reach them. */
    reminderCandidates() {
      return db
        .select({ settings: practiceSettings, email: users.email, firstName: users.firstName })
        .from(practiceSettings)
        .innerJoin(users, eq(users.id, practiceSettings.userId))
        .where(or(eq(practiceSettings.enabled, true), eq(practiceSettings.weeklyReviewEmail, true)));
    },

    /** The reminders claimed for `day` or later (one read per sweep instead of one per user). */
    reminderClaimsSince(day: IsoDay): Promise<{ userId: string; day: IsoDay; kind: ReminderKind }[]> {
      return db
        .select({
          userId: practiceReminderSends.userId,
          day: practiceReminderSends.day,
          kind: practiceReminderSends.kind,
        })
        .from(practiceReminderSends)
        .where(gte(practiceReminderSends.day, day));
    },

    /**
     * Claims the user's reminder of `day` and, in the same transaction, runs `enqueue` (the send
     * job): the primary key lets one instance win, and a claim never exists without its job.
     */
    claimReminder(
      userId: string,
      day: IsoDay,
      kind: ReminderKind,
      enqueue: (tx: Database) => Promise<unknown>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(practiceReminderSends)
          .values({ userId, day, kind })
          .onConflictDoNothing()
          .returning({ day: practiceReminderSends.day });
        if (rows.length === 0) return false;
        await enqueue(tx as unknown as Database);
        return true;
      });
    },

    /** Who a reminder goes to, and their settings now (they may have changed since the claim). */
    async reminderTarget(userId: string) {
      const [row] = await db
        .select({ settings: practiceSettings, email: users.email, firstName: users.firstName })
        .from(practiceSettings)
        .innerJoin(users, eq(users.id, practiceSettings.userId))
        .where(eq(practiceSettings.userId, userId));
      return row ?? null;
    },

    /** Send jobs not finished yet (queued, or running in some worker). */
    runningReminderJobs(queue: string): Promise<number> {
      return db.$count(jobs, and(eq(jobs.queue, queue), inArray(jobs.status, ['queued', 'running'])));
    },
  };
}

type PracticeQueries = ReturnType<typeof createPracticeQueries>;

export function createPracticeRepository(db: Database) {
  return {
    ...createPracticeQueries(db),
    /**
     * Runs `work` with the user's row locked, so two freezes spent at once cannot both take the
     * last one.
     */
    lockedForUser<T>(userId: string, work: (queries: PracticeQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(createPracticeQueries(tx as unknown as Database));
      });
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
