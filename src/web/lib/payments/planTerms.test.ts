import { describe, expect, it } from 'vitest';
import type { Subscription } from '#shared/payments';
import { findPlan } from '#shared/plans';
import { cancelTerms, checkoutTerms, planChangeTerms } from './planTerms';

const now = Date.parse('2026-11-27T12:00:00Z');
const subscription = (fields: Partial<Subscription>): Subscription => ({
  _id: 'sub-1',
  planId: 'visionary-plan',
  planName: 'Visionary',
  status: 'active',
  provider: 'demo',
  paypalSubscriptionId: 'DEMO-1',
  startDate: '2026-11-27T12:00:00Z',
  endDate: null,
  nextBillingTime: '2026-12-11T12:00:00Z',
  trialEndsAt: null,
  pendingPlanId: null,
  pendingPlanAt: null,
  createdAt: '2026-11-27T12:00:00Z',
  ...fields,
});
const legend = findPlan('legend-plan');
const visionary = findPlan('visionary-plan');
if (!legend || !visionary) throw new Error('plans missing');

/** Issue 31, items 9, 10 and 12: what the dialogs and the checkout say, exactly. */
describe('plan terms', () => {
  it('names the trial and the first charge at checkout', () => {
    expect(checkoutTerms(visionary, '2026-12-11T12:00:00Z')).toBe(
      'Free until December 11, then $14.99/month',
    );
    expect(checkoutTerms(legend, null)).toBe('$34.99/month, charged today');
  });

  it('a change in the trial starts now and says what unlocks today and when money moves', () => {
    expect(planChangeTerms(subscription({ trialEndsAt: '2026-12-11T12:00:00Z' }), legend, now)).toEqual({
      opening: 'You are in your free trial, so Legend starts now.',
      listLabel: 'Unlocked today:',
      features: [
        'Immersive mode: walk your world in VR and AR',
        'The private mirror effect: see yourself in your dream life',
        'HD snapshots and wallpapers of your world',
        'Priority support, answered in under 4 hours',
      ],
      closing: 'Your trial still ends on December 11; then Legend is $34.99/month.',
    });
  });

  it('after the trial a change waits for the next cycle and says what comes or goes on that day', () => {
    expect(planChangeTerms(subscription({}), legend, now)).toMatchObject({
      opening: 'Legend starts at your next billing cycle, on December 11, at $34.99/month.',
      listLabel: 'On that day you get:',
      closing: 'Until then you keep Visionary, and nothing more is charged today.',
    });
    const down = planChangeTerms(subscription({ planId: 'legend-plan', planName: 'Legend' }), visionary, now);
    expect(down).toMatchObject({ listLabel: 'On that day you no longer have:' });
    expect(down.features).toContain('HD snapshots and wallpapers of your world');
  });

  it('cancelling in the trial keeps the plan until its end; a booked change is said to be dropped', () => {
    expect(cancelTerms(subscription({ trialEndsAt: '2026-12-11T12:00:00Z' }), now)).toBe(
      'You keep Visionary until December 11; you will not be charged.',
    );
    expect(
      cancelTerms(subscription({ pendingPlanId: 'legend-plan', pendingPlanAt: '2027-01-11T12:00:00Z' }), now),
    ).toBe(
      'Your Visionary plan stops now and you will not be billed again. Your change to Legend on January 11 will not happen.',
    );
  });
});
