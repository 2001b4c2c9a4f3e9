import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
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

/**
 * Creates `file` holding `content()` unless it exists, for secrets generated once into the data
 * folder (the development JWT secret, the VAPID keys). The content is written whole under a
 * temporary name, flushed, and only then linked into place: written in place, a process killed
 * mid-write (kill -9, the OOM killer, a power cut) left a cut file that every later start refused.
 * link() also refuses to replace an existing file, so of two processes starting at once on a new
 * data folder, both end up reading the one file that was linked first.
 */
export function createFileOnce(file: string, content: () => string): void {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    const descriptor = openSync(temporary, 'wx', DATA_FILE_MODE);
    try {
      writeSync(descriptor, content());
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
