import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
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
  rateLimit: { authPerIp: number; authPerAccount: number; windowMs: number };
  /** Serve the built SPA from dist/web when it exists. Off in tests that only exercise the API. */
  serveWeb: boolean;
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
    rateLimit: {
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      authPerAccount: env.RATE_LIMIT_AUTH_PER_ACCOUNT,
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
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
  if (existsSync(secretFile)) {
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
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}
