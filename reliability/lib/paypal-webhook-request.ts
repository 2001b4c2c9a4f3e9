import fc from 'fast-check';
import { webhookHeaders } from '#server/modules/payments/test/fake-paypal-server';
import type { FuzzRequest } from './fuzz-request';
import { hostileKey, hostileString, hostileValue, malformedJsonTexts } from './hostile-values';

/** Event types PayPal sends and the service treats differently, plus ones it does not know. */
const eventTypes = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'PAYMENT.SALE.COMPLETED',
  'PAYMENT.SALE.REFUNDED',
  'BILLING.SUBSCRIPTION.',
  'CHECKOUT.ORDER.APPROVED',
];

/**
 * PayPal webhook deliveries, signed over their exact text the way the fake PayPal verifies (so they
 * get past the signature check into the event handling) or with the signature or headers broken.
 * `subscriptionIds` are PayPal ids the fake knows, so events name real subscriptions too.
 */
export function paypalWebhookArbitrary(subscriptionIds: string[]): fc.Arbitrary<FuzzRequest> {
  const resourceId = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...subscriptionIds) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileValue },
  );
  const resource = fc.oneof(
    fc.record({ id: resourceId }, { requiredKeys: [] }),
    fc.record({ id: resourceId, billing_agreement_id: resourceId }, { requiredKeys: [] }),
    fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }),
  );
  const event = fc.record({
    id: fc.oneof(
      fc.uuid().map((id) => `WH-${id}`),
      hostileString,
      hostileValue,
    ),
    event_type: fc.oneof(fc.constantFrom(...eventTypes), hostileString),
    resource: fc.oneof({ weight: 8, arbitrary: resource }, { weight: 1, arbitrary: hostileValue }),
  });
  const text = fc.oneof(
    { weight: 9, arbitrary: event.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...malformedJsonTexts) },
  );
  const signing = fc.constantFrom('signed', 'signature forged', 'headers missing', 'signed other text');
  return fc.tuple(text, signing, fc.ipV4()).map(([payload, how, remoteAddress]) => {
    const signed = webhookHeaders(payload);
    const headers: Record<string, string> =
      how === 'signed'
        ? signed
        : how === 'signature forged'
          ? { ...signed, 'paypal-transmission-sig': 'forged' }
          : how === 'signed other text'
            ? webhookHeaders(`${payload} `)
            : { 'content-type': 'application/json' };
    return {
      operation: 'POST /api/payments/webhooks/paypal (PayPal configured)',
      mutation: how,
      identity: 'anonymous',
      method: 'POST',
      url: '/api/payments/webhooks/paypal',
      headers,
      payload,
      remoteAddress,
    };
  });
}
