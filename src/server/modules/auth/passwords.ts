import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from './concurrency-limit';

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane). Argon2id is the
 * library's default algorithm; the parameters are encoded in each hash, so raising them later
 * still verifies old hashes.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run at most one per core but one at a time, leaving a core to serve requests.
 * Unbounded, a burst of logins filled the libuv pool (4 threads) with argon2 runs: on 2 cores they
 * starved the event loop, and every other request's latency rose with the login rate
 * (bench: GET /api/auth/profile p99 with 50 logins/s in the background). Waiting logins queue
 * here, cheaply; unknown emails take the same queue, so the wait reveals nothing either.
 */
export const passwordHashingConcurrency = Math.max(1, availableParallelism() - 1);
const limitHashing = createConcurrencyLimit(passwordHashingConcurrency);

export function hashPassword(password: string): Promise<string> {
  return limitHashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limitHashing(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password. Login runs it for unknown emails so that the
 * response time does not reveal which emails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dream-life-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
