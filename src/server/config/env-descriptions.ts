import type { z } from 'zod';
import type { envSchema } from './env-schema';

/** A variable's section in docs/environment.md. */
export type EnvGroup =
  | 'Server'
  | 'Database'
  | 'Sessions'
  | 'Mail'
  | 'Rate limits'
  | 'AI'
  | 'Payments'
  | 'Background jobs'
  | 'Overload'
  | 'Daily practice'
  | 'Tests';

interface EnvDescription {
  group: EnvGroup;
  /** What it does, for whoever runs the server. Markdown. */
  meaning: string;
  /** Said instead of the schema's default where the default is computed at start. */
  defaultNote?: string;
  /** An example value for `.env.example` where the variable has no default. */
  example?: string;
}

/**
 * What each variable in `envSchema` means, for docs/environment.md and `.env.example`, both
 * written by `npm run docs:env` (decision 0112). Typed by the schema's keys, so a new variable
 * without a description fails `tsc`, and one removed from the schema must go here too. The type,
 * allowed values and default come from the schema itself.
 */
export const envDescriptions: Record<keyof z.input<typeof envSchema>, EnvDescription> = {
  NODE_ENV: {
    group: 'Server',
    meaning:
      '`production` requires a random `JWT_SECRET`, an https `APP_URL` and SMTP (decision 0063), and turns on HSTS.',
  },
  PORT: { group: 'Server', meaning: 'The port the server listens on.' },
  HOST: { group: 'Server', meaning: 'The address the server listens on.' },
  DATA_DIR: {
    group: 'Server',
    meaning:
      'The PGlite database, the dev mail outbox (`outbox/`), the generated JWT secret and Web Push keys.',
  },
  APP_URL: {
    group: 'Server',
    meaning: 'The public URL used in mail links. Required in production.',
    defaultNote: '`http://localhost:$PORT`',
    example: 'https://dreamlife.example.com',
  },
  LOG_LEVEL: {
    group: 'Server',
    meaning: 'pino level; logs are JSON with request ids, never passwords or tokens.',
  },
  TRUST_PROXY: {
    group: 'Server',
    meaning:
      '`true` (one proxy) or the number of proxy hops in front, so rate limits see the client’s IP. `true` trusts one hop, never every `X-Forwarded-For` entry.',
  },
  CORS_ORIGINS: {
    group: 'Server',
    meaning: 'Comma-separated origins allowed to call the API from another site (same-origin needs none).',
  },
  METRICS_TOKEN: {
    group: 'Server',
    meaning:
      '≥ 32 visible ASCII characters: `GET /api/metrics` then needs `Authorization: Bearer <token>`. Unset: open in development and tests, 404 in production (decision 0034).',
  },
  API_DOCS: {
    group: 'Server',
    meaning: 'The OpenAPI documentation at `/api/docs`.',
    defaultNote: 'on outside production, off in production',
  },
  DATABASE_URL: {
    group: 'Database',
    meaning: 'Use PostgreSQL (a node-postgres pool) instead of the embedded PGlite database.',
    example: 'postgres://user:password@127.0.0.1:5432/dreamlife',
  },
  DATABASE_POOL_MAX: { group: 'Database', meaning: 'The PostgreSQL pool’s size.' },
  JWT_SECRET: {
    group: 'Sessions',
    meaning: 'Signs session tokens; at least 32 characters. Required in production.',
    defaultNote: 'generated once into `DATA_DIR`',
  },
  JWT_TTL_HOURS: { group: 'Sessions', meaning: 'A session’s absolute lifetime, in hours.' },
  SESSION_IDLE_HOURS: {
    group: 'Sessions',
    meaning: 'A session unused this long ends; each use pushes the end back (decision 0061).',
  },
  SMTP_URL: {
    group: 'Mail',
    meaning:
      'Send real mail through this server. Unset: mail is written to `DATA_DIR/outbox` and its links logged.',
    example: 'smtp://user:password@smtp.example.com:587',
  },
  MAIL_OUTBOX_IN_PRODUCTION: {
    group: 'Mail',
    meaning:
      '`true` lets production write mail to the outbox (a staging server read from the folder) instead of refusing to start without `SMTP_URL`.',
  },
  MAIL_MAX_ATTEMPTS: {
    group: 'Mail',
    meaning:
      'Attempts at a queued mail, retried with doubling backoff (at most 5 minutes apart) through SMTP outages, before it is marked failed and counted in `mail_queue_messages{state="failed"}` (decision 0105).',
  },
  MAIL_FROM: { group: 'Mail', meaning: 'The sender of every mail.' },
  SUPPORT_EMAIL: { group: 'Mail', meaning: 'Where contact messages go.' },
  CONTACT_EMAIL: {
    group: 'Mail',
    meaning: 'The address the contact page and the footer show. Unset: no email card (decision 0108).',
    example: 'hello@example.com',
  },
  CONTACT_PHONE: {
    group: 'Mail',
    meaning: 'The phone number shown: digits, spaces, `( ) . -` and a leading `+`. Unset: no phone card.',
    example: '+44 20 7946 0018',
  },
  CONTACT_ADDRESS: {
    group: 'Mail',
    meaning: 'The postal address shown; its card opens a map search. Unset: no address card.',
    example: '1 Harbour Street, Bristol',
  },
  CONTACT_HOURS: {
    group: 'Mail',
    meaning: 'When the team answers, as free text. Unset: no hours card.',
    example: 'Mon–Fri, 9:00–17:00 UK time',
  },
  REDIS_URL: {
    group: 'Rate limits',
    meaning: 'Share rate-limit counters between instances.',
    example: 'redis://127.0.0.1:6379',
  },
  RATE_LIMIT_AUTH_PER_IP: {
    group: 'Rate limits',
    meaning:
      'Login, sign-up, forgot and reset attempts per IP (IPv6: per /64) per `RATE_LIMIT_WINDOW_SECONDS`.',
  },
  RATE_LIMIT_AUTH_PER_ACCOUNT: {
    group: 'Rate limits',
    meaning:
      'Wrong passwords per account and network (then 429 there); per account they only slow the login down (decision 0060).',
  },
  LOGIN_SLOWDOWN_FIRST_MS: {
    group: 'Rate limits',
    meaning:
      'The first delay of a login after too many wrong passwords for the account; it doubles each time.',
  },
  LOGIN_SLOWDOWN_MAX_MS: { group: 'Rate limits', meaning: 'The longest such delay.' },
  RATE_LIMIT_WINDOW_SECONDS: { group: 'Rate limits', meaning: 'The window of the sign-in limits.' },
  RATE_LIMIT_AI_PER_USER: {
    group: 'Rate limits',
    meaning:
      'AI calls (rephrase, affirmations, manifesto) per signed-in user per `AI_RATE_LIMIT_WINDOW_SECONDS`.',
  },
  RATE_LIMIT_AI_PER_IP: {
    group: 'Rate limits',
    meaning: 'AI calls per IP per `AI_RATE_LIMIT_WINDOW_SECONDS`.',
  },
  AI_RATE_LIMIT_WINDOW_SECONDS: { group: 'Rate limits', meaning: 'The window of the AI limits.' },
  RATE_LIMIT_CONTACT_PER_IP: {
    group: 'Rate limits',
    meaning: 'Contact messages per IP per `CONTACT_RATE_LIMIT_WINDOW_SECONDS`.',
  },
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: { group: 'Rate limits', meaning: 'The window of the contact limit.' },
  GEMINI_API_KEY: {
    group: 'AI',
    meaning:
      'Write with Google Gemini (the key stays on the server). Without it or `OPENAI_BASE_URL`, the offline writer writes every text.',
  },
  GEMINI_API_BASE: { group: 'AI', meaning: 'The Gemini API’s host.' },
  GEMINI_MODELS: {
    group: 'AI',
    meaning:
      'The Gemini models to try, in order, comma-separated; the spec’s `gemini-2.0-flash` … `gemini-2.5-flash-lite-preview-06-17` list always follows them as the fallback order.',
  },
  OPENAI_BASE_URL: {
    group: 'AI',
    meaning:
      'Write with an OpenAI-compatible server (Ollama, vLLM, LM Studio) when `GEMINI_API_KEY` is unset.',
    example: 'http://127.0.0.1:11434/v1',
  },
  OPENAI_API_KEY: { group: 'AI', meaning: 'The key for `OPENAI_BASE_URL`, if it needs one.' },
  OPENAI_MODEL: { group: 'AI', meaning: 'The model `OPENAI_BASE_URL` is asked for.' },
  AI_TIMEOUT_MS: {
    group: 'AI',
    meaning: 'The time limit of one AI provider call; the offline writer answers after it.',
  },
  PAYMENTS_PROVIDER: {
    group: 'Payments',
    meaning:
      'Production refuses to start on the demo provider (which moves no money) unless this says `demo`.',
    defaultNote: '`paypal` if `PAYPAL_CLIENT_ID` is set, else `demo`',
  },
  PAYPAL_CLIENT_ID: {
    group: 'Payments',
    meaning:
      'Take payments with PayPal; then `PAYPAL_CLIENT_SECRET`, `PAYPAL_WEBHOOK_ID` and the eight `PAYPAL_PLAN_*` ids are required.',
  },
  PAYPAL_CLIENT_SECRET: { group: 'Payments', meaning: 'The PayPal app’s secret.' },
  PAYPAL_PLAN_VISIONARY: { group: 'Payments', meaning: 'The PayPal plan id of Visionary, with its trial.' },
  PAYPAL_PLAN_LEGEND: { group: 'Payments', meaning: 'The PayPal plan id of Legend, with its trial.' },
  PAYPAL_PLAN_VISIONARY_NO_TRIAL: {
    group: 'Payments',
    meaning: 'Visionary without the trial (a person’s second subscription; decision 0055).',
  },
  PAYPAL_PLAN_LEGEND_NO_TRIAL: { group: 'Payments', meaning: 'Legend without the trial.' },
  PAYPAL_PLAN_VISIONARY_STUDENT: {
    group: 'Payments',
    meaning: 'Visionary at the student price (decision 0058).',
  },
  PAYPAL_PLAN_LEGEND_STUDENT: { group: 'Payments', meaning: 'Legend at the student price.' },
  PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL: {
    group: 'Payments',
    meaning: 'Visionary at the student price, without the trial.',
  },
  PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL: {
    group: 'Payments',
    meaning: 'Legend at the student price, without the trial.',
  },
  PAYPAL_WEBHOOK_ID: {
    group: 'Payments',
    meaning: 'The webhook whose signatures are verified (decision 0018).',
  },
  PAYPAL_MODE: { group: 'Payments', meaning: 'Picks the PayPal API host.' },
  PAYPAL_API_BASE: { group: 'Payments', meaning: 'Overrides the PayPal API host `PAYPAL_MODE` picks.' },
  JOB_LEASE_SECONDS: {
    group: 'Background jobs',
    meaning:
      'How long a running job (a world’s generation, a mail) is held; renewed every third of it, taken over when it runs out (decision 0024).',
  },
  JOB_POLL_MS: {
    group: 'Background jobs',
    meaning: 'How often a worker looks for jobs queued by other instances and for expired leases.',
  },
  JOB_CONCURRENCY: { group: 'Background jobs', meaning: 'Jobs run at once per instance.' },
  JOB_MAX_ATTEMPTS: { group: 'Background jobs', meaning: 'Tries before a job is marked failed.' },
  JOB_RETRY_DELAY_SECONDS: {
    group: 'Background jobs',
    meaning: 'The first retry’s delay; each further retry waits twice as long (at most 5 minutes).',
  },
  JOB_TIMEOUT_SECONDS: { group: 'Background jobs', meaning: 'The time limit of one attempt.' },
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: {
    group: 'Overload',
    meaning: 'Beyond this mean event-loop delay every request gets 503 and `retry-after` at once (0: off).',
  },
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: {
    group: 'Overload',
    meaning:
      'The same beyond this event-loop utilisation, 0–1 (0: off; a busy healthy instance runs near 1).',
  },
  OVERLOAD_MAX_HEAP_USED_MB: {
    group: 'Overload',
    meaning: 'The same beyond this much heap.',
    defaultNote: '90% of V8’s heap limit',
  },
  OVERLOAD_MAX_RSS_MB: { group: 'Overload', meaning: 'The same beyond this much resident memory (0: off).' },
  OVERLOAD_MAX_IN_FLIGHT: {
    group: 'Overload',
    meaning:
      'The same for a request beyond this many being answered (0: off; e.g. `64` on PGlite, whose queries share the server’s thread).',
  },
  OVERLOAD_RETRY_AFTER_SECONDS: { group: 'Overload', meaning: 'The `retry-after` of those 503s.' },
  PRACTICE_REMINDER_CHECK_SECONDS: {
    group: 'Daily practice',
    meaning:
      'How often an instance looks for due reminders (0: never); several instances send each once (decision 0073).',
  },
  VAPID_PUBLIC_KEY: {
    group: 'Daily practice',
    meaning:
      'The Web Push public key; set both keys when several instances share a database (decision 0073).',
    defaultNote: 'generated once into `DATA_DIR`',
  },
  VAPID_PRIVATE_KEY: {
    group: 'Daily practice',
    meaning: 'The Web Push private key.',
    defaultNote: 'generated once into `DATA_DIR`',
  },
  VAPID_SUBJECT: {
    group: 'Daily practice',
    meaning: 'Who push services may contact about our traffic (`mailto:` or `https://`).',
    defaultNote: '`mailto:$SUPPORT_EMAIL`',
  },
  TEST_CLOCK_CONTROL: {
    group: 'Tests',
    meaning:
      'Browser tests only: `PUT /api/test/clock` and `POST /api/test/reminders/run`. Production refuses to start with it (decision 0074).',
  },
};
