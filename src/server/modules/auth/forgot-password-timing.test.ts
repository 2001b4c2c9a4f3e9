import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '#server/db/schema';
import { createBackgroundMail } from '../mail/background-mail';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { AuthRepository } from './repository';
import { createAuthService } from './service';

const recordingMailer = (sent: MailMessage[]): Mailer => ({
  kind: 'outbox',
  send: async (message) => void sent.push(message),
  close: () => {},
});

const silentLog = { error: () => {} } as unknown as Parameters<typeof createBackgroundMail>[1];

/**
 * Regression (reliability suite): forgot-password for a known email answered ~2.7 ms
 * later than for an unknown one (the token insert was awaited), which let anyone probe which
 * emails have accounts. The answer must not wait for the account lookup at all.
 */
describe('forgotPassword', () => {
  it('answers without waiting for the account lookup, and mails the link once it is done', async () => {
    let finishLookup: (user: UserRow | null) => void = () => {};
    const lookup = new Promise<UserRow | null>((resolve) => {
      finishLookup = resolve;
    });
    const inserted: string[] = [];
    const repository = {
      findUserByEmail: () => lookup,
      insertOneTimeToken: async (userId: string) => {
        inserted.push(userId);
      },
    } as unknown as AuthRepository;
    const sent: MailMessage[] = [];
    const mail = createBackgroundMail(recordingMailer(sent), silentLog);
    const service = createAuthService({
      repository,
      mail,
      jwtSecret: randomBytes(32),
      jwtTtlSeconds: 3600,
      sessionIdleSeconds: 3600,
      appUrl: 'http://dream.test',
    });

    // With the lookup still pending, the answer is already there.
    const answered = await Promise.race([
      service.forgotPassword('known@example.com').then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waited for the lookup'), 1000)),
    ]);
    expect(answered).toBe('answered');
    expect(sent).toEqual([]);

    finishLookup({ id: 'user-1', email: 'known@example.com' } as UserRow);
    await mail.flush();
    expect(inserted).toEqual(['user-1']);
    expect(sent.map((message) => message.to)).toEqual(['known@example.com']);
    expect(sent[0]?.links?.[0]).toMatch(/^http:\/\/dream\.test\/reset-password\?token=/);
  });

  it('mails nothing for an unknown email, and a failed lookup is logged, not thrown at the client', async () => {
    const errors: unknown[] = [];
    const log = { error: (entry: unknown) => errors.push(entry) } as unknown as Parameters<
      typeof createBackgroundMail
    >[1];
    const sent: MailMessage[] = [];
    const mail = createBackgroundMail(recordingMailer(sent), log);
    let calls = 0;
    const repository = {
      findUserByEmail: async () => {
        calls += 1;
        if (calls === 2) throw new Error('database down');
        return null;
      },
    } as unknown as AuthRepository;
    const service = createAuthService({
      repository,
      mail,
      jwtSecret: randomBytes(32),
      jwtTtlSeconds: 3600,
      sessionIdleSeconds: 3600,
      appUrl: 'x',
    });

    await service.forgotPassword('nobody@example.com');
    await expect(service.forgotPassword('nobody@example.com')).resolves.toBeUndefined();
    await mail.flush();
    expect(sent).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
