import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageShellFileFor, pageShellFolder } from '#shared/pageShells';
import { prerenderedFileFor, prerenderedFolder, prerenderedPages } from '#shared/prerenderedPages';
import { webDistFolder } from '../paths';
import { sendNotFound } from './errors';

export const isWebBuilt = (root = webDistFolder) => existsSync(path.join(root, 'index.html'));

/** `/assets/app-1a2b.js`, `/favicon.ico`: a path whose last segment names a file. */
const looksLikeFile = (url: string) => /\.[^/]*$/.test(url.split('?')[0] ?? '');

/**
 * Serves the built SPA from dist/web: hashed assets cached for a year, index.html never cached,
 * and any other GET or HEAD of a page path answered with index.html so deep links (/dashboard,
 * /reset-password?token=…) work on reload. The prerendered pages (/, /aboutus, /pricing, /contact,
 * /results, /subscribe…) are answered with their HTML instead when the build made it and the query
 * does not change their first render (docs/decisions/0020, 0097),
 * and each other page of the route table with its copy of index.html that also lists the page's own
 * chunks for /hydrate.js (docs/decisions/0033, 0036).
 * Missing files, other methods and unknown /api paths get the JSON 404.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, options: { root?: string }) {
    const root = options.root ?? webDistFolder;
    // Found once at start, like the static files: a build without them serves index.html.
    const builtPrerenderedFiles = new Set(
      prerenderedPages
        .map((page) => `${prerenderedFolder}/${page.file}`)
        .filter((file) => existsSync(path.join(root, file))),
    );
    const prerenderedFile = (url: string) => {
      const [pathname = '', query = ''] = url.split('?', 2);
      const file = prerenderedFileFor(pathname, new URLSearchParams(query));
      const relative = file && `${prerenderedFolder}/${file}`;
      return relative && builtPrerenderedFiles.has(relative) ? relative : undefined;
    };
    // The client-rendered pages' copies of index.html, found once like the prerendered pages. Only
    // files listed here are ever sent, so a crafted path cannot reach another one.
    const shellRoot = path.join(root, pageShellFolder);
    const builtPageShells = new Set(
      existsSync(shellRoot)
        ? readdirSync(shellRoot, { recursive: true, encoding: 'utf8' })
            .filter((file) => file.endsWith('.html'))
            .map((file) => `${pageShellFolder}/${file.split(path.sep).join('/')}`)
        : [],
    );
    const pageShellFile = (url: string) => {
      const file = pageShellFileFor(url.split('?')[0] ?? '');
      const relative = file && `${pageShellFolder}/${file}`;
      return relative && builtPageShells.has(relative) ? relative : undefined;
    };
    await app.register(fastifyStatic, {
      root,
      // One route per built file, found at start: `/` and deep links fall through to the
      // not-found handler below (a wildcard route would answer `/` with a directory 403).
      wildcard: false,
      index: false,
      // Serves the .br/.gz files scripts/compress-web.mjs writes at build time when the browser
      // accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Without this, send's own `Cache-Control: public, max-age=0` replaced the header set in
      // setHeaders, so hashed assets were never cached and index.html was not `no-cache`.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL has a brotli, a gzip and a plain body: caches must key on the encoding.
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      // A missing file (often a hashed asset of the previous deploy) must stay a 404: answered
      // with index.html, the browser got HTML with status 200 where it expected a script.
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api') &&
        !looksLikeFile(request.url);
      if (!wantsPage) return sendNotFound(request, reply);
      reply.header('Cache-Control', 'no-cache');
      const page = prerenderedFile(request.url) ?? pageShellFile(request.url) ?? 'index.html';
      return reply.type('text/html').sendFile(page);
    });
  },
  { name: 'web' },
);
