import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../bench/lib/processes';
import { browserKeyFor } from '../bench/lib/sign-up';
import { type ApiUser, registerUser, subscribe, testPassword, uniqueEmail } from './lib/app-api';
import { requestJson } from './lib/http-client';

/**
 * The reproduction steps of the trust audit (decision 0105), as the auditor ran them: against the built
 * server in its own process, over HTTP, reading mail from its outbox. Each step is the audit's
 * finding; each expectation is what must hold now. (No mail is lost: smtp-outage.test.ts.)
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_CONTACT_PER_IP: '1000' });
});
afterAll(() => app?.stop());

const call = (method: string, route: string, body?: unknown, user?: ApiUser) =>
  requestJson(app.baseUrl, method, route, {
    ...(body ? { body } : {}),
    ...(user ? { token: user.token } : {}),
  });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links?: string[];
}

/** Every mail sent to `email`, oldest first, once `count` of them are there. */
async function mailsTo(email: string, count: number): Promise<OutboxMail[]> {
  const outbox = path.join(app.dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.json'))
      .sort();
    const mails: OutboxMail[] = [];
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as OutboxMail;
      if (mail.to === email) mails.push(mail);
    }
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const tokenIn = (mail: OutboxMail | undefined) =>
  new URL(mail?.links?.find((link) => link.includes('/activate')) ?? 'http://x/').searchParams.get('token');

describe('the trust audit, step by step, against the built server', () => {
  it('1, 5: a stranger registers the owner’s address first; the owner opens the stranger’s mail', async () => {
    const victim = uniqueEmail('victim');
    // The stranger, with a name meant to be read in the owner's inbox.
    await call('POST', '/api/auth/register', {
      email: victim,
      password: 'attacker-chosen-9',
      firstName: 'Visit evil.example',
      browserKey: browserKeyFor(`attacker:${victim}`),
    });
    await call('POST', '/api/auth/register', {
      email: victim,
      password: 'the owners own 7',
      firstName: 'Vic',
      browserKey: browserKeyFor(victim),
    });
    const [strangers, owners] = await mailsTo(victim, 2);
    // Two mails that read the same, and carry nothing the stranger typed.
    expect(strangers?.text.replace(/token=[\w-]+/, '')).toBe(owners?.text.replace(/token=[\w-]+/, ''));
    expect(strangers?.text).not.toMatch(/evil|Visit/);
    // The owner opens the first one, the stranger's, in their own browser.
    const opened = await call('POST', '/api/auth/activate', {
      token: tokenIn(strangers),
      browserKey: browserKeyFor(victim),
    });
    expect(opened.status).toBe(201);
    const signIn = (password: string) => call('POST', '/api/auth/login', { email: victim, password });
    expect((await signIn('attacker-chosen-9')).status).toBe(401);
    expect((await signIn('the owners own 7')).status).toBe(200);
  });

  it('2: push endpoints whose public names resolve to this machine or the metadata service are refused', async () => {
    const user = await registerUser(app);
    await subscribe(app.baseUrl, user, 'legend-plan');
    for (const endpoint of [
      'https://127.0.0.1.nip.io/push',
      'https://169.254.169.254.nip.io/latest/meta-data',
      'https://localtest.me/push',
      'https://fcm.googleapis.com:6379/fcm/send/x',
    ]) {
      const refused = await call(
        'POST',
        '/api/practice/push-subscriptions',
        { endpoint, keys: { p256dh: 'k', auth: 'a' } },
        user,
      );
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.message, endpoint).toMatch(/^endpoint: /);
    }
  });

  it('3: deleting the account and signing up again gives no second trial', async () => {
    const email = uniqueEmail('trial-again');
    const first = await registerUser(app, email);
    const trial = await subscribe(app.baseUrl, first, 'visionary-plan');
    expect(trial.trialEndsAt).not.toBeNull();
    expect((await call('POST', '/api/account/delete', { password: testPassword }, first)).status).toBe(200);
    // Signing up again: the second sign-up mail to the address (the first one's link is spent).
    await call('POST', '/api/auth/register', {
      email,
      password: testPassword,
      browserKey: browserKeyFor(email),
    });
    const [, second] = await mailsTo(email, 2);
    const opened = await call('POST', '/api/auth/activate', {
      token: tokenIn(second),
      browserKey: browserKeyFor(email),
    });
    expect(opened.status).toBe(201);
    const again = { ...first, token: opened.body.data.token, userId: opened.body.data.user._id };
    expect((await call('GET', '/api/payments/offer', undefined, again)).body.data.trialDays).toBe(0);
  });

  it('4: the export holds affirmation doubts and payment discounts', async () => {
    const user = await registerUser(app);
    const exported = await call('GET', '/api/account/export', undefined, user);
    expect(exported.status).toBe(200);
    expect(Object.keys(exported.body.data)).toEqual(
      expect.arrayContaining(['affirmationDoubts', 'paymentDiscounts']),
    );
  });

  it('7: Password123!, Summer2024! and dreamlife are refused', async () => {
    for (const password of ['Password123!', 'Summer2024!', 'dreamlife']) {
      const answer = await call('POST', '/api/auth/register', { email: uniqueEmail('weak'), password });
      expect(answer.status, password).toBe(400);
    }
  });

  it('9, 10: in the trial a plan change applies at once, and a cancel keeps the plan until the trial ends', async () => {
    const user = await registerUser(app);
    const subscription = await subscribe(app.baseUrl, user, 'visionary-plan');
    const changed = await call(
      'POST',
      `/api/payments/subscriptions/${subscription._id}/change`,
      { planId: 'legend-plan' },
      user,
    );
    expect(changed.body.data.subscription).toMatchObject({ planId: 'legend-plan', pendingPlanId: null });
    const cancelled = await call('POST', `/api/payments/subscriptions/${subscription._id}/cancel`, {}, user);
    expect(cancelled.body.data.subscription).toMatchObject({
      status: 'cancelled',
      endDate: subscription.trialEndsAt,
    });
    const plan = await call('GET', '/api/payments/entitlements', undefined, user);
    expect(plan.body.data.planId).toBe('legend-plan');
    expect(plan.body.data.entitlements).toContain('manifesto');
  });
});
