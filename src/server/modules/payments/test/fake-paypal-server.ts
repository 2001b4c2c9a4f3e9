import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for PayPal's REST API on 127.0.0.1, for tests: OAuth client credentials, billing
 * subscriptions (get, cancel, revise, transactions) and webhook signature verification, with the
 * same paths, status codes and field names as PayPal. Tests seed subscriptions and read what was
 * called.
 */

export interface FakePaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  /** PayPal sets it when the creator overrode the plan (price, cycles) at creation. */
  plan_overridden?: boolean;
  billing_info?: Record<string, unknown>;
}

/** One entry of GET /v1/billing/subscriptions/{id}/transactions, as PayPal lists it. */
export interface FakePaypalTransaction {
  id: string;
  status: string;
  amount_with_breakdown: { gross_amount: { currency_code: string; value: string } };
  time: string;
}

export interface FakePaypalCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export const fakePaypalCredentials = {
  clientId: 'fake-client-id',
  clientSecret: 'fake-client-secret',
  webhookId: 'WH-FAKE-1',
  planIds: { 'visionary-plan': 'P-VISIONARY', 'legend-plan': 'P-LEGEND' },
  /** Every variant (decisions 0055, 0058): NT = no trial, ST = student price. */
  planVariants: {
    'visionary-plan/standard/trial': 'P-VISIONARY',
    'visionary-plan/standard/no-trial': 'P-VISIONARY-NT',
    'visionary-plan/student/trial': 'P-VISIONARY-ST',
    'visionary-plan/student/no-trial': 'P-VISIONARY-ST-NT',
    'legend-plan/standard/trial': 'P-LEGEND',
    'legend-plan/standard/no-trial': 'P-LEGEND-NT',
    'legend-plan/student/trial': 'P-LEGEND-ST',
    'legend-plan/student/no-trial': 'P-LEGEND-ST-NT',
  },
} as const;

/**
 * The transmission signature the fake accepts for a webhook body: like PayPal's (which signs a
 * CRC32 of the body as sent), it covers the exact text, so a re-serialised event (keys reordered,
 * spacing changed) no longer verifies.
 */
export const webhookSignature = (rawEvent: string) =>
  `sig-${createHash('sha256').update(rawEvent).digest('hex')}`;

/**
 * The headers PayPal sends with a webhook delivery of `rawEvent` (the body text, byte for byte),
 * signed so the fake verifies it; `overrides` replace any of them.
 */
export function webhookHeaders(rawEvent: string, overrides: Record<string, string> = {}) {
  return {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594',
    'paypal-transmission-id': randomUUID(),
    'paypal-transmission-time': new Date().toISOString(),
    'paypal-transmission-sig': webhookSignature(rawEvent),
    ...overrides,
  };
}

export interface FakePaypal {
  baseUrl: string;
  subscriptions: Map<string, FakePaypalSubscription>;
  /** What GET …/transactions lists per subscription id (seeded by tests). */
  transactions: Map<string, FakePaypalTransaction[]>;
  /** Revisions asked for and not yet approved by the buyer: subscription id → new plan id. */
  revisions: Map<string, string>;
  /** The buyer approves a revision: the subscription moves to its new plan. */
  approveRevision(subscriptionId: string): void;
  calls: FakePaypalCall[];
  /** Seconds each issued OAuth token lives. */
  tokenLifetimeSeconds: number;
  /** Makes every API call answer 500 (an outage) while true. */
  failing: boolean;
  /** Makes only subscription cancels answer 500 while true. */
  failCancels: boolean;
  /** Awaited before a subscription lookup is answered, so a test can act while PayPal "thinks". */
  beforeLookup: (() => Promise<void>) | null;
  tokensIssued(): number;
  /** Revokes every issued token, as PayPal may do before expiry. */
  revokeTokens(): void;
  env(): Record<string, string>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const validTokens = new Set<string>();
  let issued = 0;
  const fake: Omit<FakePaypal, 'baseUrl' | 'close' | 'env'> = {
    subscriptions: new Map(),
    transactions: new Map(),
    revisions: new Map(),
    approveRevision(subscriptionId: string) {
      const planId = fake.revisions.get(subscriptionId);
      const subscription = fake.subscriptions.get(subscriptionId);
      if (!planId || !subscription) throw new Error(`no revision of ${subscriptionId} to approve`);
      subscription.plan_id = planId;
      fake.revisions.delete(subscriptionId);
    },
    calls: [],
    tokenLifetimeSeconds: 32_400,
    failing: false,
    failCancels: false,
    beforeLookup: null,
    tokensIssued: () => issued,
    revokeTokens: () => validTokens.clear(),
  };

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    let body: unknown = raw;
    try {
      body = raw && request.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
    } catch {}
    fake.calls.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
    if (fake.failing) return send(response, 500, { name: 'INTERNAL_SERVICE_ERROR' });

    if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = Buffer.from(
        `${fakePaypalCredentials.clientId}:${fakePaypalCredentials.clientSecret}`,
      ).toString('base64');
      if (request.headers.authorization !== `Basic ${expected}` || raw !== 'grant_type=client_credentials') {
        return send(response, 401, { error: 'invalid_client' });
      }
      issued += 1;
      const token = `A21-${randomBytes(8).toString('hex')}`;
      validTokens.add(token);
      return send(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: fake.tokenLifetimeSeconds,
      });
    }

    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!validTokens.has(bearer)) return send(response, 401, { name: 'AUTHENTICATION_FAILURE' });

    const cancelMatch = /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancelMatch) {
      if (fake.failCancels) return send(response, 500, { name: 'INTERNAL_SERVICE_ERROR' });
      const subscription = fake.subscriptions.get(decodeURIComponent(cancelMatch[1] ?? ''));
      if (!subscription) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
        return send(response, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
        });
      }
      subscription.status = 'CANCELLED';
      return send(response, 204);
    }

    const reviseMatch = /^\/v1\/billing\/subscriptions\/([^/]+)\/revise$/.exec(url.pathname);
    if (request.method === 'POST' && reviseMatch) {
      const id = decodeURIComponent(reviseMatch[1] ?? '');
      const subscription = fake.subscriptions.get(id);
      if (!subscription) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      const planId = (body as { plan_id?: unknown }).plan_id;
      if (typeof planId !== 'string') return send(response, 400, { name: 'INVALID_REQUEST' });
      if (subscription.status !== 'ACTIVE') {
        return send(response, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }],
        });
      }
      fake.revisions.set(id, planId);
      return send(response, 200, {
        plan_id: planId,
        plan_overridden: false,
        links: [
          {
            href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-${id}`,
            rel: 'approve',
            method: 'GET',
          },
        ],
      });
    }

    const transactionsMatch = /^\/v1\/billing\/subscriptions\/([^/]+)\/transactions$/.exec(url.pathname);
    if (request.method === 'GET' && transactionsMatch) {
      const id = decodeURIComponent(transactionsMatch[1] ?? '');
      if (!url.searchParams.get('start_time') || !url.searchParams.get('end_time')) {
        return send(response, 400, { name: 'INVALID_REQUEST' });
      }
      if (!fake.subscriptions.has(id)) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      return send(response, 200, { transactions: fake.transactions.get(id) ?? [], total_items: 0 });
    }

    const getMatch = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && getMatch) {
      const id = decodeURIComponent(getMatch[1] ?? '');
      // PayPal answers a malformed id with 400 INVALID_REQUEST rather than 404.
      if (!/^I-[A-Z0-9]+$/.test(id)) {
        return send(response, 400, {
          name: 'INVALID_REQUEST',
          details: [{ issue: 'INVALID_PARAMETER_SYNTAX' }],
        });
      }
      await fake.beforeLookup?.();
      const subscription = fake.subscriptions.get(id);
      if (!subscription) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      return send(response, 200, subscription);
    }

    if (request.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const input = body as Record<string, unknown>;
      // The event text exactly as the app embedded it (PayPal checks the signature over the body
      // it sent, byte for byte): it must parse to the same event, and match the signature.
      const marker = '"webhook_event":';
      const at = raw.indexOf(marker);
      const rawEvent = at < 0 ? '' : raw.slice(at + marker.length, raw.lastIndexOf('}')).trim();
      let sameEvent = false;
      try {
        sameEvent = JSON.stringify(JSON.parse(rawEvent)) === JSON.stringify(input.webhook_event);
      } catch {}
      const ok =
        sameEvent &&
        input.transmission_sig === webhookSignature(rawEvent) &&
        input.webhook_id === fakePaypalCredentials.webhookId;
      return send(response, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    baseUrl,
    env: () => ({
      PAYPAL_CLIENT_ID: fakePaypalCredentials.clientId,
      PAYPAL_CLIENT_SECRET: fakePaypalCredentials.clientSecret,
      PAYPAL_PLAN_VISIONARY: fakePaypalCredentials.planIds['visionary-plan'],
      PAYPAL_PLAN_LEGEND: fakePaypalCredentials.planIds['legend-plan'],
      PAYPAL_PLAN_VISIONARY_NO_TRIAL: 'P-VISIONARY-NT',
      PAYPAL_PLAN_LEGEND_NO_TRIAL: 'P-LEGEND-NT',
      PAYPAL_PLAN_VISIONARY_STUDENT: 'P-VISIONARY-ST',
      PAYPAL_PLAN_LEGEND_STUDENT: 'P-LEGEND-ST',
      PAYPAL_PLAN_VISIONARY_STUDENT_NO_TRIAL: 'P-VISIONARY-ST-NT',
      PAYPAL_PLAN_LEGEND_STUDENT_NO_TRIAL: 'P-LEGEND-ST-NT',
      PAYPAL_WEBHOOK_ID: fakePaypalCredentials.webhookId,
      PAYPAL_API_BASE: baseUrl,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
