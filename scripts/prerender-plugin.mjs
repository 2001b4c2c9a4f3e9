// Build-time prerendering of the marketing pages (docs/decisions/0020). After the client build
// has written dist/web, a second, server-side Vite build bundles src/web/prerender.tsx; each page
// it lists is rendered into a copy of the built index.html, with the page's title, and written to
// dist/web/prerendered/<file>. Every other page of the route table gets a copy of index.html with
// its static header shell, at dist/web/routes/<path>.html (docs/decisions/0033, 0036). Both load
// their scripts the same way: /hydrate.js fetches the entry and the page's own chunks together,
// right after the first paint. scripts/compress-web.mjs then compresses those files like the rest.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html's root, whose static header shell ends with this marker. */
const rootPattern = /<div id="root">[\s\S]*?<!--\/app-shell--><\/div>/;

/**
 * @param {{ webRoot: string, outDir: string }} options the SPA's Vite root (src/web) and where
 *   the client build writes (dist/web).
 * @returns {import('vite').Plugin}
 */
export function prerenderPlugin({ webRoot, outDir }) {
  return {
    name: 'dream-life:prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    // Vite writes the manifest only to find the pages' chunks; it is removed afterwards.
    config: () => ({ build: { manifest: true } }),
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const serverOutDir = path.join(outDir, '..', '.prerender');
        await build({
          configFile: false,
          root: webRoot,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: path.join(webRoot, 'prerender.tsx'),
            outDir: serverOutDir,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        try {
          const prerender = await import(pathToFileURL(path.join(serverOutDir, 'prerender.mjs')).href);
          const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          if (!rootPattern.test(template)) throw new Error('index.html lost its <!--/app-shell--> marker');
          // What index.html loads already (the entry and its imports) is not preloaded twice.
          const chunksOf = async (/** @type {string} */ pagePath) =>
            prerender.pageOnlyChunks(
              manifest,
              prerender.pageModuleKey(manifest, await prerender.pageComponentName(pagePath)),
            );
          await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
          for (const page of prerender.prerenderedPages) {
            const { html, title } = await prerender.renderPage(page.path);
            const document = prerender
              .withDeferredScripts(template, await chunksOf(page.path))
              .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
              .replace(
                rootPattern,
                () => `<div id="root" data-prerendered="${escapeHtml(page.path)}">${html}</div>`,
              );
            await writeFile(path.join(outDir, 'prerendered', page.file), document);
          }
          for (const page of prerender.pageShells) {
            const file = path.join(outDir, prerender.pageShellFolder, page.file);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, prerender.withDeferredScripts(template, await chunksOf(page.path)));
          }
          await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
        } finally {
          await rm(serverOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
