import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PaymentsConfig, PaypalPlanVariant } from '#server/config';
import type { PaidPlanId } from '#shared/payments';
import type { PriceKind } from '#shared/plans';
import type { CustomIds } from '../custom-id';
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefusedError,
  type ProviderSubscription,
  ProviderUnavailableError,
  type WebhookHeaders,
} from './provider';

type PaypalConfig = Extract<PaymentsConfig, { provider: 'paypal' }>;

const requestTimeoutMs = 10_000;
/** Renew the OAuth token this long before PayPal says it expires, so no call races its expiry. */
const tokenRenewMarginMs = 60_000;

const tokenResponseSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

/** "14.99" → 1499, exactly (no float): PayPal sends amounts as decimal text. */
export function centsOf(value: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

const subscriptionResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  plan_id: z.string().optional(),
  plan_overridden: z.boolean().optional(),
  custom_id: z.string().optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      last_payment: z.object({ amount: moneySchema, time: z.string().optional() }).optional(),
      cycle_executions: z
        .array(
          z.object({
            tenure_type: z.string(),
            cycles_completed: z.number().optional(),
            total_cycles: z.number().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});

const verifyResponseSchema = z.object({ verification_status: z.string() });

const reviseResponseSchema = z.object({
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});

const transactionsResponseSchema = z.object({
  transactions: z
    .array(
      z.object({
        id: z.string(),
        status: z.string(),
        amount_with_breakdown: z.object({ gross_amount: moneySchema }),
        time: z.string(),
      }),
    )
    .optional(),
});

/** Hosts PayPal serves its webhook signing certificates from (live and sandbox). */
const paypalCertHosts = new Set([
  'api.paypal.com',
  'api-m.paypal.com',
  'api.sandbox.paypal.com',
  'api-m.sandbox.paypal.com',
]);
/** PayPal retries a delivery for days, but each retry is signed anew with a fresh time. */
const transmissionMaxAgeMs = 3600_000;

const signatureHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * Cheap checks before asking PayPal to verify anything, so junk posted to the public webhook costs
 * no PayPal call: every signature header present, a transmission time within an hour of now, and a
 * certificate URL on PayPal's API host (or the configured API base, e.g. a test server).
 */
function webhookHeaderProblem(
  values: Record<keyof typeof signatureHeaders, string | undefined>,
  apiBase: string,
): string | null {
  for (const [field, header] of Object.entries(signatureHeaders)) {
    const value = values[field as keyof typeof signatureHeaders];
    if (!value || value.length > 2048) return `${header}: missing or too long`;
  }
  const sent = Date.parse(values.transmission_time ?? '');
  if (Number.isNaN(sent) || Math.abs(Date.now() - sent) > transmissionMaxAgeMs) {
    return 'paypal-transmission-time: not a time within the last hour';
  }
  let certUrl: URL;
  try {
    certUrl = new URL(values.cert_url ?? '');
  } catch {
    return 'paypal-cert-url: not a URL';
  }
  const onPaypal = certUrl.protocol === 'https:' && paypalCertHosts.has(certUrl.hostname);
  if (!onPaypal && certUrl.origin !== new URL(apiBase).origin) {
    return 'paypal-cert-url: not a PayPal certificate URL';
  }
  return null;
}

/** A subscription is in its trial while a TRIAL billing cycle still has cycles to run. */
function inTrial(billing: z.infer<typeof subscriptionResponseSchema>['billing_info']): boolean {
  return (billing?.cycle_executions ?? []).some(
    (cycle) =>
      cycle.tenure_type === 'TRIAL' &&
      cycle.total_cycles !== undefined &&
      cycle.total_cycles > 0 &&
      (cycle.cycles_completed ?? 0) < cycle.total_cycles,
  );
}

/**
 * PayPal Subscriptions over REST: an OAuth client-credentials token (cached until shortly before
 * it expires, one request shared by concurrent callers), subscription lookup and cancel, and
 * webhook signature verification. Ownership is the server-signed custom_id (custom-id.ts).
 * `fetchImpl` is only swapped in tests of timeouts.
 */
export function createPaypalProvider(
  config: PaypalConfig,
  customIds: CustomIds,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  let cachedToken: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(`${config.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`PayPal did not answer: ${(error as Error).message}`);
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const parsed = tokenResponseSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw new ProviderUnavailableError(`PayPal refused the OAuth token request (${response.status})`);
    }
    cachedToken = {
      value: parsed.data.access_token,
      renewAt: Date.now() + parsed.data.expires_in * 1000 - tokenRenewMarginMs,
    };
    return cachedToken.value;
  }

  async function accessToken(): Promise<string> {
    if (cachedToken && Date.now() < cachedToken.renewAt) return cachedToken.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** An authorised API call; a 401 (token revoked early) drops the cache and tries once more. */
  async function api(path: string, init: RequestInit & { method: 'GET' | 'POST' }, body?: unknown) {
    // A string body is sent as it is (already JSON); anything else is serialised here.
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const send = async () =>
      call(path, {
        ...init,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'paypal-request-id': randomUUID() }),
        },
        body: body === undefined ? undefined : payload,
      });
    const response = await send();
    if (response.status !== 401) return response;
    cachedToken = null;
    return send();
  }

  /** Our plan, price and trial a PayPal plan id stands for; null for a plan that is not ours. */
  function variantOf(paypalPlanId: string | undefined) {
    const entry = Object.entries(config.planVariants).find(([, id]) => id === paypalPlanId);
    if (!entry) return null;
    const [planId, priceKind, trial] = entry[0].split('/') as [PaidPlanId, PriceKind, string];
    return { planId, priceKind, withTrial: trial === 'trial' };
  }

  function lastPaymentOf(billing: z.infer<typeof subscriptionResponseSchema>['billing_info']) {
    const payment = billing?.last_payment;
    const cents = payment ? centsOf(payment.amount.value) : null;
    if (!payment || cents === null) return null;
    const time =
      payment.time && !Number.isNaN(Date.parse(payment.time)) ? new Date(payment.time) : new Date();
    return { amountCents: cents, currency: payment.amount.currency_code, time };
  }

  return {
    name: 'paypal',

    async getSubscription(id): Promise<ProviderSubscription | null> {
      const response = await api(`/v1/billing/subscriptions/${encodeURIComponent(id)}`, { method: 'GET' });
      // 404: no such subscription; 400/422: PayPal calls the id malformed. Either way there is no
      // subscription by that id, which is the client's mistake (a 404), not an outage.
      if (response.status === 404 || response.status === 400 || response.status === 422) return null;
      const parsed = subscriptionResponseSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) {
        throw new ProviderUnavailableError(`PayPal subscription lookup failed (${response.status})`);
      }
      const subscription = parsed.data;
      const next = subscription.billing_info?.next_billing_time;
      const variant = variantOf(subscription.plan_id);
      return {
        id: subscription.id,
        status: subscription.status.toUpperCase(),
        planId: variant?.planId ?? null,
        priceKind: variant?.priceKind ?? null,
        withTrial: variant?.withTrial ?? false,
        planOverridden: subscription.plan_overridden === true,
        lastPayment: lastPaymentOf(subscription.billing_info),
        ownerUserId: customIds.ownerOf(subscription.custom_id),
        nextBillingTime: next && !Number.isNaN(Date.parse(next)) ? new Date(next) : null,
        isInTrial: inTrial(subscription.billing_info),
      };
    },

    async cancelSubscription(id, reason) {
      const response = await api(
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`,
        { method: 'POST' },
        { reason },
      );
      // 422 SUBSCRIPTION_STATUS_INVALID: already cancelled or expired (or not active yet); 404: no
      // such subscription. Neither can bill, which is what cancelling is for.
      if (response.ok || response.status === 422 || response.status === 404) return;
      throw new ProviderUnavailableError(`PayPal refused the cancellation (${response.status})`);
    },

    providerPlanId(planId, priceKind, withTrial) {
      const variant: PaypalPlanVariant = `${planId}/${priceKind}/${withTrial ? 'trial' : 'no-trial'}`;
      return config.planVariants[variant];
    },

    async reviseSubscription(id, providerPlanId, returnUrl) {
      const response = await api(
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/revise`,
        { method: 'POST' },
        { plan_id: providerPlanId, application_context: { return_url: returnUrl, cancel_url: returnUrl } },
      );
      if (response.status === 404 || response.status === 422) {
        throw new ProviderRefusedError('PayPal cannot change the plan of this subscription now.');
      }
      const parsed = reviseResponseSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) {
        throw new ProviderUnavailableError(`PayPal refused the revision (${response.status})`);
      }
      const approve = parsed.data.links?.find((link) => link.rel === 'approve');
      return { approveUrl: approve?.href ?? null };
    },

    async listPayments(id, from, to): Promise<ProviderPayment[]> {
      const query = new URLSearchParams({ start_time: from.toISOString(), end_time: to.toISOString() });
      const response = await api(
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/transactions?${query}`,
        { method: 'GET' },
      );
      if (response.status === 404) return [];
      const parsed = transactionsResponseSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) {
        throw new ProviderUnavailableError(`PayPal transaction list failed (${response.status})`);
      }
      return (parsed.data.transactions ?? []).flatMap((transaction) => {
        const cents = centsOf(transaction.amount_with_breakdown.gross_amount.value);
        const time = Date.parse(transaction.time);
        if (cents === null || Number.isNaN(time)) return [];
        return [
          {
            id: transaction.id,
            status: transaction.status.toUpperCase(),
            amountCents: cents,
            currency: transaction.amount_with_breakdown.gross_amount.currency_code,
            time: new Date(time),
          },
        ];
      });
    },

    async verifyWebhook(headers: WebhookHeaders, rawEvent: string) {
      const values = Object.fromEntries(
        Object.entries(signatureHeaders).map(([field, header]) => {
          const value = headers[header];
          return [field, typeof value === 'string' ? value : undefined];
        }),
      ) as Record<keyof typeof signatureHeaders, string | undefined>;
      const problem = webhookHeaderProblem(values, config.apiBase);
      if (problem) return problem;
      // PayPal checks the signature over the event exactly as it sent it, so the event goes back
      // as the received text, not re-serialised from the parsed object (which reorders keys).
      const fields = JSON.stringify({ ...values, webhook_id: config.webhookId });
      const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent.trim()}}`;
      const response = await api('/v1/notifications/verify-webhook-signature', { method: 'POST' }, body);
      if (!response.ok) {
        if (response.status >= 500) throw new ProviderUnavailableError('PayPal could not verify the webhook');
        return 'The webhook signature could not be verified.';
      }
      const parsed = verifyResponseSchema.safeParse(await response.json().catch(() => null));
      return parsed.success && parsed.data.verification_status === 'SUCCESS'
        ? true
        : 'The webhook signature could not be verified.';
    },
  };
}
