import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../test/assertions';
import errorsPlugin, { sendNotFound } from './errors';
import webPlugin from './web';

/** The SPA plugin on a small fake build, next to an /api scope like the app's. */
let root: string;
let app: FastifyInstance;
const INDEX = '<!doctype html><title>Dream Life</title>';
/** What the build's prerender writes for each marketing page (docs/decisions/0020). */
const prerendered = {
  '/': 'index.html',
  '/aboutus': 'aboutus.html',
  '/pricing': 'pricing.html',
  '/contact': 'contact.html',
  '/subscribe': 'subscribe.html',
} as const;
const headings = {
  '/': 'Step into the life you dream of',
  '/aboutus': 'We help people see their future',
  '/pricing': 'Choose the plan for your dream',
  '/contact': 'We would love to hear from you',
  '/subscribe': 'Choose the plan for your dream life',
} as const;
/** What the build writes for a client-rendered page (docs/decisions/0033, 0036): index.html + its chunks. */
const shellHtml = (chunk: string) =>
  `<!doctype html><title>Dream Life</title><script type="module" src="/hydrate.js" data-modules="/assets/index-1.js /assets/${chunk}-1.js"></script>`;
const shells = {
  '/questionnaire': 'questionnaire.html',
  '/subscription/success': 'subscription/success.html',
} as const;
/** A prerendered page whose `?next=` changes its first render also gets a shell (decision 0097). */
const subscribeShell = 'subscribe.html';
const prerenderedHtml = (heading: string) =>
  `<!doctype html><title>Dream Life</title><div id="root" data-prerendered><h1>${heading}</h1></div>`;

beforeAll(async () => {
  const base = await mkdtemp(path.join(tmpdir(), 'dream-life-web-'));
  root = path.join(base, 'web');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), INDEX);
  await mkdir(path.join(root, 'prerendered'), { recursive: true });
  for (const [page, file] of Object.entries(prerendered)) {
    const html = prerenderedHtml(headings[page as keyof typeof headings]);
    await writeFile(path.join(root, 'prerendered', file), html);
    // Stands in for the brotli copy scripts/compress-web.mjs writes next to it.
    await writeFile(path.join(root, 'prerendered', `${file}.br`), `BROTLI:${html}`);
  }
  for (const [page, file] of Object.entries(shells)) {
    const html = shellHtml(page.slice(1));
    await mkdir(path.dirname(path.join(root, 'routes', file)), { recursive: true });
    await writeFile(path.join(root, 'routes', file), html);
    await writeFile(path.join(root, 'routes', `${file}.br`), `BROTLI:${html}`);
  }
  await writeFile(path.join(root, 'routes', subscribeShell), shellHtml('subscribe'));
  await writeFile(path.join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(root, 'assets', 'big-5678.js'), 'console.log("uncompressed")');
  await writeFile(path.join(root, 'assets', 'big-5678.js.br'), 'BROTLI-BYTES');
  await writeFile(path.join(root, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(base, 'secret.txt'), 'outside the web root');

  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendNotFound);
      api.get('/health', async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { root });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(path.dirname(root), { recursive: true, force: true });
});

describe('the SPA', () => {
  it.each([
    '/dashboard',
    '/reset-password?token=abc',
    '/pricing/',
    '/aboutus/team',
    '/Contact',
    // A page's copy of index.html answers its exact path only; React Router still shows the page.
    '/questionnaire/',
    '/Questionnaire',
    '/questionnaire/extra',
    '/subscription',
  ])('answers GET %s with index.html, never cached', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it.each(Object.keys(headings) as (keyof typeof headings)[])(
    'answers GET %s with its prerendered HTML, never cached',
    async (page) => {
      for (const url of [page, `${page}?utm_source=mail`]) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(prerenderedHtml(headings[page]));
        expect(response.body).toContain(`<h1>${headings[page]}</h1>`);
      }
    },
  );

  it.each(Object.keys(shells) as (keyof typeof shells)[])(
    'answers GET %s with its copy of index.html that preloads its chunks, never cached',
    async (page) => {
      for (const url of [page, `${page}?token=abc&subscription_id=I-1`]) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(shellHtml(page.slice(1)));
      }
    },
  );

  it.each(['/subscribe?next=results', '/subscribe?plan=legend-plan&next=results'])(
    'answers GET %s with the page’s client-rendered copy: the HTML has no note for `next`',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(shellHtml('subscribe'));
    },
  );

  it('sends a page’s copy of index.html precompressed when the browser accepts it', async () => {
    const response = await app.inject({
      url: '/subscription/success?subscription_id=I-1',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe(`BROTLI:${shellHtml('subscription/success')}`);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD on a page with a copy of index.html like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/questionnaire' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('sends a prerendered page precompressed when the browser accepts it', async () => {
    const response = await app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe(`BROTLI:${prerenderedHtml(headings['/aboutus'])}`);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['POST', '/aboutus'],
    ['DELETE', '/'],
  ] as const)('answers %s %s with the JSON 404, not the page', async (method, url) => {
    expectErrorEnvelope(await app.inject({ method, url }), 404, 'NOT_FOUND');
  });

  it('answers HEAD on a deep link like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('sends the precompressed file the browser accepts, and says it varies by encoding', async () => {
    const brotli = await app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('BROTLI-BYTES');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("uncompressed")');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves built files, hashed assets as immutable', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *');
  });

  it.each(['/assets/app-old.js', '/assets/missing.css', '/favicon.ico', '/logo.png'])(
    'answers a missing file %s with a 404, not with index.html',
    async (url) => {
      // A stale hashed asset answered with index.html (200, text/html) made the browser fail on
      // a MIME type error instead of a clean 404.
      expectErrorEnvelope(await app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    },
  );

  it.each([
    ['POST', '/dashboard'],
    ['PUT', '/'],
    ['DELETE', '/dashboard'],
    ['GET', '/api/nope'],
    ['HEAD', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
  ] as const)('answers %s %s with the JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    if (method !== 'HEAD') expectErrorEnvelope(response, 404, 'NOT_FOUND');
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt'])(
    'never serves a file outside the build for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('outside the web root');
    },
  );
});

describe('a build without prerendered pages or page copies', () => {
  it('answers the marketing and app paths with index.html', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'dream-life-web-plain-'));
    await writeFile(path.join(base, 'index.html'), INDEX);
    const plain = Fastify({ logger: false });
    await plain.register(errorsPlugin);
    await plain.register(webPlugin, { root: base });
    try {
      for (const url of [...Object.keys(prerendered), ...Object.keys(shells)]) {
        const response = await plain.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX);
      }
    } finally {
      await plain.close();
      await rm(base, { recursive: true, force: true });
    }
  });
});
