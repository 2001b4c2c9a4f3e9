import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createFileOnce, secureDataDir } from '../data-folder';
import { configErrorFor } from './config-error';

/**
 * JWT_SECRET unset outside production (in production loadConfig refuses: a generated secret would
 * differ per instance and sign everyone out on each deploy). A random secret is created once and
 * kept in the data directory, so restarting `npm start` keeps people signed in.
 */
export function developmentJwtSecret(dataDir: string): string {
  secureDataDir(dataDir);
  const secretFile = path.join(dataDir, 'jwt-secret');
  // Written whole and linked into place (createFileOnce): never a cut secret, one per folder.
  if (!existsSync(secretFile)) createFileOnce(secretFile, () => randomBytes(48).toString('base64url'));
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
