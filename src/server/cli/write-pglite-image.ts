import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeMigratedPgliteImage } from '#server/db/pglite-image';

/**
 * `node dist/server/write-pglite-image.js <file>`, run by the build (scripts/lib/build.mjs): writes
 * the migrated PGlite image that a new data folder starts from instead of running initdb and every
 * migration at its first start (decision 0117). Written under a temporary name and renamed, so a
 * build stopped half-way never leaves a cut image for the server to load.
 */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: write-pglite-image <file>');
  await mkdir(path.dirname(file), { recursive: true });
  const image = await makeMigratedPgliteImage();
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, new Uint8Array(await image.arrayBuffer()));
  await rename(temporary, file);
}

await main();
