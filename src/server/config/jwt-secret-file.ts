import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { secureDataDir } from '../data-folder';
import { configErrorFor } from './config-error';

/**
 * JWT_SECRET unset outside production (in production loadConfig refuses: a generated secret would
 * differ per instance and sign everyone out on each deploy). A random secret is created once and
 * kept in the data directory, so restarting `npm start` keeps people signed in.
 */
export function developmentJwtSecret(dataDir: string): string {
  secureDataDir(dataDir);
  const secretFile = path.join(dataDir, 'jwt-secret');
  if (!existsSync(secretFile)) createSecretFile(secretFile);
  const stored = readFileSync(secretFile, 'utf8').trim();
  // Same rule as for the variable: an empty or truncated file would otherwise give an empty
  // (signing fails) or a guessable HMAC key.
  if (stored.length < 32) {
    throw configErrorFor([
      `JWT_SECRET: unset, and ${secretFile} holds fewer than 32 characters (delete it to generate a new secret)`,
    ]);
  }
  return stored;
}

/**
 * The secret is written whole under a temporary name, flushed, and only then linked into place.
 * Written in place, a process killed mid-write (kill -9, the OOM killer, a power cut) left a short
 * jwt-secret, and every later start refused it until someone deleted the file by hand. link()
 * also refuses to replace an existing file, so of two processes starting at once on a new data
 * directory, both end up using the one secret that was linked first.
 */
function createSecretFile(secretFile: string) {
  const temporary = `${secretFile}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    const descriptor = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(descriptor, randomBytes(48).toString('base64url'));
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    linkSync(temporary, secretFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
