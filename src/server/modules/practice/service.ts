import type { FastifyInstance } from 'fastify';
import type { Clock } from '#server/clock';
import type { PracticeCheckInRow, PracticePlanRow, PracticeReviewRow } from '#server/db/schema';
import { forbidden, HttpError, notFound } from '#server/http-errors';
import type { Entitlements } from '#server/modules/payments';
import type { QuestionnaireService } from '#server/modules/questionnaire';
import { errorCodes } from '#shared/api';
import { dayDifference, daysSinceEpoch, eachDay, localDayOf, weekdayOf } from '#shared/localDays';
import { cheapestPlanWith } from '#shared/plans';
import {
  type CheckIn,
  type CheckInInput,
  checkInInputSchema,
  type IsoDay,
  type PracticeCalendar,
  practiceLimits,
  type ReminderSettings,
  type Today,
  type WeeklyReview,
  type WoopDraft,
  type WoopInput,
  type WoopPlan,
} from '#shared/practice';
import type { WorldCategory } from '#shared/worldSpec';
import { planOfTheDay } from './reminders';
import type { PracticeRepository } from './repository';
import { firstReviewDay, practiceStartOf, reviewAskedFor, reviewsOpen, reviewWeekOn } from './review-week';
import { streakHistory } from './streak';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** A 400 naming one field, like the schema validation's own. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, errorCodes.validation, `${field}: ${message}`, [{ field, message }]);

/** 403 PLAN_REQUIRED naming the plan that unlocks the full practice (docs/product.md §10). */
export const fullPracticeRequired = () =>
  forbidden(
    `This feature is part of the ${cheapestPlanWith('fullPractice').name} plan. Choose a plan to unlock it.`,
    errorCodes.planRequired,
  );

const toPlan = (row: PracticePlanRow): WoopPlan => ({
  category: row.category,
  wish: row.wish,
  outcome: row.outcome,
  obstacle: row.obstacle,
  planIf: row.planIf,
  planThen: row.planThen,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toCheckIn = (row: PracticeCheckInRow): CheckIn => ({
  day: row.day,
  outcome: row.outcome,
  mood: row.mood,
  note: row.note,
  category: row.category,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toReview = (row: PracticeReviewRow): WeeklyReview => ({
  weekStart: row.weekStart,
  wentWell: row.wentWell,
  gotInTheWay: row.gotInTheWay,
  oneChange: row.oneChange,
  updatedAt: row.updatedAt.toISOString(),
});

export interface PracticeServiceOptions {
  repository: PracticeRepository;
  /**
   * The AI module owns affirmations and the writers: the practice shows three of its lines a day,
   * and asks it for a plan's first draft.
   */
  affirmations: Pick<FastifyInstance['aiService'], 'practiceLines' | 'woopDraft'>;
  /** The user's own lines lead and filter the day's (decision 0118). */
  ownLines: Pick<FastifyInstance['ownAffirmationsService'], 'linesForDay'>;
  entitlements: Entitlements;
  questionnaires: QuestionnaireService;
  tokens: UnsubscribeTokens;
  clock: Clock;
}

/**
 * Daily practice (docs/product.md §10). "Today" is always the server's clock in the user's zone
 * (stored with their reminder settings; UTC until the browser first tells us its zone), never the
 * client's date, so a device with a wrong clock cannot move a streak.
 */
export function createPracticeService({
  repository,
  affirmations,
  ownLines,
  entitlements,
  questionnaires,
  tokens,
  clock,
}: PracticeServiceOptions) {
  async function zoneOf(userId: string): Promise<string> {
    return (await repository.settings(userId))?.timeZone ?? 'UTC';
  }

  async function todayOf(userId: string): Promise<IsoDay> {
    return localDayOf(clock(), await zoneOf(userId));
  }

  async function history(userId: string, today: IsoDay) {
    const [checkIns, freezes] = await Promise.all([
      repository.checkInDays(userId),
      repository.freezes(userId),
    ]);
    return streakHistory({ today, checkIns, freezes });
  }

  const hasFullPractice = (userId: string) => entitlements.has(userId, 'fullPractice');

  async function requireFullPractice(userId: string) {
    if (!(await hasFullPractice(userId))) throw fullPracticeRequired();
  }

  /**
   * The weekly review as /today shows it: whether it is open (a first full week is behind), the
   * first day one will be asked for while it is not, and the week due (unwritten) today.
   */
  async function reviewState(userId: string, today: IsoDay) {
    const start = practiceStartOf(await repository.checkInDays(userId));
    const open = reviewsOpen(start, today);
    const weekStart = reviewWeekOn(today);
    const due =
      weekStart && reviewAskedFor(start, weekStart, today) && !(await repository.review(userId, weekStart))
        ? weekStart
        : null;
    return { reviewDue: due, reviewsOpen: open, firstReviewDay: open ? null : firstReviewDay(start, today) };
  }

  /** The writer's lines, with the user's own around them: favourites first, hidden ones out. */
  async function affirmationsFor(userId: string, today: IsoDay) {
    const generated = await affirmations.practiceLines(userId);
    const lines = await ownLines.linesForDay(userId, generated, daysSinceEpoch(today));
    return {
      affirmations: lines.map((line) => line.text),
      affirmationIds: lines.map((line) => line.id),
      favourites: lines.filter((line) => line.favourite).length,
    };
  }

  /** A Monday, and not a week that has not started yet (400 naming `weekStart` otherwise). */
  function checkWeekStart(weekStart: IsoDay, today: IsoDay) {
    if (weekdayOf(weekStart) !== 0) throw invalidField('weekStart', 'must be a Monday');
    if (weekStart > today) throw invalidField('weekStart', 'must not be a week that has not started yet');
  }

  async function reminderSettings(userId: string): Promise<ReminderSettings> {
    const row = await repository.settings(userId);
    return {
      timeZone: row?.timeZone ?? 'UTC',
      enabled: row?.enabled ?? false,
      time: row?.time ?? '08:00',
      randomUntil: row?.randomUntil ?? null,
      email: row?.email ?? true,
      push: row?.push ?? false,
      weeklyReviewEmail: row?.weeklyReviewEmail ?? false,
    };
  }

  return {
    todayOf,
    hasFullPractice,
    reminderSettings,
    requireFullPractice,

    async today(userId: string, browserZone?: string): Promise<Today> {
      let settings = await repository.settings(userId);
      if (!settings && browserZone) {
        settings = await repository.ensureSettings(userId, browserZone, tokens.hashFor(userId));
      }
      const timeZone = settings?.timeZone ?? 'UTC';
      const day = localDayOf(clock(), timeZone);
      const [full, plans, checkIn, streak] = await Promise.all([
        hasFullPractice(userId),
        repository.listPlans(userId),
        repository.checkIn(userId, day),
        history(userId, day),
      ]);
      const plan = planOfTheDay(plans, day);
      return {
        day,
        timeZone,
        checkIn: checkIn ? toCheckIn(checkIn) : null,
        streak: streak.streak,
        plan: plan ? toPlan(plan) : null,
        ...(await affirmationsFor(userId, day)),
        ...(full
          ? await reviewState(userId, day)
          : { reviewDue: null, reviewsOpen: false, firstReviewDay: null }),
        fullPractice: full,
      };
    },

    async plans(userId: string): Promise<WoopPlan[]> {
      return (await repository.listPlans(userId)).map(toPlan);
    },

    /** The writer's first draft, from the newest questionnaire's answers (or none yet). */
    async draft(userId: string, category: WorldCategory): Promise<WoopDraft> {
      const { answers } = await questionnaires.answersSource(userId);
      const draft = await affirmations.woopDraft(userId, answers, category);
      const cap = (text: string) => text.slice(0, practiceLimits.woopFieldMax);
      return {
        category,
        wish: cap(draft.wish),
        outcome: cap(draft.outcome),
        obstacle: cap(draft.obstacle),
        planIf: cap(draft.planIf),
        planThen: cap(draft.planThen),
      };
    },

    /** Explorer keeps one plan: editing it is fine, a second category is 403 PLAN_REQUIRED. */
    async savePlan(userId: string, category: WorldCategory, input: WoopInput): Promise<WoopPlan> {
      const full = await hasFullPractice(userId);
      const row = await repository.savePlan(
        userId,
        category,
        input,
        (existing) => full || existing < practiceLimits.explorerPlans,
      );
      if (!row) throw fullPracticeRequired();
      return toPlan(row);
    },

    async deletePlan(userId: string, category: WorldCategory): Promise<void> {
      if (!(await repository.deletePlan(userId, category))) {
        throw notFound('No plan found for this category.');
      }
    },

    /**
     * The day's check-in (a second one edits it). The day is the user's today, or up to
     * `lateCheckInDays` before it (a check-in made offline and sent later).
     */
    async checkIn(userId: string, day: IsoDay, input: CheckInInput): Promise<CheckIn> {
      const today = await todayOf(userId);
      if (day > today) throw invalidField('day', `must not be after your today (${today})`);
      if (dayDifference(day, today) > practiceLimits.lateCheckInDays) {
        throw invalidField('day', `must be at most ${practiceLimits.lateCheckInDays} days ago`);
      }
      const values = checkInInputSchema.parse(input);
      const row = await repository.saveCheckIn(userId, day, {
        outcome: values.outcome,
        mood: values.mood,
        note: values.note,
        category: values.category,
        clientId: values.clientId ?? null,
      });
      return toCheckIn(row);
    },

    async calendar(userId: string, from: IsoDay, to: IsoDay): Promise<PracticeCalendar> {
      if (from > to) throw invalidField('to', 'must not be before from');
      if (dayDifference(from, to) + 1 > practiceLimits.calendarMaxDays) {
        throw invalidField(
          'to',
          `the calendar answers at most ${practiceLimits.calendarMaxDays} days at once`,
        );
      }
      const today = await todayOf(userId);
      const { streak, stateOf } = await history(userId, today);
      const days = eachDay(from, to < today ? to : today).map((day) => ({
        day,
        state: stateOf(day) ?? 'pending',
      }));
      return { days, streak };
    },

    /** Spends a freeze on a missed day of the last 7 (409 when none is left or the day is not missed). */
    async spendFreeze(userId: string, day: IsoDay): Promise<PracticeCalendar['streak']> {
      const today = await todayOf(userId);
      if (day >= today) throw invalidField('day', 'must be a day before today');
      if (dayDifference(day, today) > 7) throw invalidField('day', 'must be one of the last 7 days');
      return repository.lockedForUser(userId, async (locked) => {
        const [checkIns, freezes] = await Promise.all([locked.checkInDays(userId), locked.freezes(userId)]);
        const before = streakHistory({ today, checkIns, freezes });
        if (before.stateOf(day) !== 'missed') {
          throw new HttpError(409, errorCodes.conflict, 'This day is not a missed day: it needs no freeze.');
        }
        if (before.streak.freezesAvailable < 1) {
          throw new HttpError(
            409,
            errorCodes.conflict,
            'No freeze left: one is earned for every 7 check-ins.',
          );
        }
        await locked.addFreeze(userId, day, today);
        return streakHistory({ today, checkIns, freezes: [...freezes, { day, spentOn: today }] }).streak;
      });
    },

    async review(userId: string, weekStart: IsoDay): Promise<WeeklyReview> {
      checkWeekStart(weekStart, await todayOf(userId));
      const row = await repository.review(userId, weekStart);
      if (!row) throw notFound('No review for this week yet.');
      return toReview(row);
    },

    async saveReview(
      userId: string,
      weekStart: IsoDay,
      input: Omit<WeeklyReview, 'weekStart' | 'updatedAt'>,
    ): Promise<WeeklyReview> {
      checkWeekStart(weekStart, await todayOf(userId));
      return toReview(await repository.saveReview(userId, weekStart, input));
    },

    /** Whether an unsubscribe link's token belongs to a user. */
    async unsubscribeTokenKnown(token: string): Promise<boolean> {
      return (await repository.settingsByTokenHash(tokens.hashOf(token))) !== null;
    },

    /** Reminder and review emails off for the token's user (again: still off); false for an unknown token. */
    async unsubscribe(token: string): Promise<boolean> {
      return (await repository.unsubscribeByToken(tokens.hashOf(token))) !== null;
    },

    async saveReminderSettings(userId: string, settings: ReminderSettings): Promise<ReminderSettings> {
      await repository.updateSettings(userId, settings, tokens.hashFor(userId));
      return reminderSettings(userId);
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
