import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock';
import type { JobsConfig } from '#server/config';
import type { PracticePlanRow, PracticeSettingsRow } from '#server/db/schema';
import { conflict, HttpError, notFound } from '#server/http-errors';
import type { JobStore, JobWrites } from '#server/jobs/job-store';
import type { JobHandler } from '#server/jobs/job-worker';
import type { MailQueue } from '#server/modules/mail';
import type { Entitlements } from '#server/modules/payments';
import { errorCodes } from '#shared/api';
import { addDays, daysSinceEpoch, instantOf, localDayOf, minutesOf, weekdayOf } from '#shared/localDays';
import type { IsoDay, PushSubscriptionInput } from '#shared/practice';
import { createRandom, hashText } from '#world';
import { dailyReminderMail, weeklyReviewMail } from './mails';
import type { Push } from './push';
import type { PracticeRepository, ReminderKind } from './repository';
import { practiceStartOf, reviewAskedFor } from './review-week';
import type { UnsubscribeTokens } from './unsubscribe-token';

export const reminderQueue = 'practice-reminders';
/** The weekly review email goes on Monday morning, in the user's zone (docs/product.md §10). */
const reviewMailMinutes = 9 * 60;
/** Devices one user may register for push: a phone, a laptop, a few more; not a flood of rows. */
const pushSubscriptionsMax = 20;

/** The plan acted on today: the user's plans in turn, one a day (also the one /today shows). */
export function planOfTheDay(plans: readonly PracticePlanRow[], day: IsoDay): PracticePlanRow | undefined {
  return plans.length > 0 ? plans[daysSinceEpoch(day) % plans.length] : undefined;
}

/**
 * When the day's reminder is due, in minutes after local midnight: the chosen time, or with a
 * window a moment in it picked from the user and the day, so every instance (and every check
 * during the day) picks the same one and the moment changes from day to day.
 */
export function reminderMinutes(
  settings: Pick<PracticeSettingsRow, 'time' | 'randomUntil'>,
  userId: string,
  day: IsoDay,
): number {
  const start = minutesOf(settings.time);
  if (!settings.randomUntil) return start;
  const end = minutesOf(settings.randomUntil);
  return start + Math.floor(createRandom(hashText(`${userId}:${day}`)).next() * (end - start));
}

const payloadOf = (payload: Record<string, unknown>) => ({
  userId: String(payload.userId),
  day: String(payload.day) as IsoDay,
  kind: payload.kind as ReminderKind,
});

export interface RemindersOptions {
  repository: PracticeRepository;
  store: JobStore;
  /** The durable outbox: a reminder's mail is queued when its send job completes. */
  mail: Pick<MailQueue, 'enqueue' | 'flush'>;
  push: Push;
  entitlements: Entitlements;
  /** The favourite a daily reminder carries (decision 0118). */
  favourites: { favouriteForDay(userId: string, dayNumber: number): Promise<string | null> };
  tokens: UnsubscribeTokens;
  clock: Clock;
  appUrl: string;
  jobs: JobsConfig;
  log: FastifyBaseLogger;
}

/**
 * Reminders on the durable job store (docs/decisions/0073). Every instance checks now and then
 * which users are due; a due reminder is claimed by inserting its (user, day, kind) row, and the
 * send job is enqueued in the same transaction, so of several instances exactly one enqueues it,
 * and a job worker (any instance) sends it, with retries. The send re-checks that today's check-in
 * is still missing, so a check-in made in between silences it.
 */
const claimKey = (userId: string, day: IsoDay, kind: ReminderKind) => `${userId} ${day} ${kind}`;

export function createReminders(options: RemindersOptions) {
  const { repository, store, mail, push, entitlements, favourites, tokens, clock, appUrl, jobs, log } =
    options;
  const unsubscribeUrl = (userId: string) =>
    `${appUrl}/api/practice/unsubscribe?token=${tokens.tokenFor(userId)}`;

  const claim = (userId: string, day: IsoDay, kind: ReminderKind) =>
    repository.claimReminder(userId, day, kind, (tx) =>
      store.enqueue(tx, reminderQueue, { userId, day, kind }, jobs.maxAttempts),
    );

  /**
   * Claims every reminder due now; returns how many were claimed (and enqueued). Runs every minute
   * on every instance, so the cheap tests come first: whether a reminder is due is worked out from
   * the settings alone, and the claims of the last days are read in one query; the plan, today's
   * check-in and the claim itself are asked only of a reminder that is due and not yet claimed.
   */
  async function sweep(): Promise<number> {
    const now = clock();
    // Two UTC days back covers every zone's "today" (UTC-12 to UTC+14).
    const claimedAlready = new Set(
      (await repository.reminderClaimsSince(addDays(localDayOf(now, 'UTC'), -2))).map(
        ({ userId, day, kind }) => claimKey(userId, day, kind),
      ),
    );
    let claimed = 0;
    for (const { settings } of await repository.reminderCandidates()) {
      const { userId, timeZone } = settings;
      const day = localDayOf(now, timeZone);
      const due: ReminderKind[] = [];
      if (
        settings.enabled &&
        (settings.email || settings.push) &&
        now >= instantOf(day, reminderMinutes(settings, userId, day), timeZone)
      ) {
        due.push('daily');
      }
      if (
        settings.weeklyReviewEmail &&
        weekdayOf(day) === 0 &&
        now >= instantOf(day, reviewMailMinutes, timeZone)
      ) {
        due.push('weekly-review');
      }
      const unclaimed = due.filter((kind) => !claimedAlready.has(claimKey(userId, day, kind)));
      if (unclaimed.length === 0) continue;
      // Reminders are part of the full practice (docs/product.md §10).
      if (!(await entitlements.has(userId, 'fullPractice'))) continue;
      for (const kind of unclaimed) {
        // A check-in made before the reminder time silences the day's reminder.
        if (kind === 'daily' && (await repository.checkIn(userId, day))) continue;
        if (await claim(userId, day, kind)) claimed += 1;
      }
    }
    return claimed;
  }

  /**
   * The writes that queue `message` in the outbox, committed with the send job's completion
   * (decision 0105): the job is completed once (fenced), so the mail is queued once.
   */
  const queued =
    (userId: string, message: Parameters<typeof mail.enqueue>[1]): JobWrites =>
    (tx) =>
      mail.enqueue(tx, message, { userId });

  async function sendDaily(userId: string, day: IsoDay): Promise<JobWrites | undefined> {
    const target = await repository.reminderTarget(userId);
    if (!target?.settings.enabled) return undefined;
    const { settings } = target;
    // Sent late (the worker was down past midnight): yesterday's reminder is no use any more.
    if (localDayOf(clock(), settings.timeZone) !== day) return undefined;
    if (await repository.checkIn(userId, day)) return undefined;
    const plan = planOfTheDay(await repository.listPlans(userId), day);
    const favourite = await favourites.favouriteForDay(userId, daysSinceEpoch(day));
    if (settings.push) {
      const subscriptions = await repository.pushSubscriptions(userId);
      await push.send(
        subscriptions,
        {
          title: 'Your minute for today',
          body:
            favourite ??
            (plan
              ? `If ${plan.planIf}, then ${plan.planThen}.`
              : 'Your world and today’s check-in are waiting.'),
          url: '/today',
        },
        (endpoint) => repository.forgetPushEndpoint(endpoint),
      );
    }
    if (!settings.email) return undefined;
    return queued(
      userId,
      dailyReminderMail({
        to: target.email,
        firstName: target.firstName,
        plan: plan ? { planIf: plan.planIf, planThen: plan.planThen } : null,
        favourite,
        todayUrl: `${appUrl}/today`,
        unsubscribeUrl: unsubscribeUrl(userId),
      }),
    );
  }

  async function sendWeeklyReview(userId: string, day: IsoDay): Promise<JobWrites | undefined> {
    const target = await repository.reminderTarget(userId);
    if (!target?.settings.weeklyReviewEmail) return undefined;
    const weekStart = addDays(day, -7);
    if (await repository.review(userId, weekStart)) return undefined;
    const checkInDays = await repository.checkInDays(userId);
    // No review mail before a first full week of practice (the same rule as /today's).
    if (!reviewAskedFor(practiceStartOf(checkInDays), weekStart, day)) return undefined;
    const checkIns = checkInDays.filter((checked) => checked >= weekStart && checked < day).length;
    return queued(
      userId,
      weeklyReviewMail({
        to: target.email,
        firstName: target.firstName,
        checkIns,
        reviewUrl: `${appUrl}/today`,
        unsubscribeUrl: unsubscribeUrl(userId),
      }),
    );
  }

  const handler: JobHandler = {
    async perform(payload) {
      const { userId, day, kind } = payloadOf(payload);
      return kind === 'weekly-review' ? sendWeeklyReview(userId, day) : sendDaily(userId, day);
    },
    // A reminder that could not be sent is not worth more than the log line the worker writes.
    failedForGood: () => async () => {},
    keptAfterFailure: (payload) => ({ userId: payload.userId, day: payload.day, kind: payload.kind }),
  };

  return {
    sweep,
    handler,
    push,
    /**
     * Claims what is due now and sends it in this process before answering (the test control's
     * "run reminders now"); waits, too, for sends a worker had already started.
     */
    async runDueNow(): Promise<number> {
      const claimed = await sweep();
      const workerId = `run-now:${process.pid}`;
      for (;;) {
        const job = await store.claim(reminderQueue, workerId, jobs.leaseMs);
        if (!job?.lockedBy) break;
        try {
          const writes = await handler.perform(job.payload, {
            jobId: job.id,
            attempt: job.attempts,
            signal: AbortSignal.timeout(jobs.timeoutMs),
          });
          await store.complete(job.id, job.lockedBy, writes);
        } catch (error) {
          log.warn({ err: error }, 'reminder send failed');
          await store.retryLater(job.id, job.lockedBy, jobs.retryDelayMs, 'reminder send failed');
        }
      }
      for (
        let waited = 0;
        waited < 10_000 && (await repository.runningReminderJobs(reminderQueue)) > 0;
        waited += 50
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // "Now" includes the mail: the test that pressed the button reads it next.
      await mail.flush();
      return claimed;
    },

    async savePushSubscription(userId: string, input: PushSubscriptionInput) {
      if (!push.accepts(input.endpoint)) {
        const reason = 'must be the https address of a browser push service';
        throw new HttpError(400, errorCodes.validation, `endpoint: ${reason}`, [
          { field: 'endpoint', message: reason },
        ]);
      }
      if ((await repository.countPushSubscriptions(userId)) >= pushSubscriptionsMax) {
        throw conflict(`At most ${pushSubscriptionsMax} devices can receive push reminders.`);
      }
      await repository.savePushSubscription(userId, input);
    },

    async deletePushSubscription(userId: string, endpoint: string) {
      if (!(await repository.deletePushSubscription(userId, endpoint))) {
        throw notFound('No push subscription found for this device.');
      }
    },
  };
}
export type Reminders = ReturnType<typeof createReminders>;
