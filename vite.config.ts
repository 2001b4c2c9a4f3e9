import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './scripts/prerender-plugin.mjs';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.mjs';

const webRoot = path.resolve(import.meta.dirname, 'src/web');
const outDir = path.resolve(import.meta.dirname, 'dist/web');

// src/world is pure (docs/architecture.md §7) and the web reaches it through one door, #world,
// which also re-exports the offline writer. Saying its modules have no side effects lets the
// bundler drop what the page does not use (the writer and compromise) instead of shipping all of
// it; anything else keeps the default (decision 0101).
const worldIsPure = {
  treeshake: {
    moduleSideEffects: (id: string) => (id.includes('/src/world/') ? false : undefined),
  },
};

// The SPA lives in src/web and is served in production by the API process from dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // The service worker is written last: it lists the pages the prerender step writes.
  plugins: [
    react(),
    tailwindcss(),
    prerenderPlugin({ webRoot, outDir }),
    serviceWorkerPlugin({ webRoot, outDir }),
  ],
  // The #shared/#world/#server/#web aliases live in tsconfig.json's paths (docs/decisions/0038).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // Hidden from the landing page's budget check: report sizes, never inline assets as data URLs
    // that would need a looser CSP.
    assetsInlineLimit: 0,
    // The lazily loaded 3D scene (three.js + React Three Fiber) is one ~900 KB chunk by design;
    // scripts/check-bundle-size.mjs holds it to 400 KB gzip, so Vite's generic warning is noise.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: worldIsPure,
  },
  // The scene's workers (the framing judge) import the world's geometry through #world too.
  worker: { rolldownOptions: worldIsPure },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
