import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { PlanId } from '../src/shared/plans';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** Every link to `pathname` mailed to `to` so far (dev outbox of the server under test), oldest first. */
export async function mailedLinks(to: string, pathname: string): Promise<string[]> {
  const folder = path.join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
  const messages: OutboxMessage[] = await Promise.all(
    files.sort().map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))),
  );
  return messages
    .filter((message) => message.to === to)
    .flatMap((message) => message.links)
    .filter((link) => new URL(link).pathname === pathname);
}

/** Waits for the dev outbox of the server under test to hold a link to `pathname` for `to`. */
export async function mailedLink(to: string, pathname: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailedLinks(to, pathname)).at(-1);
        return found;
      },
      { message: `a ${pathname} mail to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** axe with WCAG 2.1 A/AA rules: the page must have no violation at all. */
export async function expectNoAxeViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface ApiUser {
  email: string;
  password: string;
  firstName: string;
  token: string;
  userId: string;
}

/** Registers an account through the API (faster than the modal when the test is about something else). */
export async function registerViaApi(
  request: APIRequestContext,
  label: string,
  firstName = 'Ada',
): Promise<ApiUser> {
  const email = uniqueEmail(label);
  const password = 'correct-horse-1';
  const response = await request.post('/api/auth/register', {
    data: { email, password, firstName, lastName: 'Lovelace' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return { email, password, firstName, token: data.token, userId: data.user._id };
}

/** Puts the token where the web app keeps it, so the next page load is signed in. */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/**
 * Gives the user an active plan through the real server path with the demo payment provider:
 * the demo checkout creates a DEMO-… provider subscription, then the app records it.
 */
export async function activatePlan(request: APIRequestContext, token: string, planId: PlanId) {
  const headers = { authorization: `Bearer ${token}` };
  let paypalSubscriptionId: string | undefined;
  if (planId !== 'free-plan') {
    const checkout = await request.post('/api/payments/demo/subscriptions', { headers, data: { planId } });
    expect(checkout.status(), await checkout.text()).toBe(201);
    paypalSubscriptionId = (await checkout.json()).data.subscriptionId;
  }
  const saved = await request.post('/api/payments/subscriptions', {
    headers,
    data: paypalSubscriptionId ? { planId, paypalSubscriptionId } : { planId },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return paypalSubscriptionId;
}
