import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headerOf, type SmtpCapture, startSmtpCapture, textBodyOf } from '#server/test/smtp-capture';
import { type RunningApp, startApp } from '../bench/lib/processes';
import { browserKeyFor } from '../bench/lib/sign-up';
import { requestJson } from './lib/http-client';

/**
 * No mail is lost (decision 0105, item 8, decision 0105): the built server in its own process sends
 * through a real SMTP server on loopback that refuses every connection for a while (421, as a
 * server in an outage does). Sign-ups and contact messages are answered meanwhile; the server is
 * killed with SIGKILL while the mail server still refuses, started again on the same data, and
 * only then does the mail server accept. Every mail must arrive exactly once, and intact (its
 * sign-up link makes the account).
 */

const signUps = 12;
const contactMessages = 4;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const recipients = (smtp: SmtpCapture) => smtp.messages.map((message) => message.to.join(',')).sort();

describe('mail through an SMTP outage and a kill -9 of the server', () => {
  it('delivers every mail exactly once, and intact, once the mail server accepts again', async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    smtp.refusing = true;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dream-life-smtp-outage-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      // Retries come quickly and the lease of the killed process runs out soon.
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLL_MS: '200',
      JOB_LEASE_SECONDS: '3',
      MAIL_MAX_ATTEMPTS: '1000',
      RATE_LIMIT_CONTACT_PER_IP: '1000',
    };

    let first: RunningApp | undefined = await startApp(env);
    cleanups.push(async () => first?.kill());
    const runId = Date.now().toString(36);
    const addresses = Array.from({ length: signUps }, (_, index) => `outage-${runId}-${index}@example.com`);
    const answers = await Promise.all([
      ...addresses.map((email) =>
        requestJson(first?.baseUrl ?? '', 'POST', '/api/auth/register', {
          body: { email, password: 'correct-horse-1', browserKey: browserKeyFor(email) },
        }),
      ),
      ...Array.from({ length: contactMessages }, (_, index) =>
        requestJson(first?.baseUrl ?? '', 'POST', '/api/contact', {
          body: {
            firstName: 'Grace',
            lastName: `Hopper ${index}`,
            email: `grace-${index}@example.com`,
            message: `Question number ${index} about my plan.`,
          },
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(signUps).fill(202),
      ...Array(contactMessages).fill(201),
    ]);
    // The server has tried and been refused; nothing arrived.
    await until(
      () => smtp.refused,
      (refused) => refused >= signUps + contactMessages,
      'refused attempts',
    );
    expect(smtp.messages).toEqual([]);

    // Killed while the mail server is still down: nothing of the queue is in its memory alone.
    await first.kill();
    first = undefined;
    const refusedBeforeRestart = smtp.refused;
    const second = await startApp(env);
    cleanups.push(() => second.stop());
    // The restarted server tries again, and is refused again, before the outage ends.
    await until(
      () => smtp.refused,
      (refused) => refused > refusedBeforeRestart,
      'refusals after the restart',
    );
    smtp.refusing = false;

    const expected = [...addresses, ...Array(contactMessages).fill('support@dreamlife.local')].sort();
    await until(
      () => recipients(smtp),
      (got) => got.length >= expected.length,
      'delivered mails',
    );
    // A few more polls and retries: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(recipients(smtp)).toEqual(expected);
    const ids = smtp.messages.map((message) => headerOf(message.raw, 'message-id'));
    expect(new Set(ids).size).toBe(ids.length);

    // Intact: a mailed sign-up link makes its account, in the browser that signed up.
    const email = addresses[0] ?? '';
    const mail = smtp.messages.find((message) => message.to.includes(email));
    const link = mail && /https?:\/\/\S+\/activate\?token=[\w-]+/.exec(textBodyOf(mail.raw))?.[0];
    if (!link) throw new Error(`no sign-up link in the mail to ${email}`);
    const activated = await requestJson(second.baseUrl, 'POST', '/api/auth/activate', {
      body: { token: new URL(link).searchParams.get('token'), browserKey: browserKeyFor(email) },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(201);
  });
});
