import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startApp } from '../bench/lib/processes';
import { requestJson } from './lib/http-client';

/**
 * Bundle and headers : a client built with every server secret in its environment
 * contains none of them, nor any internal URL; and the production server's pages and API answers
 * carry a CSP without inline script, frame-ancestors 'none', HSTS and nosniff.
 */

const canary = (label: string) => `canary${label}${randomBytes(8).toString('hex')}`;

/** Every secret and internal address src/server/config.ts reads, set to a value we can look for. */
const secrets = {
  JWT_SECRET: canary('jwtsecret').padEnd(40, 'x'),
  GEMINI_API_KEY: `AIza${canary('gemini')}`,
  OPENAI_API_KEY: `sk-${canary('openai')}`,
  PAYPAL_CLIENT_SECRET: canary('paypalsecret'),
  PAYPAL_WEBHOOK_ID: canary('webhookid'),
  DB_PASSWORD: canary('dbpassword'),
  REDIS_PASSWORD: canary('redispassword'),
  SMTP_PASSWORD: canary('smtppassword'),
  INTERNAL_HOST: `${canary('internalhost')}.internal`,
};
const buildEnvironment: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_SECRET: secrets.JWT_SECRET,
  APP_URL: 'https://dreamlife.example',
  DATABASE_URL: `postgres://dreamlife:${secrets.DB_PASSWORD}@db.${secrets.INTERNAL_HOST}:5432/dreamlife`,
  REDIS_URL: `redis://:${secrets.REDIS_PASSWORD}@redis.${secrets.INTERNAL_HOST}:6379`,
  SMTP_URL: `smtp://mailer:${secrets.SMTP_PASSWORD}@smtp.${secrets.INTERNAL_HOST}:587`,
  GEMINI_API_KEY: secrets.GEMINI_API_KEY,
  GEMINI_API_BASE: `https://gemini.${secrets.INTERNAL_HOST}`,
  OPENAI_API_KEY: secrets.OPENAI_API_KEY,
  OPENAI_BASE_URL: `http://llm.${secrets.INTERNAL_HOST}:11434/v1`,
  PAYPAL_CLIENT_ID: 'public-paypal-client-id',
  PAYPAL_CLIENT_SECRET: secrets.PAYPAL_CLIENT_SECRET,
  PAYPAL_WEBHOOK_ID: secrets.PAYPAL_WEBHOOK_ID,
  PAYPAL_PLAN_VISIONARY: 'P-VISIONARY',
  PAYPAL_PLAN_LEGEND: 'P-LEGEND',
  PAYPAL_PLAN_VISIONARY_NO_TRIAL: 'P-VISIONARY-NT',
  PAYPAL_PLAN_LEGEND_NO_TRIAL: 'P-LEGEND-NT',
  PAYPAL_PLAN_VISIONARY_STUDENT: 'P-VISIONARY-ST',
  PAYPAL_PLAN_LEGEND_STUDENT: 'P-LEGEND-ST',
  PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL: 'P-VISIONARY-ST-NT',
  PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL: 'P-LEGEND-ST-NT',
  PAYPAL_API_BASE: `https://paypal.${secrets.INTERNAL_HOST}`,
};

/** Shapes of secrets and internal URLs whatever their value. */
const genericPatterns: [string, RegExp][] = [
  ['a Postgres URL', /postgres(?:ql)?:\/\/[^\s"'`]/i],
  ['a Redis URL', /rediss?:\/\/[^\s"'`]/i],
  ['an SMTP URL with credentials', /smtps?:\/\/[^\s"'`/]+@/i],
  ['the local Postgres address', /127\.0\.0\.1:5432|localhost:5432/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an OpenAI-style key', /\bsk-[A-Za-z0-9_-]{20,}/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{30,}/],
];

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** A file's text as a browser would get it: .br and .gz decompressed. */
function readServed(file: string): string {
  const raw = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(raw).toString('latin1');
  if (file.endsWith('.gz')) return gunzipSync(raw).toString('latin1');
  return raw.toString('latin1');
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}\n${stderr}`)),
    );
  });
}

describe('the client built with every secret in its environment', () => {
  let copy: string;
  let files: string[];
  beforeAll(async () => {
    // A copy of the sources, so the build neither needs nor replaces this checkout's dist/.
    copy = mkdtempSync(path.join(tmpdir(), 'dream-life-bundle-'));
    for (const entry of ['src', 'scripts', 'package.json', 'vite.config.ts', 'tsconfig.json']) {
      cpSync(entry, path.join(copy, entry), { recursive: true });
    }
    symlinkSync(realpathSync('node_modules'), path.join(copy, 'node_modules'), 'dir');
    await run('npx', ['vite', 'build', '--logLevel', 'error'], copy, buildEnvironment);
    await run('node', ['scripts/compress-web.mjs'], copy, buildEnvironment);
    files = [...filesUnder(path.join(copy, 'dist', 'web'))];
  });
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('contains none of them, nor any internal URL or key, in any emitted file', () => {
    const textFiles = files.filter((file) =>
      /\.(?:js|mjs|css|html|json|map|txt|svg|webmanifest|xml|br|gz)$/.test(file),
    );
    const findings: string[] = [];
    for (const file of textFiles) {
      const text = readServed(file);
      const name = path.relative(copy, file);
      for (const [label, value] of Object.entries(secrets)) {
        if (text.includes(value)) findings.push(`${name}: ${label}`);
      }
      for (const [variable, value] of Object.entries(buildEnvironment)) {
        if (
          variable !== 'NODE_ENV' &&
          variable !== 'APP_URL' &&
          variable !== 'PAYPAL_CLIENT_ID' &&
          text.includes(value)
        ) {
          findings.push(`${name}: ${variable}`);
        }
      }
      for (const [label, pattern] of genericPatterns) {
        const match = pattern.exec(text);
        if (match)
          findings.push(`${name}: ${label} (${text.slice(Math.max(0, match.index - 40), match.index + 60)})`);
      }
    }
    const maps = files.filter((file) => file.endsWith('.map')).length;
    console.info(
      `[bundle] scanned ${textFiles.length} files (${files.length} emitted, ${maps} source maps, .br/.gz decompressed) ` +
        `for ${Object.keys(secrets).length} canaries, ${Object.keys(buildEnvironment).length - 3} configured values and ${genericPatterns.length} patterns: ` +
        `${findings.length} findings`,
    );
    expect(textFiles.some((file) => file.endsWith('.js'))).toBe(true);
    expect(textFiles.some((file) => file.endsWith('.js.br'))).toBe(true);
    expect(findings).toEqual([]);
  });
});

/** `script-src 'self'; …` → { 'script-src': ["'self'"], … } */
function parseCsp(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Any way a CSP source list lets inline or string-evaluated script run. */
const inlineAllowance =
  /^'(?:unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|nonce-.*|sha(?:256|384|512)-.*)'$/;

describe('the production server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startApp({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      APP_URL: 'https://dreamlife.example',
      PAYMENTS_PROVIDER: 'demo',
      // Production refuses the file outbox unless told (decision 0063); this server sends no mail.
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
    });
  });
  afterAll(() => server?.stop());

  it.each([
    ['the landing page (HTML)', '/'],
    ['an app route (HTML)', '/dashboard'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/auth/profile'],
    ['an unknown API path', '/api/no-such-route'],
  ])('sends a strict CSP, HSTS and nosniff on %s', async (_label, url) => {
    const response = await requestJson(server.baseUrl, 'GET', url);
    const csp = parseCsp(response.headers.get('content-security-policy'));
    const scriptSources = [
      ...(csp['script-src'] ?? csp['default-src'] ?? []),
      ...(csp['script-src-elem'] ?? []),
      ...(csp['script-src-attr'] ?? []),
    ];
    expect(scriptSources.length).toBeGreaterThan(0);
    expect(scriptSources.filter((source) => inlineAllowance.test(source))).toEqual([]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const hsts = response.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(hsts).toContain('includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves pages without inline script, which that CSP would block', async () => {
    for (const url of ['/', '/pricing', '/dashboard']) {
      const response = await requestJson(server.baseUrl, 'GET', url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = String(response.body);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      const inline = scripts.filter(
        ([, attributes = '', body = '']) =>
          !/\bsrc=/.test(attributes) &&
          !/type=["']application\/(?:ld\+)?json["']/.test(attributes) &&
          body.trim() !== '',
      );
      expect(inline.map(([tag]) => tag.slice(0, 120))).toEqual([]);
      expect(html).not.toMatch(/\son[a-z]+=["']/i);
    }
  });
});
