import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerOf, type SmtpCapture, startSmtpCapture, textBodyOf } from '#server/test/smtp-capture';
import { signUpOverSmtp } from '#server/test/smtp-sign-up';
import { createTestApp, grantPlan, type TestApp } from '#server/test/test-app';
import { practiceClient, reminderSettings, testClock } from './test/practice-client';

/** The reminder over real SMTP: the one-click unsubscribe headers reach the wire (RFC 8058). */
describe('reminder mail over SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  const time = testClock('2026-03-11T06:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ clock: time.clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('carries List-Unsubscribe and List-Unsubscribe-Post, and the link in the text', async () => {
    const signedUp = await signUpOverSmtp(t, smtp, 'remind-by-smtp@example.com');
    expect(signedUp.activated.statusCode).toBe(201);
    const { data } = signedUp.activated.json() as { data: { token: string; user: { _id: string } } };
    const user = { email: signedUp.email, token: data.token, userId: data.user._id };
    await grantPlan(t, user.userId, 'visionary-plan');
    expect(
      (await practiceClient(t, user.token).reminders(reminderSettings({ time: '07:00' }))).statusCode,
    ).toBe(200);
    time.set('2026-03-11T07:00:00Z');
    expect(await t.app.practiceReminders.runDueNow()).toBe(1);
    const message = smtp.messages.find((mail) =>
      headerOf(mail.raw, 'subject')?.includes('Your minute for today'),
    );
    if (!message) throw new Error(`no reminder among ${smtp.messages.length} received`);
    expect(message.to).toEqual([user.email]);
    const link = headerOf(message.raw, 'list-unsubscribe');
    expect(link).toMatch(/^<http:\/\/dream\.test\/api\/practice\/unsubscribe\?token=[\w-]{43}>$/);
    expect(headerOf(message.raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(textBodyOf(message.raw)).toContain(link?.slice(1, -1));
  });
});
