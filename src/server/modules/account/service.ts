import type { UserRow } from '#server/db/schema';
import { HttpError } from '#server/http-errors';
import { toPublicUser } from '#server/modules/auth';
import { toDreamWorld } from '#server/modules/dream-world';
import { toSubscription, toTransaction } from '#server/modules/payments';
import { errorCodes } from '#shared/api';
import type { AccountRepository } from './repository';

export interface AccountServiceDeps {
  repository: AccountRepository;
  /** Cancels the user's active subscriptions at the payment provider (the payments service). */
  cancelAllAtProvider: (userId: string) => Promise<unknown>;
  /** Remembers the user's free trials by the address, past the deletion (the payments service). */
  rememberTrials: (userId: string) => Promise<unknown>;
  /** Ends the user's cached sessions on this instance (the auth service). */
  forgetUser: (userId: string) => void;
  /** Whether `password` is the user's (the auth service). */
  passwordMatches: (user: UserRow, password: string) => Promise<boolean>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `"name":[…rows…]`, one row serialised at a time. */
async function* jsonArray<Row>(
  name: string,
  rows: AsyncIterable<Row> | Iterable<Row>,
  toJson: (row: Row) => unknown,
) {
  yield `${JSON.stringify(name)}:[`;
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}${JSON.stringify(toJson(row))}`;
    first = false;
  }
  yield ']';
}

/** Daily practice (docs/product.md §10): plans, check-ins, freezes, reviews, settings, devices, reminders sent. */
async function* exportPractice(repository: AccountRepository, userId: string) {
  const stamps = (row: { createdAt: Date; updatedAt?: Date }) => ({
    createdAt: iso(row.createdAt),
    ...(row.updatedAt ? { updatedAt: iso(row.updatedAt) } : {}),
  });
  yield* jsonArray('practicePlans', await repository.practicePlans(userId), ({ userId: _, ...row }) => ({
    ...row,
    ...stamps(row),
  }));
  yield ',';
  yield* jsonArray('practiceCheckIns', repository.practiceCheckIns(userId), ({ userId: _, ...row }) => ({
    ...row,
    ...stamps(row),
  }));
  yield ',';
  yield* jsonArray('practiceFreezes', await repository.practiceFreezes(userId), ({ userId: _, ...row }) => ({
    ...row,
    ...stamps(row),
  }));
  yield ',';
  yield* jsonArray('practiceReviews', await repository.practiceReviews(userId), ({ userId: _, ...row }) => ({
    ...row,
    ...stamps(row),
  }));
  yield ',';
  // The unsubscribe token's hash is a server secret's product, not the user's data.
  yield* jsonArray(
    'practiceSettings',
    await repository.practiceSettings(userId),
    ({ userId: _, unsubscribeTokenHash: __, ...row }) => ({ ...row, ...stamps(row) }),
  );
  yield ',';
  yield* jsonArray('practicePushDevices', await repository.practicePushSubscriptions(userId), (row) => ({
    endpoint: row.endpoint,
    createdAt: iso(row.createdAt),
  }));
  yield ',';
  yield* jsonArray('practiceRemindersSent', repository.practiceRemindersSent(userId), (row) => ({
    day: row.day,
    kind: row.kind,
    createdAt: iso(row.createdAt),
  }));
}

/** Past the spec (docs/product.md §5 "Privacy"): export everything stored about me; delete my account. */
export function createAccountService({
  repository,
  cancelAllAtProvider,
  rememberTrials,
  forgetUser,
  passwordMatches,
}: AccountServiceDeps) {
  return {
    /**
     * The export as JSON text in pieces, `{ success, data: { … } }` like every answer, written as
     * it is read: a collection at a time and the large ones a page at a time. Built whole, one
     * heavy account's export held 21 MB several times over in memory per request, and 20 at once
     * slowed everyone's requests (decision 0060).
     */
    async *exportJson(user: UserRow): AsyncGenerator<string> {
      const userId = user.id;
      yield `{"success":true,"data":{"exportedAt":${JSON.stringify(new Date().toISOString())}`;
      yield `,"user":${JSON.stringify(toPublicUser(user))},`;
      yield* jsonArray('sessions', await repository.sessions(userId), (row) => ({
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        revokedAt: iso(row.revokedAt),
        lastSeenAt: iso(row.lastSeenAt),
        userAgent: row.userAgent,
      }));
      yield ',';
      yield* jsonArray('questionnaires', repository.questionnaires(userId), (row) => ({
        _id: row.id,
        answers: row.answers,
        currentStep: row.currentStep,
        isCompleted: row.isCompleted,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
        completedAt: iso(row.completedAt),
      }));
      yield ',';
      yield* jsonArray('subscriptions', await repository.subscriptions(userId), toSubscription);
      yield ',';
      yield* jsonArray('transactions', repository.transactions(userId), toTransaction);
      yield ',';
      yield* jsonArray('paymentDiscounts', await repository.paymentDiscounts(userId), (row) => ({
        kind: row.kind,
        note: row.note,
        grantedAt: iso(row.grantedAt),
      }));
      yield ',';
      yield* jsonArray('affirmationDoubts', await repository.affirmationDoubts(userId), (row) => ({
        scope: row.scope,
        position: row.position,
        original: row.original,
        gentler: row.gentler,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }));
      yield ',';
      yield* jsonArray('contactMessages', await repository.contactMessages(userId), (row) => ({
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        message: row.message,
        createdAt: iso(row.createdAt),
      }));
      yield ',';
      yield* jsonArray('demoCheckouts', await repository.demoCheckouts(userId), (row) => ({
        subscriptionId: row.id,
        planId: row.planId,
        status: row.status,
        createdAt: iso(row.createdAt),
        cancelledAt: iso(row.cancelledAt),
      }));
      yield ',';
      yield* jsonArray('dreamWorlds', repository.dreamWorlds(userId), toDreamWorld);
      yield ',';
      yield* jsonArray('ownAffirmations', await repository.ownAffirmations(userId), (row) => ({
        text: row.text,
        origin: row.origin,
        favourite: row.favourite,
        hidden: row.hidden,
        position: row.position,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }));
      yield ',';
      yield* exportPractice(repository, userId);
      yield '}}';
    },

    /** Confirmed with the password; billing stops before the data goes. */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      if (!(await passwordMatches(user, password))) {
        throw new HttpError(400, errorCodes.invalidCredentials, 'password: that is not your password', [
          { field: 'password', message: 'That is not your password' },
        ]);
      }
      // If the provider cannot be reached, nothing is deleted.
      await cancelAllAtProvider(user.id);
      await rememberTrials(user.id);
      await repository.deleteUser(user.id);
      // Sessions are cached for a moment after each check; the deleted user's must stop now.
      forgetUser(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
