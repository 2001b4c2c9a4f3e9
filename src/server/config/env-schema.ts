import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const urlWithProtocols = (protocols: string[], label: string) =>
  z.url().refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
    message: `must be a ${label} URL (${protocols.map((protocol) => `${protocol}://`).join(' or ')})`,
  });

/** An optional public contact detail: trimmed, and '' (an empty line in an env file) is unset. */
const contactDetail = (schema: z.ZodString | z.ZodEmail) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema.optional());

/**
 * Every environment variable the server reads, with its default. Each one needs a line in
 * env-descriptions.ts; `npm run docs:env` writes docs/environment.md and .env.example from both.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: urlWithProtocols(['http', 'https'], 'web').optional(),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql'], 'PostgreSQL').optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  // A session unused for this long ends, however long its absolute lifetime (JWT_TTL_HOURS) still
  // runs; each use pushes the end back (decision 0061).
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(48),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps'], 'SMTP').optional(),
  // Production refuses to "send" mail into DATA_DIR/outbox (nobody would receive a reset link)
  // unless this says so, e.g. for a staging server whose mails are read from the folder.
  MAIL_OUTBOX_IN_PRODUCTION: booleanFromEnv.default(false),
  // How many times a queued mail is tried before it is marked failed (decision 0105). With the
  // job store's doubling backoff (capped at 5 minutes) 24 attempts span about an hour and a half
  // of SMTP outage.
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(24),
  // The OpenAPI documentation at /api/docs: on by default outside production, off in production
  // unless set (it maps every route for whoever looks).
  API_DOCS: booleanFromEnv.optional(),
  MAIL_FROM: z.string().min(3).default('Dream Life <hello@dreamlife.local>'),
  SUPPORT_EMAIL: z.email().default('support@dreamlife.local'),
  // What the contact page and the footer show, each only when set (decision 0108: an invented phone
  // number was promised "any time, day or night"). Empty counts as unset.
  CONTACT_PHONE: contactDetail(
    z
      .string()
      .max(40)
      .regex(/^\+?[\d\s().-]{5,}$/, 'must be a phone number: digits, spaces, ( ) . - and a leading +'),
  ),
  CONTACT_EMAIL: contactDetail(z.email()),
  CONTACT_ADDRESS: contactDetail(z.string().max(200)),
  CONTACT_HOURS: contactDetail(z.string().max(120)),
  CORS_ORIGINS: z.string().default(''),
  REDIS_URL: urlWithProtocols(['redis', 'rediss'], 'Redis').optional(),
  // `true` used to be handed to Fastify as is, which trusts every X-Forwarded-For entry: the
  // client writes the leftmost one, so each request could claim a new IP and the per-IP rate
  // limits never applied. Now `true` trusts one hop (the proxy in front, which appends the real
  // address); a number trusts that many hops (e.g. CDN + load balancer = 2).
  TRUST_PROXY: z
    .union([booleanFromEnv, z.coerce.number().int().min(1).max(10)], {
      error: 'must be true, false or a number of proxy hops (1-10)',
    })
    .transform((value) => (value === true ? 1 : value))
    .default(false),
  // Bearer token a Prometheus scraper presents to read GET /api/metrics (decision 0034). Unset:
  // the endpoint is open in development and tests, and answers 404 to everyone in production.
  // Visible ASCII only, as it travels in an HTTP header.
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // Wrong passwords for one account beyond RATE_LIMIT_AUTH_PER_ACCOUNT (from any address) slow
  // each further login for it down, doubling from the first delay up to the longest (decision 0060).
  LOGIN_SLOWDOWN_FIRST_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  // AI calls cost money: limited per signed-in user and per IP, over AI_RATE_LIMIT_WINDOW_SECONDS.
  RATE_LIMIT_AI_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AI_PER_IP: z.coerce.number().int().min(1).default(60),
  AI_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 60),
  // Contact form: a few messages per IP per hour is plenty for a person, too few for a spammer.
  RATE_LIMIT_CONTACT_PER_IP: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  // AI provider: Gemini when GEMINI_API_KEY is set, else OpenAI-compatible when OPENAI_BASE_URL is
  // set, else the offline generator.
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_API_BASE: urlWithProtocols(['http', 'https'], 'web').default(
    'https://generativelanguage.googleapis.com',
  ),
  // The Gemini models to try first, comma-separated; the spec's 2.0-era list follows as the fallback.
  GEMINI_MODELS: z
    .string()
    .regex(/^\s*[\w.-]+(?:\s*,\s*[\w.-]+)*\s*$/, 'must be model names separated by commas')
    .default('gemini-flash-latest,gemini-2.5-flash,gemini-flash-lite-latest,gemini-2.5-flash-lite'),
  OPENAI_BASE_URL: urlWithProtocols(['http', 'https'], 'web').optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default('llama3.1'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // Payments: PayPal when PAYPAL_CLIENT_ID is set (then the other PAYPAL_* are required), else the
  // demo provider, which moves no money. PAYMENTS_PROVIDER names the choice explicitly; production
  // requires it for the demo provider, so a missing PAYPAL_CLIENT_ID never silently gives plans away.
  PAYMENTS_PROVIDER: z.enum(['demo', 'paypal']).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_PLAN_VISIONARY: z.string().min(1).optional(),
  PAYPAL_PLAN_LEGEND: z.string().min(1).optional(),
  // The variants of each paid plan (decisions 0055, 0058): without the trial (an account's second
  // subscription) and at the student price, each created by scripts/paypal-setup-plans.ts.
  PAYPAL_PLAN_VISIONARY_NO_TRIAL: z.string().min(1).optional(),
  PAYPAL_PLAN_LEGEND_NO_TRIAL: z.string().min(1).optional(),
  PAYPAL_PLAN_VISIONARY_STUDENT: z.string().min(1).optional(),
  PAYPAL_PLAN_LEGEND_STUDENT: z.string().min(1).optional(),
  PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL: z.string().min(1).optional(),
  PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_API_BASE: urlWithProtocols(['http', 'https'], 'web').optional(),
  // Background jobs (dream-world generation, decision 0024). A running job holds a lease that its
  // worker renews every third of it; a job whose lease ran out (its process died) is taken over.
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // How often a worker looks for work enqueued by other instances and for expired leases (work
  // enqueued by the same process starts at once).
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  // First retry delay; each further retry waits twice as long (capped at 5 minutes).
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // One attempt is aborted after this long (a hung AI call must not hold a worker slot forever).
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  // Overload protection (@fastify/under-pressure): beyond any of these the server answers 503 at
  // once instead of queueing requests until every client times out and memory runs out. 0 = off.
  // The event-loop delay is the mean over one sample (a second); ELU is off by default because a
  // busy but healthy instance runs near 1.0 under sustained load.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  // Unset: 90% of V8's heap limit, so the server sheds load before V8 aborts the process.
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
  // Requests being answered at once; beyond it a request is shed at once, without waiting for
  // the next sample. On PGlite, whose queries run on the server's one thread, a burst admitted
  // before the event-loop sample notices blocks the loop, and the 503s with it. 0 = off.
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(0),
  // Daily practice (docs/product.md §10). How often an instance looks for due reminders; 0 = never
  // (another instance does it, or a test runs them).
  PRACTICE_REMINDER_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Web Push keys (decision 0073): set both in production with several instances, which must share
  // one pair; unset, a pair is generated once into DATA_DIR/vapid-keys.json.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'must be a URL-safe base64 P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'must be a URL-safe base64 P-256 private key')
    .optional(),
  // Who push services may contact about our traffic; defaults to mailto:SUPPORT_EMAIL.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(?:mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .optional(),
  // Browser tests only (decision 0074): PUT /api/test/clock and POST /api/test/reminders/run.
  // Production refuses to start with it.
  TEST_CLOCK_CONTROL: booleanFromEnv.default(false),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
});

export type Env = z.infer<typeof envSchema>;
