import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PaidPlanId } from '../../../../shared/payments';
import type { PaymentsConfig } from '../../../config';
import {
  type PaymentProvider,
  type ProviderSubscription,
  ProviderUnavailableError,
  type WebhookHeaders,
} from './provider';

type PaypalConfig = Extract<PaymentsConfig, { provider: 'paypal' }>;

const requestTimeoutMs = 10_000;
/** Renew the OAuth token this long before PayPal says it expires, so no call races its expiry. */
const tokenRenewMarginMs = 60_000;

const tokenResponseSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const subscriptionResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  plan_id: z.string().optional(),
  custom_id: z.string().optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
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

const signatureHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

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
 * webhook signature verification. `fetchImpl` is only swapped in tests of timeouts.
 */
export function createPaypalProvider(config: PaypalConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
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
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const response = await send();
    if (response.status !== 401) return response;
    cachedToken = null;
    return send();
  }

  function planIdOf(paypalPlanId: string | undefined): PaidPlanId | null {
    const entry = Object.entries(config.planIds).find(([, id]) => id === paypalPlanId);
    return entry ? (entry[0] as PaidPlanId) : null;
  }

  return {
    name: 'paypal',

    async getSubscription(id): Promise<ProviderSubscription | null> {
      const response = await api(`/v1/billing/subscriptions/${encodeURIComponent(id)}`, { method: 'GET' });
      if (response.status === 404) return null;
      const parsed = subscriptionResponseSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) {
        throw new ProviderUnavailableError(`PayPal subscription lookup failed (${response.status})`);
      }
      const subscription = parsed.data;
      const next = subscription.billing_info?.next_billing_time;
      return {
        id: subscription.id,
        status: subscription.status.toUpperCase(),
        planId: planIdOf(subscription.plan_id),
        ownerUserId: subscription.custom_id ?? null,
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
      // 422 SUBSCRIPTION_STATUS_INVALID: already cancelled or expired, which is what we wanted.
      if (response.ok || response.status === 422) return;
      throw new ProviderUnavailableError(`PayPal refused the cancellation (${response.status})`);
    },

    async verifyWebhook(headers: WebhookHeaders, event: unknown) {
      const values: Record<string, string> = {};
      for (const [field, header] of Object.entries(signatureHeaders)) {
        const value = headers[header];
        if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
        values[field] = value;
      }
      const response = await api(
        '/v1/notifications/verify-webhook-signature',
        { method: 'POST' },
        { ...values, webhook_id: config.webhookId, webhook_event: event },
      );
      if (!response.ok) {
        if (response.status >= 500) throw new ProviderUnavailableError('PayPal could not verify the webhook');
        return false;
      }
      const parsed = verifyResponseSchema.safeParse(await response.json().catch(() => null));
      return parsed.success && parsed.data.verification_status === 'SUCCESS';
    },
  };
}
