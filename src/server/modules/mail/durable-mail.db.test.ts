import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { jobs, users } from '#server/db/schema';
import { startSmtpCapture } from '#server/test/smtp-capture';
import { createTestApp, forgotPassword, type TestApp } from '#server/test/test-app';
import { openTestDatabase } from '#server/test/test-database';

/**
 * Issue 31, item 8: mail was sent from memory, so an SMTP outage or a restart lost the sign-up
 * link, the reset link, the receipt. Now each mail is written to the database with the action
 * that causes it and sent from there, retried until the server takes it, once.
 */

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/** Polls `read` until `done` holds of it (the mail worker runs on its own schedule). */
async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_POLL_MS: '50',
  RATE_LIMIT_CONTACT_PER_IP: '100',
});

async function startApp(database: DatabaseHandle, env: Record<string, string>): Promise<TestApp> {
  const app = await createTestApp({ env, openDatabase: async () => database });
  cleanups.push(() => app.close());
  return app;
}

describe('mail through an SMTP outage and a restart', () => {
  it('keeps every mail until the server takes it, then delivers each exactly once', async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    smtp.refusing = true;
    const database = await openTestDatabase();
    cleanups.push(() => database.close());

    const first = await startApp(database, mailEnv(smtp.url));
    await database.db.insert(users).values({ email: 'owner@example.com', passwordHash: 'not-a-hash' });
    const actions = await Promise.all([
      first.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'newcomer@example.com', password: 'violet tram 42 orbit' },
      }),
      forgotPassword(first, 'owner@example.com'),
      first.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          message: 'Hello, I have a question about my plan.',
        },
      }),
    ]);
    expect(actions.map((response) => response.statusCode)).toEqual([202, 200, 201]);
    // The server refused each of them at least once; nothing arrived.
    await eventually(
      () => smtp.refused,
      (refused) => refused >= 3,
      'refused deliveries',
    );
    expect(smtp.messages).toEqual([]);

    // The process goes away while the mail server is still down, and a new one starts.
    await first.close();
    cleanups.pop();
    const second = await startApp(database, mailEnv(smtp.url));
    smtp.refusing = false;

    const delivered = await eventually(
      () => smtp.messages.map((message) => message.to.join(',')).sort(),
      (recipients) => recipients.length >= 3,
      'delivered mails',
    );
    expect(delivered).toEqual(['newcomer@example.com', 'owner@example.com', 'support@dreamlife.local']);
    // Nothing is left to send, and a later poll sends nothing again.
    await second.app.mail.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(3);
    expect(await database.db.select().from(jobs).where(eq(jobs.queue, 'mail'))).toEqual([]);
    // Two app starts on one database and retries a second apart: past the default 30 s on a busy
    // two-core machine (34 s measured with the suite's other files running).
  }, 90_000);

  it('marks a message that keeps failing, keeps who and what for the operator, and counts it in the metrics', async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    smtp.refusing = true;
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const app = await startApp(database, {
      ...mailEnv(smtp.url),
      JOB_RETRY_DELAY_SECONDS: '0',
      MAIL_MAX_ATTEMPTS: '2',
    });
    await database.db.insert(users).values({ email: 'unlucky@example.com', passwordHash: 'not-a-hash' });
    expect((await forgotPassword(app, 'unlucky@example.com')).statusCode).toBe(200);

    const [failed] = await eventually(
      () => database.db.select().from(jobs).where(eq(jobs.queue, 'mail')),
      (rows) => rows[0]?.status === 'failed',
      'the failed mail',
    );
    expect(failed?.attempts).toBe(2);
    expect(failed?.lastError).toMatch(/421|try again/i);
    // The link it carried is not kept: only the recipient and the subject.
    expect(failed?.payload).toEqual({ to: 'unlucky@example.com', subject: 'Reset your Dream Life password' });

    const metrics = await app.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toMatch(/^mail_queue_messages\{state="failed"\} 1$/m);
    expect(metrics.body).toMatch(/^mail_queue_messages\{state="waiting"\} 0$/m);
  });
});
