// Bundles the server into dist/server/main.js, and the command that writes the migrated PGlite
// image (decision 0117) into dist/server/write-pglite-image.js. Dependencies stay external (they
// are installed); only our own TypeScript, including src/shared, is compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'write-pglite-image': 'src/server/cli/write-pglite-image.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
