import { buildParts, clearStamp, isCurrent, writeStamp } from './build-inputs.mjs';
import { run } from './run.mjs';

/** Where the server finds the image (src/server/paths.ts names the same file). */
const pgliteImageFile = 'dist/pglite/migrated.tar';

/**
 * Makes what is out of date: the app unless `force` is false and its inputs are those of the last
 * build, then the PGlite image unless its inputs are unchanged. Resolves with an exit code.
 * @param {{ force: boolean }} options
 * @returns {Promise<number>}
 */
export async function buildApp({ force }) {
  const app = buildParts.app.inputs();
  if (force || !isCurrent(buildParts.app, app)) {
    if (!force) console.info('The sources changed since the last build: building…');
    clearStamp(buildParts.app);
    for (const script of ['build:web', 'build:server']) {
      const code = await run('npm', ['run', script, '--silent']);
      if (code !== 0) return code;
    }
    writeStamp(buildParts.app, app);
  }
  const image = buildParts.pgliteImage.inputs();
  if (!isCurrent(buildParts.pgliteImage, image)) {
    clearStamp(buildParts.pgliteImage);
    const code = await run('node', ['dist/server/write-pglite-image.js', pgliteImageFile]);
    if (code !== 0) return code;
    writeStamp(buildParts.pgliteImage, image);
  }
  return 0;
}
