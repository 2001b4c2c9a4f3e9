import { z } from 'zod';
import { isCalendarDay } from './localDays';
import { worldCategories } from './worldSpec';

/**
 * Daily practice (docs/product.md §10): a WOOP plan per dream category, a daily check-in with a
 * forgiving streak, a weekly review and reminders. One contract for the server's routes under
 * `/api/practice` and the web's requests.
 *
 * Days are the user's own calendar days, written `YYYY-MM-DD` in their IANA time zone; the server
 * decides what "today" is from its clock and that zone, never from the client's clock.
 */

export const practiceLimits = {
  /** Each WOOP field: one or two sentences. */
  woopFieldMax: 400,
  noteMax: 500,
  reviewFieldMax: 1000,
  /** An offline check-in may arrive this many days late (the app opens offline for 30 days). */
  lateCheckInDays: 30,
  /** The calendar answers at most this many days at once. */
  calendarMaxDays: 190,
  /** Freezes a user can hold at once; one is earned for every 7 check-ins. */
  freezesMax: 2,
  /** Explorer keeps one plan; paid plans one per category. */
  explorerPlans: 1,
} as const;

const trimmed = (max: number, field: string) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`);
const required = (max: number, field: string) => trimmed(max, field).min(1, `${field} is required`);

export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine(isCalendarDay, { message: 'must be a real calendar day' });
export type IsoDay = z.infer<typeof isoDaySchema>;

/** An IANA zone the server's Intl knows ("Europe/Amsterdam"); checked with Intl on both sides. */
export const timeZoneSchema = z
  .string()
  .min(1, 'timeZone is required')
  .max(64, 'timeZone is too long')
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be an IANA time zone such as Europe/Amsterdam' },
  );

/** `HH:MM`, 24-hour, in the user's time zone. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM');

// ── WOOP plans ───────────────────────────────────────────────────────────────────────────────

export const practiceCategorySchema = z.enum(worldCategories);

export const woopInputSchema = z.object({
  wish: required(practiceLimits.woopFieldMax, 'wish'),
  outcome: required(practiceLimits.woopFieldMax, 'outcome'),
  obstacle: required(practiceLimits.woopFieldMax, 'obstacle'),
  /** The "if" of the if-then plan: a moment or cue ("it is 7 am on a weekday"). */
  planIf: required(practiceLimits.woopFieldMax, 'planIf'),
  /** The "then": what the user does ("I write for 20 minutes"). */
  planThen: required(practiceLimits.woopFieldMax, 'planThen'),
});
export type WoopInput = z.infer<typeof woopInputSchema>;

export const woopPlanSchema = woopInputSchema.extend({
  category: practiceCategorySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WoopPlan = z.infer<typeof woopPlanSchema>;

/** What the writer suggests for a category: the wish from the answers, the rest as starting points. */
export const woopDraftSchema = woopInputSchema.extend({ category: practiceCategorySchema });
export type WoopDraft = z.infer<typeof woopDraftSchema>;

export const practiceCategoryParamsSchema = z.object({ category: practiceCategorySchema });

// ── Check-ins and streaks ────────────────────────────────────────────────────────────────────

export const checkInOutcomes = ['done', 'not-today'] as const;
export const moodsOfTheDay = ['low', 'meh', 'okay', 'good', 'great'] as const;

export const checkInInputSchema = z.object({
  /** Acted on the plan today, or not today; either way the day counts as practised. */
  outcome: z.enum(checkInOutcomes),
  mood: z.enum(moodsOfTheDay).nullable().default(null),
  note: trimmed(practiceLimits.noteMax, 'note').default(''),
  /** The plan acted on, if any. */
  category: practiceCategorySchema.nullable().default(null),
  /** Made while offline and sent later: the same id sent twice stores one check-in. */
  clientId: z.string().uuid('clientId must be a UUID').optional(),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInSchema = z.object({
  day: isoDaySchema,
  outcome: z.enum(checkInOutcomes),
  mood: z.enum(moodsOfTheDay).nullable(),
  note: z.string(),
  category: practiceCategorySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInDayParamsSchema = z.object({ day: isoDaySchema });

/**
 * How a day counts toward the streak: a check-in; a grace day (the first missed day of a
 * Monday–Sunday week, given automatically); a freeze the user spent; missed (breaks the streak);
 * pending (today, not yet checked in: breaks nothing yet); or before the user started.
 */
export const dayStates = ['checked-in', 'grace', 'frozen', 'missed', 'pending', 'before-start'] as const;
export type DayState = (typeof dayStates)[number];

export const streakSchema = z.object({
  /** Check-ins in the unbroken run that ends today (or yesterday while today is pending). */
  current: z.number().int().min(0),
  longest: z.number().int().min(0),
  freezesAvailable: z.number().int().min(0),
  /** True when this week's grace day is already used: the next missed day needs a freeze. */
  graceUsedThisWeek: z.boolean(),
});
export type Streak = z.infer<typeof streakSchema>;

export const calendarDaySchema = z.object({ day: isoDaySchema, state: z.enum(dayStates) });
export const calendarQuerySchema = z.object({ from: isoDaySchema, to: isoDaySchema });
/**
 * One entry per day from `from` to `to`, oldest first, except days after the user's today, which
 * are not listed (they have no state yet).
 */
export const calendarSchema = z.object({ days: z.array(calendarDaySchema), streak: streakSchema });
export type PracticeCalendar = z.infer<typeof calendarSchema>;

export const freezeInputSchema = z.object({ day: isoDaySchema });

// ── Weekly review ────────────────────────────────────────────────────────────────────────────

export const weeklyReviewInputSchema = z.object({
  wentWell: trimmed(practiceLimits.reviewFieldMax, 'wentWell'),
  gotInTheWay: trimmed(practiceLimits.reviewFieldMax, 'gotInTheWay'),
  oneChange: trimmed(practiceLimits.reviewFieldMax, 'oneChange'),
});
export const weeklyReviewSchema = weeklyReviewInputSchema.extend({
  /** The Monday that starts the reviewed week. */
  weekStart: isoDaySchema,
  updatedAt: z.string(),
});
export type WeeklyReview = z.infer<typeof weeklyReviewSchema>;
export const weekParamsSchema = z.object({ weekStart: isoDaySchema });

// ── Reminders ────────────────────────────────────────────────────────────────────────────────

export const reminderSettingsSchema = z
  .object({
    timeZone: timeZoneSchema,
    enabled: z.boolean(),
    /** The reminder's time, or the start of the window when `randomUntil` is set. */
    time: clockTimeSchema,
    /** Set: a random moment each day between `time` and this (same day, later than `time`). */
    randomUntil: clockTimeSchema.nullable(),
    email: z.boolean(),
    push: z.boolean(),
    weeklyReviewEmail: z.boolean(),
  })
  .refine((settings) => settings.randomUntil === null || settings.randomUntil > settings.time, {
    path: ['randomUntil'],
    message: 'randomUntil must be later than time',
  });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string()
    .url('endpoint must be a URL')
    .max(2048)
    .startsWith('https://', 'endpoint must be https'),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(256) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushKeySchema = z.object({ publicKey: z.string() });

/** What a reminder push carries (JSON); the service worker shows `title` and `body`, and opens `url`. */
export const pushMessageSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushMessage = z.infer<typeof pushMessageSchema>;
export const pushUnsubscribeInputSchema = z.object({ endpoint: pushSubscriptionInputSchema.shape.endpoint });

/** The one-click unsubscribe link of a reminder email (RFC 8058); the token names no user in clear. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .min(16, 'token is invalid')
    .max(128, 'token is invalid')
    .regex(/^[\w-]+$/, 'token is invalid'),
});

// ── Today ────────────────────────────────────────────────────────────────────────────────────

/**
 * `GET /today?timeZone=Europe/Amsterdam`: the browser's zone. It becomes the user's zone only while
 * none is stored yet (the first visit); after that the reminder settings own it.
 */
export const todayQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });

export const todaySchema = z.object({
  day: isoDaySchema,
  timeZone: z.string(),
  checkIn: checkInSchema.nullable(),
  streak: streakSchema,
  /** The plan to act on today (rotating through the user's plans), or null before the first plan. */
  plan: woopPlanSchema.nullable(),
  /**
   * Today's affirmations: the user's favourites first (decision 0118), then lines rotating daily
   * until there are three; universal ones without a world. Hidden lines never appear.
   */
  affirmations: z.array(z.string()),
  /** The id of each line in the user's own list (to find its recording), null for a generated one. */
  affirmationIds: z.array(z.uuid().nullable()),
  /** How many of the first lines are favourites. */
  favourites: z.number().int(),
  /**
   * The week whose review is asked for while it is not written yet: this week's Monday from Friday
   * to Sunday, last week's Monday on Monday; null on other days and for Explorer.
   */
  reviewDue: isoDaySchema.nullable(),
  /** Whether the weekly review is shown: once a first full week of practice is behind (Explorer: never). */
  reviewsOpen: z.boolean(),
  /** Until then, the first day a review will be asked for; null once open, or before any check-in. */
  firstReviewDay: isoDaySchema.nullable(),
  /** What the user's plan includes: Explorer has one plan and the check-in. */
  fullPractice: z.boolean(),
});
export type Today = z.infer<typeof todaySchema>;

// ── Test clock (only with TEST_CLOCK_CONTROL=true; production refuses it) ─────────────────────

/** `PUT /api/test/clock`: the instant the server's practice clock reads from now on. */
export const testClockInputSchema = z.object({ now: z.iso.datetime({ offset: true }) });
export const testClockSchema = z.object({ now: z.string() });
/** `POST /api/test/reminders/run`: how many reminders the run sent. */
export const reminderRunSchema = z.object({ sent: z.number().int().min(0) });
