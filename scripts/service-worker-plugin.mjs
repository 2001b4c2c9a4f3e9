// Writes the service worker, dist/web/sw.js (docs/decisions/0077), after the client build and the
// prerender step have written every page: esbuild bundles src/web/service-worker/sw.ts with this
// build's version and file lists (scripts/lib/precache.mjs) in place of `__DREAM_LIFE_SW__`.
// A new build changes those lists, so browsers see a new /sw.js and install the new version.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { precacheManifest } from './lib/precache.mjs';

/**
 * @param {{ webRoot: string, outDir: string }} options the SPA's Vite root (src/web) and where the
 *   client build writes (dist/web).
 * @returns {import('vite').Plugin}
 */
export function serviceWorkerPlugin({ webRoot, outDir }) {
  return {
    name: 'dream-life:service-worker',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    closeBundle: {
      // After the prerender plugin's closeBundle (listed before this one), which writes the pages.
      sequential: true,
      order: 'post',
      async handler() {
        const manifest = precacheManifest(outDir);
        const version = createHash('sha256');
        for (const url of manifest.precache.filter((file) => !manifest.pages.includes(file)))
          version.update(url).update(readFileSync(path.join(outDir, url)));
        for (const url of manifest.assets) version.update(url);
        await build({
          entryPoints: [path.join(webRoot, 'service-worker', 'sw.ts')],
          outfile: path.join(outDir, 'sw.js'),
          bundle: true,
          format: 'iife',
          platform: 'browser',
          target: 'es2022',
          minify: true,
          legalComments: 'none',
          tsconfig: path.resolve(webRoot, '../../tsconfig.json'),
          define: {
            __DREAM_LIFE_SW__: JSON.stringify({ version: version.digest('hex').slice(0, 16), ...manifest }),
          },
          logLevel: 'warning',
        });
      },
    },
  };
}
