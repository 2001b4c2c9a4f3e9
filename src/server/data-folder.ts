import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Only the server's own user may list or enter the data folder (decision 0060). */
export const DATA_DIR_MODE = 0o700;
/** Only the server's own user may read or write what lies in it: database, secret, outbox. */
export const DATA_FILE_MODE = 0o600;

/**
 * Makes DATA_DIR private: created 0700, or made 0700 (with every folder in it) and every file in
 * it 0600 when it already exists, as data folders made by earlier versions held world-writable
 * database files (0666 under a 0 umask). The process umask becomes 077, so the files PGlite, the
 * secret and the outbox create from now on are private too: PGlite creates files through its own
 * file system layer with a mode of 0666, which no option of ours reaches.
 *
 * Symbolic links are left alone (never followed): a link planted in the folder must not make us
 * change the mode of a file elsewhere.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  restrictTree(dataDir);
}

function restrictTree(folder: string): void {
  chmodSync(folder, DATA_DIR_MODE);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) restrictTree(entryPath);
    else if (entry.isFile() && (lstatSync(entryPath).mode & 0o777) !== DATA_FILE_MODE) {
      chmodSync(entryPath, DATA_FILE_MODE);
    }
  }
}
