/**
 * Creates Dream Life's product and its eight billing plans in PayPal (sandbox unless
 * PAYPAL_MODE=live), and prints the PAYPAL_PLAN_* lines for the environment
 * (docs/decisions/0055-*.md): each paid plan with and without the 14-day trial, at the standard and
 * the student price. Run once per PayPal account:
 *
 *   PAYPAL_CLIENT_ID=… PAYPAL_CLIENT_SECRET=… npm run paypal:setup-plans
 */
import { cycleCents, findPlan, type PriceKind, trialDays } from '../src/shared/plans';

const base =
  process.env.PAYPAL_API_BASE ??
  (process.env.PAYPAL_MODE === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com');
const clientId = process.env.PAYPAL_CLIENT_ID;
const clientSecret = process.env.PAYPAL_CLIENT_SECRET;
if (!clientId || !clientSecret) {
  process.stderr.write('Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (a sandbox REST app).\n');
  process.exit(2);
}

async function paypal(path: string, init: { method: string; body?: unknown; token?: string }) {
  const response = await fetch(`${base}${path}`, {
    method: init.method,
    headers: init.token
      ? {
          authorization: `Bearer ${init.token}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
        }
      : {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
    body: init.token ? JSON.stringify(init.body) : 'grant_type=client_credentials',
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const money = (cents: number) => ({ currency_code: 'USD', value: (cents / 100).toFixed(2) });

/** One plan: an optional free TRIAL cycle of 14 days, then monthly REGULAR cycles forever. */
function planBody(
  productId: string,
  planId: 'visionary-plan' | 'legend-plan',
  kind: PriceKind,
  trial: boolean,
) {
  const plan = findPlan(planId);
  if (!plan) throw new Error(planId);
  const regular = {
    frequency: { interval_unit: 'MONTH', interval_count: 1 },
    tenure_type: 'REGULAR',
    sequence: trial ? 2 : 1,
    total_cycles: 0,
    pricing_scheme: { fixed_price: money(cycleCents(plan, kind)) },
  };
  const trialCycle = {
    frequency: { interval_unit: 'DAY', interval_count: trialDays },
    tenure_type: 'TRIAL',
    sequence: 1,
    total_cycles: 1,
    pricing_scheme: { fixed_price: money(0) },
  };
  return {
    product_id: productId,
    name: `${plan.name}${kind === 'student' ? ' (student)' : ''}${trial ? '' : ' (no trial)'}`,
    status: 'ACTIVE',
    billing_cycles: trial ? [trialCycle, regular] : [regular],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 2 },
  };
}

const { access_token: token } = (await paypal('/v1/oauth2/token', { method: 'POST' })) as {
  access_token: string;
};
const product = await paypal('/v1/catalogs/products', {
  method: 'POST',
  token,
  body: { name: 'Dream Life', type: 'SERVICE', category: 'SOFTWARE' },
});
const lines: string[] = [];
for (const planId of ['visionary-plan', 'legend-plan'] as const) {
  for (const kind of ['standard', 'student'] as const) {
    for (const trial of [true, false]) {
      const created = await paypal('/v1/billing/plans', {
        method: 'POST',
        token,
        body: planBody(String(product.id), planId, kind, trial),
      });
      const name = `PAYPAL_PLAN_${planId === 'legend-plan' ? 'LEGEND' : 'VISIONARY'}${kind === 'student' ? '_STUDENT' : ''}${trial ? '' : '_NO_TRIAL'}`;
      lines.push(`${name}=${created.id}`);
    }
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
