import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const urlWithProtocols = (protocols: string[], label: string) =>
  z.url().refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
    message: `must be a ${label} URL (${protocols.map((protocol) => `${protocol}://`).join(' or ')})`,
  });

/** Every environment variable the server reads, with its default. `.env.example` documents them. */
const envSchema = z.object({
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
  SMTP_URL: urlWithProtocols(['smtp', 'smtps'], 'SMTP').optional(),
  MAIL_FROM: z.string().min(3).default('Dream Life <hello@dreamlife.local>'),
  SUPPORT_EMAIL: z.email().default('support@dreamlife.local'),
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
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  appUrl: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** false, or how many proxy hops to trust for the client IP (see TRUST_PROXY). */
  trustProxy: false | number;
  logLevel: Env['LOG_LEVEL'];
  /** The bearer token GET /api/metrics requires; see METRICS_TOKEN. */
  metricsToken: string | undefined;
  rateLimit: {
    authPerIp: number;
    authPerAccount: number;
    windowMs: number;
    aiPerUser: number;
    aiPerIp: number;
    aiWindowMs: number;
    contactPerIp: number;
    contactWindowMs: number;
  };
  ai: AiConfig;
  payments: PaymentsConfig;
  jobs: JobsConfig;
  overload: OverloadConfig;
  /** Serve the built SPA from dist/web when it exists. Off in tests that only exercise the API. */
  serveWeb: boolean;
}

/** Background job settings (JOB_*), shared by every queue's worker. */
export interface JobsConfig {
  leaseMs: number;
  pollMs: number;
  concurrency: number;
  maxAttempts: number;
  retryDelayMs: number;
  timeoutMs: number;
}

/** When the server sheds load with 503 (OVERLOAD_*); a limit of 0 is not checked. */
export interface OverloadConfig {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  maxInFlight: number;
  retryAfterSeconds: number;
  /** How often the figures are sampled; a second in production, shorter in tests. */
  sampleIntervalMs: number;
}

export type AiConfig = { timeoutMs: number } & (
  | { provider: 'offline' }
  | { provider: 'gemini'; apiKey: string; apiBase: string }
  | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string }
);

export type PaymentsConfig =
  | { provider: 'demo' }
  | {
      provider: 'paypal';
      clientId: string;
      clientSecret: string;
      /** PayPal billing-plan ids of the two paid plans (standard price, with the trial). */
      planIds: { 'visionary-plan': string; 'legend-plan': string };
      /** Every PayPal plan we sell, by variant (`payments/paypal-plans.ts` reads it). */
      planVariants: Record<PaypalPlanVariant, string>;
      webhookId: string;
      apiBase: string;
      /** Where the browser loads the PayPal JS SDK from (sandbox and live share one host). */
      sdkBase: string;
    };

/** `<plan>/<standard|student>/<trial|no-trial>`: one PayPal billing plan each. */
export type PaypalPlanVariant =
  `${'visionary-plan' | 'legend-plan'}/${'standard' | 'student'}/${'trial' | 'no-trial'}`;

const paypalApiBases = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' };

function aiConfig(env: Env): AiConfig {
  const timeoutMs = env.AI_TIMEOUT_MS;
  if (env.GEMINI_API_KEY) {
    return {
      provider: 'gemini',
      apiKey: env.GEMINI_API_KEY,
      apiBase: env.GEMINI_API_BASE.replace(/\/+$/, ''),
      timeoutMs,
    };
  }
  if (env.OPENAI_BASE_URL) {
    return {
      provider: 'openai',
      baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''),
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_MODEL,
      timeoutMs,
    };
  }
  return { provider: 'offline', timeoutMs };
}

/** PayPal needs every one of its variables; a half-configured PayPal is refused, not ignored. */
function paymentsConfig(env: Env): PaymentsConfig | string[] {
  if (env.PAYMENTS_PROVIDER === 'demo') return { provider: 'demo' };
  if (!env.PAYMENTS_PROVIDER && !env.PAYPAL_CLIENT_ID) {
    // The demo checkout grants any plan for free: in production only when asked for by name.
    if (env.NODE_ENV !== 'production') return { provider: 'demo' };
    return [
      'PAYMENTS_PROVIDER: required when NODE_ENV=production and PAYPAL_CLIENT_ID is unset (set the PAYPAL_* variables, or PAYMENTS_PROVIDER=demo to run the demo checkout, which grants plans without payment)',
    ];
  }
  const required = {
    PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: env.PAYPAL_CLIENT_SECRET,
    PAYPAL_PLAN_VISIONARY: env.PAYPAL_PLAN_VISIONARY,
    PAYPAL_PLAN_LEGEND: env.PAYPAL_PLAN_LEGEND,
    PAYPAL_PLAN_VISIONARY_NO_TRIAL: env.PAYPAL_PLAN_VISIONARY_NO_TRIAL,
    PAYPAL_PLAN_LEGEND_NO_TRIAL: env.PAYPAL_PLAN_LEGEND_NO_TRIAL,
    PAYPAL_PLAN_VISIONARY_STUDENT: env.PAYPAL_PLAN_VISIONARY_STUDENT,
    PAYPAL_PLAN_LEGEND_STUDENT: env.PAYPAL_PLAN_LEGEND_STUDENT,
    PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL: env.PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL,
    PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL: env.PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL,
    PAYPAL_WEBHOOK_ID: env.PAYPAL_WEBHOOK_ID,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => `${name}: required when PayPal is the payment provider`);
  if (missing.length > 0) return missing;
  return {
    provider: 'paypal',
    clientId: env.PAYPAL_CLIENT_ID as string,
    clientSecret: env.PAYPAL_CLIENT_SECRET as string,
    planIds: {
      'visionary-plan': env.PAYPAL_PLAN_VISIONARY as string,
      'legend-plan': env.PAYPAL_PLAN_LEGEND as string,
    },
    planVariants: {
      'visionary-plan/standard/trial': env.PAYPAL_PLAN_VISIONARY as string,
      'visionary-plan/standard/no-trial': env.PAYPAL_PLAN_VISIONARY_NO_TRIAL as string,
      'visionary-plan/student/trial': env.PAYPAL_PLAN_VISIONARY_STUDENT as string,
      'visionary-plan/student/no-trial': env.PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL as string,
      'legend-plan/standard/trial': env.PAYPAL_PLAN_LEGEND as string,
      'legend-plan/standard/no-trial': env.PAYPAL_PLAN_LEGEND_NO_TRIAL as string,
      'legend-plan/student/trial': env.PAYPAL_PLAN_LEGEND_STUDENT as string,
      'legend-plan/student/no-trial': env.PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL as string,
    },
    webhookId: env.PAYPAL_WEBHOOK_ID as string,
    apiBase: (env.PAYPAL_API_BASE ?? paypalApiBases[env.PAYPAL_MODE]).replace(/\/+$/, ''),
    sdkBase: 'https://www.paypal.com',
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment once and returns a validated configuration. A bad value throws a
 * ConfigError naming the variable, so `main` can print it and exit before anything starts.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings (e.g. `SMTP_URL=` in a .env file) mean "unset", not "invalid".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    // Without APP_URL every reset and verification link pointed at http://localhost:PORT, so
    // no user of a production deployment could follow one.
    const missing = [
      env.JWT_SECRET ? '' : 'JWT_SECRET: required when NODE_ENV=production (at least 32 characters)',
      env.APP_URL ? '' : 'APP_URL: required when NODE_ENV=production (the public URL mail links point to)',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid environment configuration:\n  ${missing.join('\n  ')}`);
    }
  }
  const payments = paymentsConfig(env);
  if (Array.isArray(payments)) {
    throw new ConfigError(`Invalid environment configuration:\n  ${payments.join('\n  ')}`);
  }
  const dataDir = path.resolve(env.DATA_DIR);

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? developmentJwtSecret(dataDir)),
    jwtTtlSeconds: env.JWT_TTL_HOURS * 3600,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    rateLimit: {
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      authPerAccount: env.RATE_LIMIT_AUTH_PER_ACCOUNT,
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      aiPerUser: env.RATE_LIMIT_AI_PER_USER,
      aiPerIp: env.RATE_LIMIT_AI_PER_IP,
      aiWindowMs: env.AI_RATE_LIMIT_WINDOW_SECONDS * 1000,
      contactPerIp: env.RATE_LIMIT_CONTACT_PER_IP,
      contactWindowMs: env.CONTACT_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    ai: aiConfig(env),
    payments,
    jobs: {
      leaseMs: env.JOB_LEASE_SECONDS * 1000,
      pollMs: env.JOB_POLL_MS,
      concurrency: env.JOB_CONCURRENCY,
      maxAttempts: env.JOB_MAX_ATTEMPTS,
      retryDelayMs: env.JOB_RETRY_DELAY_SECONDS * 1000,
      timeoutMs: env.JOB_TIMEOUT_SECONDS * 1000,
    },
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes:
        env.OVERLOAD_MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : env.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
      maxRssBytes: env.OVERLOAD_MAX_RSS_MB * 1024 * 1024,
      maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
      retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_SECONDS,
      sampleIntervalMs: 1000,
    },
    serveWeb: true,
  };
}

/**
 * JWT_SECRET unset outside production (in production loadConfig refuses: a generated secret would
 * differ per instance and sign everyone out on each deploy). A random secret is created once and
 * kept in the data directory, so restarting `npm start` keeps people signed in.
 */
function developmentJwtSecret(dataDir: string): string {
  const secretFile = path.join(dataDir, 'jwt-secret');
  if (!existsSync(secretFile)) createSecretFile(dataDir, secretFile);
  const stored = readFileSync(secretFile, 'utf8').trim();
  // Same rule as for the variable: an empty or truncated file would otherwise give an empty
  // (signing fails) or a guessable HMAC key.
  if (stored.length < 32) {
    throw new ConfigError(
      `Invalid environment configuration:\n  JWT_SECRET: unset, and ${secretFile} holds fewer than 32 characters (delete it to generate a new secret)`,
    );
  }
  return stored;
}

/**
 * The secret is written whole under a temporary name, flushed, and only then linked into place.
 * Written in place, a process killed mid-write (kill -9, the OOM killer, a power cut) left a short
 * jwt-secret, and every later start refused it until someone deleted the file by hand. link()
 * also refuses to replace an existing file, so of two processes starting at once on a new data
 * directory, both end up using the one secret that was linked first.
 */
function createSecretFile(dataDir: string, secretFile: string) {
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${secretFile}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    const descriptor = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(descriptor, randomBytes(48).toString('base64url'));
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    linkSync(temporary, secretFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
