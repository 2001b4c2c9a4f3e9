import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config/config-error';

const SECRET = 's'.repeat(32);
/** Production refuses a secret with no entropy such as SECRET (config/production-rules.ts). */
const RANDOM_SECRET = randomBytes(32).toString('base64url');
/** Everything production requires, so a test can leave out or spoil one setting. */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: RANDOM_SECRET,
  APP_URL: 'https://dream.example',
  SMTP_URL: 'smtp://mail.example:25',
  PAYMENTS_PROVIDER: 'demo',
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** loadConfig must throw a ConfigError whose message names `variable`. */
function expectConfigError(env: Record<string, string>, variable: string) {
  let error: unknown;
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as Error).message).toContain(`${variable}:`);
  return error as ConfigError;
}

describe('loadConfig', () => {
  it('has working defaults for everything but the secret', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      databasePoolMax: 10,
      jwtTtlSeconds: 7 * 24 * 3600,
      smtpUrl: undefined,
      mailFrom: 'Dream Life <hello@dreamlife.local>',
      corsOrigins: [],
      redisUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      rateLimit: { authPerIp: 20, authPerAccount: 10, windowMs: 15 * 60 * 1000 },
      serveWeb: true,
    });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(SECRET);
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig({
      JWT_SECRET: RANDOM_SECRET,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: '8080',
      APP_URL: 'https://dream.example/',
      DATABASE_URL: 'postgresql://user:pass@db:5432/dream',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      CORS_ORIGINS: ' https://a.example , https://b.example,',
      TRUST_PROXY: '1',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      PAYMENTS_PROVIDER: 'demo',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      appUrl: 'https://dream.example',
      databaseUrl: 'postgresql://user:pass@db:5432/dream',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 1,
      rateLimit: { windowMs: 60_000 },
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ] as const)('reads TRUST_PROXY=%s as %s trusted hops', (value, expected) => {
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toBe(
      expected,
    );
  });

  it('reads the public contact details, each only when set (blank counts as unset)', () => {
    const none = loadConfig({
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
      CONTACT_PHONE: '  ',
      CONTACT_EMAIL: '',
    });
    expect(none.contactDetails).toEqual({ phone: null, email: null, address: null, hours: null });
    const some = loadConfig({
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
      CONTACT_PHONE: ' +49 (30) 901820 ',
      CONTACT_ADDRESS: 'Unter den Linden 1, Berlin',
      CONTACT_HOURS: 'Mon–Fri 9:00–17:00 CET',
    });
    expect(some.contactDetails).toEqual({
      phone: '+49 (30) 901820',
      email: null,
      address: 'Unter den Linden 1, Berlin',
      hours: 'Mon–Fri 9:00–17:00 CET',
    });
    expectConfigError({ JWT_SECRET: SECRET, CONTACT_EMAIL: 'not an address' }, 'CONTACT_EMAIL');
    expectConfigError({ JWT_SECRET: SECRET, CONTACT_PHONE: 'call us' }, 'CONTACT_PHONE');
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, SMTP_URL: '', PORT: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://user@localhost/dream'],
    ['DATABASE_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example'],
    ['SMTP_URL', 'mail.example:25'],
    ['REDIS_URL', 'memcached://cache'],
    ['APP_URL', 'dream.example'],
    ['APP_URL', 'javascript:alert(1)'],
    ['APP_URL', 'ftp://dream.example'],
    ['JWT_SECRET', 'too-short'],
    ['JWT_TTL_HOURS', '0'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '0.5'],
    ['TRUST_PROXY', '11'],
    ['LOG_LEVEL', 'verbose'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['RATE_LIMIT_AUTH_PER_IP', '0'],
    ['RATE_LIMIT_AUTH_PER_ACCOUNT', 'many'],
    ['DATABASE_POOL_MAX', '1000'],
  ])('rejects %s=%s with a ConfigError naming it', (variable, value) => {
    expectConfigError({ JWT_SECRET: SECRET, [variable]: value }, variable);
  });

  it('names every bad variable at once', () => {
    const error = expectConfigError({ JWT_SECRET: SECRET, PORT: 'x', SMTP_URL: 'ftp://x' }, 'PORT');
    expect(error.message).toContain('SMTP_URL:');
  });

  it('does not echo secrets in the error', () => {
    const error = expectConfigError({ JWT_SECRET: 'short-secret-value' }, 'JWT_SECRET');
    expect(error.message).not.toContain('short-secret-value');
  });

  it('refuses to start in production without APP_URL (mail links would point to localhost)', () => {
    const error = expectConfigError(
      { NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET, SMTP_URL: 'smtp://mail.example:25' },
      'APP_URL',
    );
    expect(error.message).toMatch(/production/);
    expect(error.message).not.toContain('JWT_SECRET');
  });

  describe('production refuses insecure settings', () => {
    it('starts with a random secret, an https APP_URL and SMTP', () => {
      expect(loadConfig({ DATA_DIR: dataDir, ...production }).isProduction).toBe(true);
    });

    it.each([
      ['a secret of one character repeated', { JWT_SECRET: 'a'.repeat(64) }, 'JWT_SECRET'],
      ['a secret of a short repeated pattern', { JWT_SECRET: 'abcd'.repeat(16) }, 'JWT_SECRET'],
      ['a secret shorter than 32 characters', { JWT_SECRET: RANDOM_SECRET.slice(0, 31) }, 'JWT_SECRET'],
      ['an http APP_URL', { APP_URL: 'http://dream.example' }, 'APP_URL'],
      ['the file outbox instead of SMTP', { SMTP_URL: '' }, 'SMTP_URL'],
      ["the browser tests' clock control", { TEST_CLOCK_CONTROL: 'true' }, 'TEST_CLOCK_CONTROL'],
    ])('refuses %s, naming the variable', (_label, spoiled, variable) => {
      const error = expectConfigError({ ...production, ...spoiled }, variable);
      expect(error.message.split('\n')).toHaveLength(2);
    });

    it('allows the file outbox when MAIL_OUTBOX_IN_PRODUCTION=true says so', () => {
      const config = loadConfig({
        DATA_DIR: dataDir,
        ...production,
        SMTP_URL: '',
        MAIL_OUTBOX_IN_PRODUCTION: 'true',
      });
      expect(config.smtpUrl).toBeUndefined();
    });

    it('leaves development and tests alone (a test secret, http://localhost, the outbox)', () => {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).appUrl).toBe('http://localhost:3000');
    });

    it('turns the API documentation off in production unless API_DOCS=true', () => {
      expect(loadConfig({ DATA_DIR: dataDir, ...production }).apiDocs).toBe(false);
      expect(loadConfig({ DATA_DIR: dataDir, ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).apiDocs).toBe(true);
    });
  });

  describe('JWT_SECRET unset', () => {
    it('refuses to start in production', () => {
      const error = expectConfigError(
        { NODE_ENV: 'production', APP_URL: 'https://dream.example' },
        'JWT_SECRET',
      );
      expect(error.message).toMatch(/production/);
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    });

    it('in development, creates a secret in DATA_DIR/jwt-secret and keeps it across restarts', () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      const file = path.join(dataDir, 'jwt-secret');
      const stored = readFileSync(file, 'utf8');
      expect(stored.length).toBeGreaterThanOrEqual(32);
      expect(new TextDecoder().decode(first.jwtSecret)).toBe(stored);
      expect(statSync(file).mode & 0o077).toBe(0);

      const second = loadConfig({ DATA_DIR: dataDir });
      expect(second.jwtSecret).toEqual(first.jwtSecret);
    });

    it('in development, creates DATA_DIR when it does not exist yet', () => {
      const nested = path.join(dataDir, 'not', 'yet');
      loadConfig({ DATA_DIR: nested });
      expect(existsSync(path.join(nested, 'jwt-secret'))).toBe(true);
    });

    it.each([
      ['empty', ''],
      ['too short', 'abc\n'],
    ])('rejects a stored secret that is %s, naming JWT_SECRET', (_label, content) => {
      writeFileSync(path.join(dataDir, 'jwt-secret'), content);
      expect(expectConfigError({}, 'JWT_SECRET').message).toContain('jwt-secret');
    });

    it('gives each data directory its own secret', () => {
      const other = mkdtempSync(path.join(tmpdir(), 'dream-life-config-'));
      try {
        expect(loadConfig({ DATA_DIR: other }).jwtSecret).not.toEqual(
          loadConfig({ DATA_DIR: dataDir }).jwtSecret,
        );
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    });
  });

  it('picks the offline AI and demo payments by default, and the configured providers otherwise', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
    expect(defaults.ai.provider).toBe('offline');
    expect(defaults.payments.provider).toBe('demo');

    const gemini = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      GEMINI_API_KEY: 'k',
      OPENAI_BASE_URL: 'http://127.0.0.1:1/v1',
    });
    expect(gemini.ai).toMatchObject({
      provider: 'gemini',
      apiBase: 'https://generativelanguage.googleapis.com',
      models: [
        'gemini-flash-latest',
        'gemini-2.5-flash',
        'gemini-flash-lite-latest',
        'gemini-2.5-flash-lite',
      ],
    });
    const configured = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      GEMINI_API_KEY: 'k',
      GEMINI_MODELS: ' gemini-3.5-flash , gemini-3.1-flash-lite ',
    });
    expect(configured.ai).toMatchObject({ models: ['gemini-3.5-flash', 'gemini-3.1-flash-lite'] });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, GEMINI_API_KEY: 'k', GEMINI_MODELS: 'a b; c' }),
    ).toThrow(/GEMINI_MODELS/);
    const openai = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      OPENAI_BASE_URL: 'http://127.0.0.1:1/v1/',
    });
    expect(openai.ai).toMatchObject({ provider: 'openai', baseUrl: 'http://127.0.0.1:1/v1' });

    const paypal = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_PLAN_VISIONARY: 'P-V',
      PAYPAL_PLAN_LEGEND: 'P-L',
      PAYPAL_PLAN_VISIONARY_NO_TRIAL: 'P-V-NT',
      PAYPAL_PLAN_LEGEND_NO_TRIAL: 'P-L-NT',
      PAYPAL_PLAN_VISIONARY_STUDENT: 'P-V-ST',
      PAYPAL_PLAN_LEGEND_STUDENT: 'P-L-ST',
      PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL: 'P-V-ST-NT',
      PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL: 'P-L-ST-NT',
      PAYPAL_WEBHOOK_ID: 'WH',
      PAYPAL_MODE: 'live',
    });
    expect(paypal.payments).toMatchObject({ provider: 'paypal', apiBase: 'https://api-m.paypal.com' });
  });

  it('has job settings with sane defaults, converted to milliseconds, and refuses silly ones', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir }).jobs).toEqual({
      leaseMs: 30_000,
      pollMs: 1000,
      concurrency: 2,
      maxAttempts: 3,
      retryDelayMs: 5000,
      timeoutMs: 120_000,
    });
    expect(
      loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir, JOB_LEASE_SECONDS: '5', JOB_POLL_MS: '250' }).jobs,
    ).toMatchObject({ leaseMs: 5000, pollMs: 250 });
    expectConfigError({ JWT_SECRET: SECRET, JOB_LEASE_SECONDS: '0' }, 'JOB_LEASE_SECONDS');
    expectConfigError({ JWT_SECRET: SECRET, JOB_CONCURRENCY: 'many' }, 'JOB_CONCURRENCY');
    expectConfigError({ JWT_SECRET: SECRET, JOB_MAX_ATTEMPTS: '0' }, 'JOB_MAX_ATTEMPTS');
  });

  it('sheds load at a lagging event loop or a nearly full heap by default, and reads the limits in MB', () => {
    const defaults = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir }).overload;
    expect(defaults).toMatchObject({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      maxRssBytes: 0,
      maxInFlight: 0,
      retryAfterSeconds: 5,
    });
    expect(defaults.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    const set = loadConfig({
      JWT_SECRET: SECRET,
      DATA_DIR: dataDir,
      OVERLOAD_MAX_HEAP_USED_MB: '0',
      OVERLOAD_MAX_RSS_MB: '512',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.98',
    }).overload;
    expect(set).toMatchObject({
      maxHeapUsedBytes: 0,
      maxRssBytes: 512 * 1024 * 1024,
      maxEventLoopUtilization: 0.98,
    });
    expectConfigError(
      { JWT_SECRET: SECRET, OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '2' },
      'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION',
    );
  });

  it('refuses a half-configured PayPal, naming what is missing', () => {
    const error = expectConfigError(
      { JWT_SECRET: SECRET, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' },
      'PAYPAL_PLAN_VISIONARY',
    );
    expect(error.message).toContain('PAYPAL_WEBHOOK_ID:');
    expectConfigError({ JWT_SECRET: SECRET, PAYMENTS_PROVIDER: 'paypal' }, 'PAYPAL_CLIENT_ID');
  });

  it('in production, runs the demo provider only when PAYMENTS_PROVIDER=demo says so', () => {
    const { PAYMENTS_PROVIDER: _named, ...unnamed } = production;
    const error = expectConfigError(unnamed, 'PAYMENTS_PROVIDER');
    expect(error.message).toContain('PAYPAL_CLIENT_ID');
    const demo = loadConfig({ DATA_DIR: dataDir, ...production, PAYMENTS_PROVIDER: 'demo' });
    expect(demo.payments.provider).toBe('demo');
    // Named explicitly, the demo provider wins over PayPal variables left in the environment.
    const explicit = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PAYMENTS_PROVIDER: 'demo',
      PAYPAL_CLIENT_ID: 'id',
    });
    expect(explicit.payments.provider).toBe('demo');
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDER:/,
    );
  });
});
