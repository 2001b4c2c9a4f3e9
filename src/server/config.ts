import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type { ContactDetails } from '#shared/contact';
import { configErrorFor } from './config/config-error';
import { type Env, envSchema } from './config/env-schema';
import { developmentJwtSecret } from './config/jwt-secret-file';
import { productionProblems } from './config/production-rules';

/**
 * The configuration the app runs with, mapped from the environment: config/env-schema.ts says
 * which variables exist and what values they take, config/production-rules.ts what production
 * refuses, config/jwt-secret-file.ts where a development secret comes from.
 */
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
  /** Absolute lifetime of a session. */
  jwtTtlSeconds: number;
  /** A session unused for this long has ended (sliding expiry, decision 0061). */
  sessionIdleSeconds: number;
  /** Serve the OpenAPI documentation at /api/docs (API_DOCS; off in production by default). */
  apiDocs: boolean;
  smtpUrl: string | undefined;
  /** Attempts at a queued mail before it is marked failed (MAIL_MAX_ATTEMPTS, decision 0105). */
  mailMaxAttempts: number;
  mailFrom: string;
  supportEmail: string;
  /** What the contact page shows; null where CONTACT_* is unset (the card is left out). */
  contactDetails: ContactDetails;
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
    /** The delays of login's per-account slow-down (LOGIN_SLOWDOWN_*). */
    loginSlowdown: { firstDelayMs: number; maxDelayMs: number };
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
  practice: PracticeConfig;
  /** Serve the built SPA from dist/web when it exists. Off in tests that only exercise the API. */
  serveWeb: boolean;
}

/** Daily practice: reminders, Web Push and the browser tests' clock (docs/product.md §10). */
export interface PracticeConfig {
  /** 0: this instance never looks for due reminders. */
  reminderCheckMs: number;
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** PUT /api/test/clock and POST /api/test/reminders/run exist (never in production). */
  testClockControl: boolean;
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
  | {
      provider: 'gemini';
      apiKey: string;
      apiBase: string;
      /** GEMINI_MODELS, tried first; the spec's list follows them (gemini-provider.ts, decision 0114). */
      models: string[];
    }
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
      models: env.GEMINI_MODELS.split(',')
        .map((model) => model.trim())
        .filter(Boolean),
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

/**
 * Reads the environment once and returns a validated configuration. A bad value throws a
 * ConfigError naming the variable, so `main` can print it and exit before anything starts.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings (e.g. `SMTP_URL=` in a .env file) mean "unset", not "invalid".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw configErrorFor(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw configErrorFor(problems);
  }
  const payments = paymentsConfig(env);
  if (Array.isArray(payments)) {
    throw configErrorFor(payments);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw configErrorFor([
      `${env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: set both VAPID keys, or neither`,
    ]);
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
    sessionIdleSeconds: env.SESSION_IDLE_HOURS * 3600,
    apiDocs: env.API_DOCS ?? !isProduction,
    smtpUrl: env.SMTP_URL,
    mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    contactDetails: {
      phone: env.CONTACT_PHONE ?? null,
      email: env.CONTACT_EMAIL ?? null,
      address: env.CONTACT_ADDRESS ?? null,
      hours: env.CONTACT_HOURS ?? null,
    },
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
      loginSlowdown: { firstDelayMs: env.LOGIN_SLOWDOWN_FIRST_MS, maxDelayMs: env.LOGIN_SLOWDOWN_MAX_MS },
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
    practice: {
      reminderCheckMs: env.PRACTICE_REMINDER_CHECK_SECONDS * 1000,
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      testClockControl: env.TEST_CLOCK_CONTROL,
    },
    serveWeb: true,
  };
}
