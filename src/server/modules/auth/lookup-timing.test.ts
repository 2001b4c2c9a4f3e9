import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '#server/db/schema';
import type { MailQueue } from '#server/modules/mail';
import { recordingMailQueue } from '#server/modules/mail/test/recording-mail';
import type { AuthRepository } from './repository';
import { createAuthService } from './service';

/** A stand-in repository whose transaction runs the work on the stand-in itself. */
const inTransactions = (queries: Record<string, unknown>) => {
  const repository = { ...queries, executor: {} } as unknown as AuthRepository;
  return {
    ...repository,
    transaction: (work: (repo: AuthRepository) => unknown) => work(repository),
  } as AuthRepository;
};

const serviceWith = (repository: AuthRepository, mail: MailQueue) =>
  createAuthService({
    repository,
    mail,
    jwtSecret: randomBytes(32),
    jwtTtlSeconds: 3600,
    sessionIdleSeconds: 3600,
    appUrl: 'http://dream.test',
  });

/** A lookup the test finishes when it chooses: an answer that waited for it would hang. */
function heldLookup() {
  let finish: (user: UserRow | null) => void = () => {};
  const lookup = new Promise<UserRow | null>((resolve) => {
    finish = resolve;
  });
  return { lookup, finish };
}

const answersWithin = (work: Promise<unknown>) =>
  Promise.race([
    work.then(() => 'answered'),
    new Promise((resolve) => setTimeout(() => resolve('waited for the lookup'), 1000)),
  ]);

/**
 * Registering answers alike for an address with an account and without (decision 0069): both
 * hash the password, and neither waits for the lookup; which mail goes out is decided afterwards.
 */
describe('register', () => {
  it.each([
    [
      'an address with an account',
      { id: 'user-1', email: 'known@example.com' } as UserRow,
      /sign up with your email/,
    ],
    ['a new address', null, /Finish creating/],
  ])('answers %s before the lookup, then mails', async (_label, found, subject) => {
    const { lookup, finish } = heldLookup();
    const hashes: string[] = [];
    const repository = inTransactions({
      findUserByEmail: () => lookup,
      insertPendingRegistration: async (pending: { passwordHash: string }) => {
        hashes.push(pending.passwordHash);
      },
    });
    const { mail, queued: sent } = recordingMailQueue();
    const service = serviceWith(repository, mail);

    const answered = answersWithin(
      service.register({ email: 'known@example.com', password: 'long-enough-1', browserKey: 'k'.repeat(43) }),
    );
    expect(await answered).toBe('answered');
    expect(sent).toEqual([]);
    finish(found);
    await mail.flush();
    expect(sent.map((message) => message.subject)).toEqual([expect.stringMatching(subject)]);
    expect(hashes).toEqual(found ? [] : [expect.stringMatching(/^\$argon2id\$/)]);
  });
});

/**
 * Regression (reliability suite): forgot-password for a known email answered ~2.7 ms
 * later than for an unknown one (the token insert was awaited), which let anyone probe which
 * emails have accounts. The answer must not wait for the account lookup at all.
 */
describe('forgotPassword', () => {
  it('answers without waiting for the account lookup, and mails the link once it is done', async () => {
    const { lookup, finish: finishLookup } = heldLookup();
    const inserted: string[] = [];
    const repository = inTransactions({
      findUserByEmail: () => lookup,
      insertOneTimeToken: async (userId: string) => {
        inserted.push(userId);
      },
    });
    const { mail, queued: sent } = recordingMailQueue();
    const service = serviceWith(repository, mail);

    // With the lookup still pending, the answer is already there.
    expect(await answersWithin(service.forgotPassword('known@example.com'))).toBe('answered');
    expect(sent).toEqual([]);

    finishLookup({ id: 'user-1', email: 'known@example.com' } as UserRow);
    await mail.flush();
    expect(inserted).toEqual(['user-1']);
    expect(sent.map((message) => message.to)).toEqual(['known@example.com']);
    expect(sent[0]?.links?.[0]).toMatch(/^http:\/\/dream\.test\/reset-password\?token=/);
  });

  it('mails nothing for an unknown email, and a failed lookup is logged, not thrown at the client', async () => {
    const errors: unknown[] = [];
    const { mail, queued: sent } = recordingMailQueue({ error: (entry: unknown) => void errors.push(entry) });
    let calls = 0;
    const repository = inTransactions({
      findUserByEmail: async () => {
        calls += 1;
        if (calls === 2) throw new Error('database down');
        return null;
      },
    });
    const service = serviceWith(repository, mail);

    await service.forgotPassword('nobody@example.com');
    await expect(service.forgotPassword('nobody@example.com')).resolves.toBeUndefined();
    await mail.flush();
    expect(sent).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
