import { type SubscriptionVerification, successPageMessages } from '#shared/payments';
import { clientErrorCodes, isApiError } from '#web/lib/api/apiError';

export type VerificationOutcome =
  | { kind: 'invalid'; message: string; redirect: false; polling: false }
  | { kind: 'verifying'; message: string; redirect: false; polling: false }
  | {
      kind: 'active' | 'other' | 'completed' | 'unexpected';
      message: string;
      redirect: boolean;
      polling: false;
    }
  | { kind: 'pending'; message: string; redirect: false; polling: true };

/**
 * docs/product.md §4 "Success page" as a pure function of the id and the verification answer: missing id,
 * verifying, verify error (the generic completed message + redirect), active, PENDING (keeps
 * polling, no redirect) and any other status (activation in progress + redirect).
 */
export function verificationOutcome(
  subscriptionId: string | null,
  state: { data: SubscriptionVerification | undefined; error: unknown },
): VerificationOutcome {
  if (!subscriptionId) {
    return { kind: 'invalid', message: successPageMessages.invalid, redirect: false, polling: false };
  }
  const { data, error } = state;
  if (data) {
    const { database } = data;
    if (database.isActive) {
      return { kind: 'active', message: successPageMessages.activated, redirect: true, polling: false };
    }
    // PayPal's APPROVAL_PENDING and APPROVED are both "pending" here (spec: status PENDING).
    if (['PENDING', 'APPROVAL_PENDING', 'APPROVED'].includes(database.status.toUpperCase())) {
      return { kind: 'pending', message: successPageMessages.pending, redirect: false, polling: true };
    }
    return { kind: 'other', message: successPageMessages.inProgress, redirect: true, polling: false };
  }
  if (error) {
    // An answer the app cannot read is the spec's unexpected error; any API failure (success
    // false) is the generic completed message and the redirect.
    if (isApiError(error) && error.code === clientErrorCodes.badResponse) {
      return { kind: 'unexpected', message: successPageMessages.unexpected, redirect: false, polling: false };
    }
    return { kind: 'completed', message: successPageMessages.completed, redirect: true, polling: false };
  }
  return { kind: 'verifying', message: successPageMessages.verifying, redirect: false, polling: false };
}
