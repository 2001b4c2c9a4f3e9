import type { PaidPlanId } from '#shared/payments';
import type { Answers } from '#shared/questionnaire';
import { referenceAnswers } from '#world/testing';
import { type AppWithOutbox, activationToken, browserKeyFor } from '../../bench/lib/sign-up';
import { type ApiUser, completeQuestionnaire, demoCheckout, recordSubscription, register } from './app-api';
import { isSuccess, type JsonResponse, requestJson } from './http-client';

export type WriteKind = 'registration' | 'questionnaire' | 'subscription';

/**
 * acknowledged: the server answered 2xx, so the write must survive anything that happens next.
 * rejected: it answered something else (nothing promised). in-flight: sent, and the connection
 * died without an answer (the kill). not-sent: never started, the server was already gone.
 */
export type WriteOutcome = 'acknowledged' | 'rejected' | 'in-flight' | 'not-sent';

export interface Lane {
  user: ApiUser;
  /** One write at a time per user, as one person's browser makes them. */
  tail: Promise<unknown>;
}

export interface WriteRecord {
  kind: WriteKind;
  /** The unique value this write carries, looked for after the restart. */
  marker: string;
  lane?: Lane;
  outcome: WriteOutcome;
  httpStatus?: number;
  /** A network error that happened before the kill was a crash of its own: the test fails on it. */
  failedBeforeKill?: string;
  /** What was sent (answers, plan) and the ids the server answered with, to read it back. */
  answers?: Answers;
  planId?: PaidPlanId;
  email?: string;
  userId?: string;
  token?: string;
  recordId?: string;
  subscriptionId?: string;
  providerSubscriptionId?: string;
}

/** Three registrations, four questionnaire completions, three subscriptions in every ten. */
const kindPattern: WriteKind[] = [
  'registration',
  'questionnaire',
  'subscription',
  'questionnaire',
  'registration',
  'subscription',
  'questionnaire',
  'registration',
  'subscription',
  'questionnaire',
];

export function planWrites(count: number, lanes: Lane[], runId: string): WriteRecord[] {
  return Array.from({ length: count }, (_, index): WriteRecord => {
    const kind = kindPattern[index % kindPattern.length] as WriteKind;
    const marker = `crash-${runId}-${index}`;
    const base = { kind, marker, outcome: 'not-sent' as const };
    if (kind === 'registration') return { ...base, email: `${marker}@example.com` };
    const lane = lanes[index % lanes.length] as Lane;
    if (kind === 'subscription') {
      return { ...base, lane, planId: index % 2 === 0 ? 'visionary-plan' : 'legend-plan' };
    }
    const answers: Answers = {
      ...referenceAnswers.beachVilla,
      dream_sentence: `My dream life, record ${marker}.`,
      weekends: `Weekends of ${marker}, sailing with friends.`,
    };
    return { ...base, lane, answers };
  });
}

/** Sends one write; the returned response is the one that decides whether it was acknowledged. */
async function send(app: AppWithOutbox, write: WriteRecord): Promise<JsonResponse> {
  const { baseUrl } = app;
  if (write.kind === 'registration') {
    // Acknowledged when the mailed link has made the account (decision 0069): the 202 before it
    // promises only a mail.
    const registered = await register(baseUrl, write.email as string, 'Crash', write.marker);
    if (!isSuccess(registered.status)) return registered;
    const response = await requestJson(baseUrl, 'POST', '/api/auth/activate', {
      body: {
        token: await activationToken(app.dataDir, write.email as string),
        browserKey: browserKeyFor(write.email as string),
      },
    });
    if (isSuccess(response.status)) {
      write.userId = response.body.data.user._id;
      write.token = response.body.data.token;
    }
    return response;
  }
  const user = (write.lane as Lane).user;
  if (write.kind === 'questionnaire') {
    const response = await completeQuestionnaire(baseUrl, user, write.answers as Answers);
    if (isSuccess(response.status)) write.recordId = response.body.data._id;
    return response;
  }
  const planId = write.planId as PaidPlanId;
  const checkout = await demoCheckout(baseUrl, user, planId);
  if (!isSuccess(checkout.status)) return checkout;
  write.providerSubscriptionId = checkout.body.data.subscriptionId;
  const recorded = await recordSubscription(baseUrl, user, planId, write.providerSubscriptionId as string);
  if (isSuccess(recorded.status)) write.subscriptionId = recorded.body.data.subscription._id;
  return recorded;
}

export interface WriteRun {
  writes: WriteRecord[];
  /** Acknowledgements received when the kill was sent. */
  acknowledgedAtKill: number;
}

/**
 * Sends `writes` with `concurrency` at a time and calls `kill` once `killAfterAcknowledged` of them
 * have been acknowledged; from then on nothing new is sent. Resolves when every write has settled.
 */
export async function runWritesUntilKilled({
  app,
  writes,
  concurrency,
  killAfterAcknowledged,
  kill,
}: {
  app: AppWithOutbox;
  writes: WriteRecord[];
  concurrency: number;
  killAfterAcknowledged: number;
  kill: () => Promise<void>;
}): Promise<WriteRun> {
  let acknowledged = 0;
  let killing: Promise<void> | undefined;
  let acknowledgedAtKill = 0;
  let next = 0;

  const perform = async (write: WriteRecord) => {
    write.outcome = 'in-flight';
    try {
      const response = await send(app, write);
      write.httpStatus = response.status;
      write.outcome = isSuccess(response.status) ? 'acknowledged' : 'rejected';
    } catch (error) {
      if (!killing) write.failedBeforeKill = String((error as Error).cause ?? error);
      return;
    }
    if (write.outcome === 'acknowledged' && ++acknowledged >= killAfterAcknowledged && !killing) {
      acknowledgedAtKill = acknowledged;
      killing = kill();
    }
  };

  const worker = async () => {
    while (next < writes.length && !killing) {
      const write = writes[next++] as WriteRecord;
      if (!write.lane) {
        await perform(write);
        continue;
      }
      const lane = write.lane;
      const turn = lane.tail.then(() => (killing ? undefined : perform(write)));
      lane.tail = turn;
      await turn;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (!killing) throw new Error(`only ${acknowledged} writes were acknowledged: the kill never happened`);
  await killing;
  return { writes, acknowledgedAtKill };
}

/** How many writes ended each way, per kind and in all. */
export function tally(writes: WriteRecord[]) {
  const counts = { acknowledged: 0, rejected: 0, 'in-flight': 0, 'not-sent': 0 };
  const byKind: Record<WriteKind, typeof counts> = {
    registration: { ...counts },
    questionnaire: { ...counts },
    subscription: { ...counts },
  };
  for (const write of writes) {
    counts[write.outcome] += 1;
    byKind[write.kind][write.outcome] += 1;
  }
  return { ...counts, byKind };
}
