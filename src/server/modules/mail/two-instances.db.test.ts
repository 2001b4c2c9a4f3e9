import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { jobs, users } from '#server/db/schema';
import { createTemporaryDatabase, type TemporaryDatabase } from '#server/db/temporary-database';
import { eventually } from '#server/jobs/test-worker';
import { headerOf, type SmtpCapture, startSmtpCapture } from '#server/test/smtp-capture';
import { createTestApp, forgotPassword, type TestApp } from '#server/test/test-app';

// Several API instances share one Postgres (PGlite is one process by design, so Postgres only).
const serverUrl = process.env.DATABASE_URL;
const mailCount = 40;

/** The durable outbox with two senders (decision 0105): each queued mail goes out once between them. */
describe.skipIf(!serverUrl)('mail from two app instances on one Postgres', () => {
  let temporary: TemporaryDatabase;
  let smtp: SmtpCapture;
  const databases: DatabaseHandle[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    temporary = await createTemporaryDatabase(serverUrl as string, 'dream_life_mail_instances');
    for (const _instance of [0, 1]) {
      const database = await openDatabase({ driver: 'postgres', url: temporary.url, poolMax: 4 });
      databases.push(database);
      apps.push(
        await createTestApp({
          openDatabase: async () => database,
          env: {
            SMTP_URL: smtp.url,
            JOB_POLL_MS: '20',
            JOB_CONCURRENCY: '3',
            RATE_LIMIT_AUTH_PER_IP: '1000',
          },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await temporary?.drop();
    await smtp?.close();
  });

  it('sends each of many mails exactly once between them', async () => {
    const [database] = databases as [DatabaseHandle];
    const emails = Array.from({ length: mailCount }, (_, index) => `two-${index}@example.com`);
    await database.db.insert(users).values(emails.map((email) => ({ email, passwordHash: 'not-a-hash' })));
    // Half asked of each instance; either may send any of them.
    await Promise.all(emails.map((email, index) => forgotPassword(apps[index % 2] as TestApp, email)));
    await eventually(() => smtp.messages.length >= mailCount, 30_000, 'all mails delivered');
    await eventually(
      async () => (await database.db.$count(jobs, eq(jobs.queue, 'mail'))) === 0,
      10_000,
      'the queue empty',
    );
    expect(smtp.messages.map((message) => message.to.join(',')).sort()).toEqual([...emails].sort());
    const ids = smtp.messages.map((message) => headerOf(message.raw, 'message-id'));
    expect(new Set(ids).size).toBe(mailCount);
  });
});
