import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { generationStatuses } from '#shared/dreamWorld';
import { subscriptionStatuses } from '#shared/payments';
import type { CheckIn } from '#shared/practice';
import type { Answers } from '#shared/questionnaire';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { worldLevels } from '#shared/worldSpec';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored normalised (trimmed, lower case); the unique index is what stops duplicates. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/**
 * One row per signed-in device. A JWT names its session; the session row is what logout and a
 * password reset revoke, so a stolen token stops working even before it expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /**
     * The last request made with the session, to the minute: the sessions list shows it, and a
     * session unused for SESSION_IDLE_HOURS has ended (decision 0061).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['password_reset', 'email_verification']);
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurpose.enumValues)[number];

/**
 * Password-reset and email-verification tokens. Only a SHA-256 hash of the token is stored, so a
 * leaked database cannot be used to take over accounts; `usedAt` makes each token single-use.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_unique').on(table.tokenHash),
    index('one_time_tokens_user_purpose_idx')
      .on(table.userId, table.purpose)
      .where(sql`${table.usedAt} is null`),
  ],
);

/**
 * Sign-ups waiting for their owner to open the emailed link (decision 0069). The account row is
 * made only then, so registering answers alike whether or not the address has an account, and an
 * address nobody has confirmed never blocks or pre-claims the real owner's sign-up. Several rows
 * may name one email (each attempt mails its own link); the first one confirmed wins and removes
 * the rest. Only a SHA-256 hash of the link's token is stored, as for one-time tokens.
 *
 * The password and names typed at sign-up are kept only with the SHA-256 of the signing-up
 * browser's key, and used only by an activation that presents that key (decision 0105): whoever
 * opens the link anywhere else chooses the password then, so a stranger's sign-up never decides it.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    browserKeyHash: text('browser_key_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('pending_registrations_token_hash_unique').on(table.tokenHash),
    index('pending_registrations_email_idx').on(table.email),
    index('pending_registrations_expires_at_idx').on(table.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Questionnaire answers. A user may have several records (one per completed run plus at
 * most one in progress); `answers` maps question keys of src/shared/questionnaire.ts to text.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    currentStep: integer('current_step').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questionnaires_user_updated_idx').on(table.userId, table.updatedAt),
    // At most one in-progress record per user (decision 0010): concurrent first saves from two
    // tabs cannot create two, the second one's insert conflicts and updates the first.
    uniqueIndex('questionnaires_one_in_progress_per_user')
      .on(table.userId)
      .where(sql`${table.isCompleted} = false`),
  ],
);

export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses);
export type SubscriptionStatus = (typeof subscriptionStatus.enumValues)[number];

/**
 * A user's plan. `provider` says who bills it: 'free' (Explorer, no provider id),
 * 'demo' or 'paypal'. The status is only ever set from the provider's answer, never a client's.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    status: subscriptionStatus('status').notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    nextBillingTime: timestamp('next_billing_time', { withTimezone: true }),
    /** When the free trial ends (null: sold without a trial); no money is recorded before it. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The price each cycle is sold at, in cents: the plan's, or its student price (decision 0056). */
    priceCents: integer('price_cents'),
    /** A plan change waiting for the next billing cycle (decision 0057), and when it applies. */
    pendingPlanId: text('pending_plan_id'),
    pendingPlanAt: timestamp('pending_plan_at', { withTimezone: true }),
    /** Set once the "your trial ends soon" mail went out, so several instances send it once. */
    trialNoticeSentAt: timestamp('trial_notice_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_id_unique').on(table.provider, table.providerSubscriptionId),
    index('subscriptions_user_status_idx').on(table.userId, table.status),
    index('subscriptions_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * The demo payment provider's own records (docs/architecture.md §1: a real implementation of the provider
 * interface that moves no money). The app verifies these through the same interface as PayPal,
 * so a DEMO-… id is only accepted when this table says it exists, belongs to the user and is for
 * the plan asked for.
 */
export const demoSubscriptions = pgTable(
  'demo_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    /** PayPal's vocabulary, upper case: ACTIVE or CANCELLED. */
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The demo's trial, like a PayPal plan's trial billing cycle (null: charged at once). */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** Cents the demo "charged" at creation (0 in a trial); nothing moves, the amount is checked. */
    chargedCents: integer('charged_cents').notNull().default(0),
    /** 'standard' or 'student': the price it was sold at, like the PayPal plan variant. */
    priceKind: text('price_kind').notNull().default('standard'),
    /** The start of the next billing cycle. */
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
  },
  (table) => [index('demo_subscriptions_user_idx').on(table.userId)],
);

/**
 * Provider webhook events already applied. PayPal retries deliveries, so each event id is applied
 * once: the insert here and the change it causes commit together.
 */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Student discounts granted by support (decision 0058): the named account may subscribe at the
 * discounted price, and only that account. Granted by `npm run payments:grant-discount`.
 */
export const paymentDiscounts = pgTable('payment_discounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Only 'student' exists; the price per plan lives in the plan table. */
  kind: text('kind').notNull().default('student'),
  note: text('note'),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Free trials taken, by a keyed hash of the normalised email address (decision 0105): one trial
 * per person, also after deleting the account and signing up again. No user id and no address,
 * so it outlives the account without being personal data the export or deletion must cover; the
 * primary key is what stops two trials being recorded at once.
 */
export const trialClaims = pgTable('trial_claims', {
  emailKey: text('email_key').primaryKey(),
  /** The subscription that took the trial: its own later reads are not a "second" trial. */
  providerSubscriptionId: text('provider_subscription_id').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Once-a-day runs (the billing reconcile): the first instance to insert the day's row enqueues the
 * job, so several instances enqueue it once.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: text('name').notNull(),
    runOn: text('run_on').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('scheduled_runs_name_day_unique').on(table.name, table.runOn)],
);

/** Money received. `amountCents` comes from the plan table, never from a client. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('completed'),
    paypalOrderId: text('paypal_order_id'),
    /**
     * The provider's id of the payment itself (PayPal sale id), once a PAYMENT.SALE.COMPLETED
     * webhook names it. The first sale of a subscription is linked to its `sub-…` row instead of
     * becoming a second transaction for the same money.
     */
    providerPaymentId: text('provider_payment_id'),
    /**
     * On a refund row: the provider payment id of the charge it returns. The refunds of one charge
     * are summed by it, so together they never exceed the charge (decision 0105).
     */
    refundedPaymentId: text('refunded_payment_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('transactions_transaction_id_unique').on(table.transactionId),
    index('transactions_refunded_payment_idx')
      .on(table.refundedPaymentId)
      .where(sql`${table.refundedPaymentId} is not null`),
    uniqueIndex('transactions_provider_payment_unique').on(table.providerPaymentId),
    index('transactions_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Per-user running totals of `transactions`, so the dashboard reads two numbers instead of
 * aggregating a user's whole history (decision 0035). Maintained ONLY by the database trigger
 * `transactions_maintain_user_totals` (migration 0004), so every write path, including raw SQL and
 * cascades, keeps it right; application code never writes it. No row means no transactions.
 */
export const userTransactionTotals = pgTable('user_transaction_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  transactionCount: bigint('transaction_count', { mode: 'number' }).notNull().default(0),
  /** Sum of `amount_cents` over completed charges and (negative) refunds (decision 0059). */
  spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
});

/** Messages from the contact form , also mailed to the support address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** Sent by a Legend member (priority support, answered in under 4 hours). */
    priority: boolean('priority').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export const generationStatus = pgEnum('generation_status', generationStatuses);
export const worldLevel = pgEnum('world_level', worldLevels);

/**
 * Dream worlds : one row per generation, numbered per user. The row is created `queued`
 * together with its job (same transaction); the job moves it to generating → completed | failed.
 * `answersHash` identifies the answers it was built from, so asking again with unchanged answers
 * returns this world instead of a duplicate.
 */
export const dreamWorlds = pgTable(
  'dream_worlds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
    version: integer('version').notNull(),
    status: generationStatus('status').notNull().default('queued'),
    level: worldLevel('level').notNull(),
    answersHash: text('answers_hash').notNull(),
    spec: jsonb('spec').$type<WorldSpec>(),
    /** Short and user-facing (shown on /results); details go to the log. */
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // Also serves "latest" and the version list, which sort by version (decision 0024).
    uniqueIndex('dream_worlds_user_version_unique').on(table.userId, table.version),
  ],
);

/**
 * Completed jobs are deleted (the result lives in the row the job wrote); `failed` ones are kept
 * for the operator until their owner's account goes (decision 0024).
 */
export const jobStatus = pgEnum('job_status', ['queued', 'running', 'failed']);

/**
 * The durable job queue (decision 0024). A worker claims a row with FOR UPDATE SKIP LOCKED, holds
 * it by a lease it renews, and a row whose lease ran out (its process died) is claimable again.
 * Times are the database's clock, so instances with skewed clocks still agree.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: jobStatus('status').notNull().default('queued'),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Only claimable rows: the claim query never scans failed jobs.
    index('jobs_claimable_idx')
      .on(table.queue, table.runAfter)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type DemoSubscriptionRow = typeof demoSubscriptions.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type DreamWorldRow = typeof dreamWorlds.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;

/**
 * "I don't believe this yet" (decision 0051): an affirmation the user marked, and the gentler,
 * process-based line kept in its place. `scope` is the questionnaire the lines were written from,
 * or 'universal' for the default list; `position` is the line's place (0–7).
 */
export const affirmationDoubts = pgTable(
  'affirmation_doubts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    position: integer('position').notNull(),
    original: text('original').notNull(),
    gentler: text('gentler').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('affirmation_doubts_line').on(table.userId, table.scope, table.position)],
);
export type AffirmationDoubtRow = typeof affirmationDoubts.$inferSelect;

// ── Daily practice (docs/product.md §10) ────────────────────────────────────────────────────
// Days are the user's own calendar days (`YYYY-MM-DD` in their time zone), kept as text-mode
// dates so no driver turns them into instants in the server's zone.
const localDay = (name: string) => date(name, { mode: 'string' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A WOOP plan: one per user and dream category. */
export const practicePlans = pgTable(
  'practice_plans',
  {
    userId: ownerId(),
    category: text('category').$type<WorldCategory>().notNull(),
    wish: text('wish').notNull(),
    outcome: text('outcome').notNull(),
    obstacle: text('obstacle').notNull(),
    planIf: text('plan_if').notNull(),
    planThen: text('plan_then').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.category] })],
);
export type PracticePlanRow = typeof practicePlans.$inferSelect;

/**
 * One check-in per user and day (a second PUT edits it). `clientId` is the id an offline check-in
 * was made with: the same one arriving again is a replay and changes nothing.
 */
export const practiceCheckIns = pgTable(
  'practice_check_ins',
  {
    userId: ownerId(),
    day: localDay('day').notNull(),
    outcome: text('outcome').$type<CheckIn['outcome']>().notNull(),
    mood: text('mood').$type<NonNullable<CheckIn['mood']>>(),
    note: text('note').notNull().default(''),
    category: text('category').$type<WorldCategory>(),
    clientId: uuid('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
export type PracticeCheckInRow = typeof practiceCheckIns.$inferSelect;

/** A freeze spent on a missed day; `spentOn` is the user's day when they spent it. */
export const practiceFreezes = pgTable(
  'practice_freezes',
  {
    userId: ownerId(),
    day: localDay('day').notNull(),
    spentOn: localDay('spent_on').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
export type PracticeFreezeRow = typeof practiceFreezes.$inferSelect;

/** The weekly review of the week that starts on Monday `weekStart`. */
export const practiceReviews = pgTable(
  'practice_reviews',
  {
    userId: ownerId(),
    weekStart: localDay('week_start').notNull(),
    wentWell: text('went_well').notNull().default(''),
    gotInTheWay: text('got_in_the_way').notNull().default(''),
    oneChange: text('one_change').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);
export type PracticeReviewRow = typeof practiceReviews.$inferSelect;

/**
 * The user's time zone and reminder settings. A row exists from the first visit of /today (the
 * browser's zone); without one the user's days are UTC days. `unsubscribeTokenHash` is the SHA-256
 * of the HMAC token in reminder emails (decision 0073): the link names no user in clear.
 */
export const practiceSettings = pgTable(
  'practice_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('UTC'),
    enabled: boolean('enabled').notNull().default(false),
    time: text('time').notNull().default('08:00'),
    randomUntil: text('random_until'),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(false),
    weeklyReviewEmail: boolean('weekly_review_email').notNull().default(false),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('practice_settings_unsubscribe_unique').on(table.unsubscribeTokenHash),
    // The reminder sweep reads only users who want something sent.
    index('practice_settings_reminders_idx')
      .on(table.userId)
      .where(sql`${table.enabled} or ${table.weeklyReviewEmail}`),
  ],
);
export type PracticeSettingsRow = typeof practiceSettings.$inferSelect;

/** A browser's Web Push subscription. One row per endpoint: a device belongs to one account. */
export const practicePushSubscriptions = pgTable(
  'practice_push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('practice_push_endpoint_unique').on(table.endpoint),
    index('practice_push_user_idx').on(table.userId),
  ],
);
export type PracticePushSubscriptionRow = typeof practicePushSubscriptions.$inferSelect;

/**
 * A reminder claimed for sending: the unique key is what keeps several instances from sending the
 * same user's reminder of a day twice; the claim and the send job are written in one transaction.
 */
export const practiceReminderSends = pgTable(
  'practice_reminder_sends',
  {
    userId: ownerId(),
    day: localDay('day').notNull(),
    kind: text('kind').$type<'daily' | 'weekly-review'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.kind] })],
);

// ── Own affirmations (decision 0118) ────────────────────────────────────────────────────────

/**
 * A line of the person's own: written by them, or a generated line kept to favourite or hide.
 * `position` orders the list; a hidden generated line leaves /today's rotation by its text.
 */
export const ownAffirmations = pgTable(
  'own_affirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    text: text('text').notNull(),
    origin: text('origin').$type<'own' | 'generated'>().notNull(),
    favourite: boolean('favourite').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('own_affirmations_user_position').on(table.userId, table.position)],
);
export type OwnAffirmationRow = typeof ownAffirmations.$inferSelect;
