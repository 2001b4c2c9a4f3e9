// What each part of the build is made from, as one content hash, so `npm start` and `npm run build`
// redo a part only when something it is made from changed (decision 0117). A hash of contents,
// not of modification times: a fresh clone, a `git checkout` or a copy all give the same hash for
// the same sources.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Tests are never bundled: editing one must not cost a rebuild. */
const notBuilt = /\.test\.tsx?$/;

/**
 * Every file under `entry` (a file or a folder; nothing when it is absent), as paths relative to
 * the project, sorted.
 * @param {string} entry
 * @returns {string[]}
 */
function filesOf(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && !notBuilt.test(item.name))
    .map((item) => path.join(item.parentPath, item.name))
    .sort();
}

/**
 * The version of an installed package, or 'absent'.
 * @param {string} name
 */
function installedVersion(name) {
  const file = path.join('node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : 'absent';
}

/**
 * A sha256 over the named files' paths and contents, and over `extra` lines (versions, settings).
 * @param {readonly string[]} entries files or folders, relative to the project root
 * @param {readonly string[]} [extra]
 */
function hashOf(entries, extra = []) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(filesOf)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const line of extra) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/**
 * The parts of the build, each with what it is made from and the stamp that records the hash of
 * those inputs when it was last made. The app (web + server) is made from the sources, the build
 * scripts and configuration, the installed packages (package-lock.json) and the VITE_* settings
 * that Vite writes into the bundle. The PGlite image is made from the migrations by the installed
 * PGlite and drizzle only.
 */
export const buildParts = {
  app: {
    stamp: 'dist/.app-inputs',
    outputs: ['dist/web/index.html', 'dist/server/main.js', 'dist/server/write-pglite-image.js'],
    inputs: () =>
      hashOf(
        ['src', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'],
        Object.entries(process.env)
          .filter(([name]) => name.startsWith('VITE_'))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, value]) => `${name}=${value}`),
      ),
  },
  pgliteImage: {
    stamp: 'dist/pglite/.image-inputs',
    outputs: ['dist/pglite/migrated.tar'],
    inputs: () =>
      hashOf(
        ['src/server/db/migrations', 'src/server/db/pglite-image.ts', 'src/server/cli/write-pglite-image.ts'],
        ['@electric-sql/pglite', 'drizzle-orm'].map((name) => `${name}@${installedVersion(name)}`),
      ),
  },
};

/**
 * Whether the part's outputs exist and its stamp records exactly these inputs.
 * @param {{ stamp: string, outputs: readonly string[] }} part
 * @param {string} inputs
 */
export function isCurrent(part, inputs) {
  return (
    part.outputs.every((output) => existsSync(output)) &&
    existsSync(part.stamp) &&
    readFileSync(part.stamp, 'utf8').trim() === inputs
  );
}

/**
 * Forgets what the part was made from, before making it again: a build that fails half-way must
 * not leave a stamp that the old sources, restored, would match.
 * @param {{ stamp: string }} part
 */
export function clearStamp(part) {
  rmSync(part.stamp, { force: true });
}

/**
 * Records that the part is now made from these inputs (written only after it was made).
 * @param {{ stamp: string }} part
 * @param {string} inputs
 */
export function writeStamp(part, inputs) {
  mkdirSync(path.dirname(part.stamp), { recursive: true });
  writeFileSync(part.stamp, `${inputs}\n`);
}
