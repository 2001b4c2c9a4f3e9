import { createHash } from 'node:crypto';
import type { Answers } from '#shared/questionnaire';
import { worldSpecVersion } from '#shared/worldSpec';

/**
 * Identifies the answers a world is built from: the same answers (in any key order, with unset
 * and empty answers alike) give the same hash, so "generate" with nothing changed returns the
 * existing world. The WorldSpec version is part of it: a new spec version means a new world.
 */
export function answersHash(answers: Answers): string {
  const entries = Object.entries(answers)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([worldSpecVersion, entries]))
    .digest('hex');
}
