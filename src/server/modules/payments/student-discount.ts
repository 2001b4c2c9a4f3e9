import type { Database } from '#server/db/client';
import { createPaymentsRepository } from './repository';
import { trialKeyOf } from './trial-memory';

/**
 * Support grants a student the 50% price (decision 0058), from the command line
 * (src/server/cli/grant-student-discount.ts). False when no account has the email.
 */
export function grantStudentDiscount(
  db: Database,
  jwtSecret: Uint8Array,
  email: string,
  note: string | null,
): Promise<boolean> {
  return createPaymentsRepository(db, trialKeyOf(jwtSecret)).grantDiscount(email, note);
}
