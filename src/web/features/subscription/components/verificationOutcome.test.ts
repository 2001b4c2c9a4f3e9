import { describe, expect, it } from 'vitest';
import type { SubscriptionVerification } from '#shared/payments';
import { successPageMessages } from '#shared/payments';
import { ApiError } from '#web/lib/api/apiError';
import { verificationOutcome } from './verificationOutcome';

const answer = (isActive: boolean, status: string) =>
  ({
    database: {
      isActive,
      status,
      planName: 'Visionary',
      isInTrial: false,
      paymentInfo: { nextBillingTime: null },
    },
  }) as SubscriptionVerification;

describe('success page state machine (docs/product.md §4)', () => {
  it('covers every state with the spec texts, polling only while pending', () => {
    expect(verificationOutcome(null, { data: undefined, error: null })).toMatchObject({
      message: successPageMessages.invalid,
      redirect: false,
    });
    expect(verificationOutcome('I-1', { data: undefined, error: null }).message).toBe(
      successPageMessages.verifying,
    );
    expect(verificationOutcome('I-1', { data: answer(true, 'ACTIVE'), error: null })).toMatchObject({
      message: successPageMessages.activated,
      redirect: true,
      polling: false,
    });
    for (const status of ['PENDING', 'APPROVAL_PENDING', 'APPROVED']) {
      expect(verificationOutcome('I-1', { data: answer(false, status), error: null })).toMatchObject({
        message: successPageMessages.pending,
        redirect: false,
        polling: true,
      });
    }
    expect(verificationOutcome('I-1', { data: answer(false, 'CANCELLED'), error: null })).toMatchObject({
      message: successPageMessages.inProgress,
      redirect: true,
    });
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x', fromServer: true });
    expect(verificationOutcome('I-1', { data: undefined, error: notFound })).toMatchObject({
      message: successPageMessages.completed,
      redirect: true,
    });
    const unreadable = new ApiError({ status: 200, code: 'BAD_RESPONSE', message: 'x', fromServer: false });
    expect(verificationOutcome('I-1', { data: undefined, error: unreadable })).toMatchObject({
      message: successPageMessages.unexpected,
      redirect: false,
    });
  });
});
