// Bundles the server into dist/server/main.js. Dependencies stay external (they are installed);
// only our own TypeScript, including src/shared, is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
