import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found by walking up from this module to package.json. The server runs both
 * from source (tsx, vitest) and bundled into dist/server, so a fixed relative path would be wrong
 * in one of the two.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const webDistFolder = path.join(projectRoot, 'dist/web');
/** The migrated PGlite image a new data folder starts from, written by the build (decision 0117). */
export const pgliteImageFile = path.join(projectRoot, 'dist/pglite/migrated.tar');
