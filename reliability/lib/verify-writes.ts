import { isDeepStrictEqual } from 'node:util';
import { testPassword } from './app-api';
import { mapConcurrently } from './concurrently';
import { requestJson } from './http-client';
import type { Lane, WriteRecord } from './mixed-writes';

/**
 * Reads every acknowledged write back through the API of the restarted server and describes each
 * one that is missing or differs from what was sent (the list must be empty).
 */
export async function findLostWrites(baseUrl: string, writes: WriteRecord[]): Promise<string[]> {
  const problems: string[] = [];
  const acknowledged = writes.filter((write) => write.outcome === 'acknowledged');
  await mapConcurrently(acknowledged, 16, async (write) => {
    const problem = await checkWrite(baseUrl, write);
    if (problem) problems.push(`${write.kind} ${write.marker}: ${problem}`);
  });
  // Signing in verifies the stored password hash too (argon2: a sample keeps it quick).
  const registrations = acknowledged.filter((write) => write.kind === 'registration').slice(0, 10);
  await mapConcurrently(registrations, 4, async (write) => {
    const response = await requestJson(baseUrl, 'POST', '/api/auth/login', {
      body: { email: write.email, password: testPassword },
    });
    if (response.status !== 200 || response.body.data.user._id !== write.userId) {
      problems.push(`registration ${write.marker}: login answered ${response.status}`);
    }
  });
  return problems;
}

async function checkWrite(baseUrl: string, write: WriteRecord): Promise<string | null> {
  if (write.kind === 'registration') {
    const response = await requestJson(baseUrl, 'GET', '/api/auth/profile', { token: write.token });
    if (response.status !== 200) return `its session answered ${response.status}`;
    const { user } = response.body.data;
    if (user._id !== write.userId || user.email !== write.email || user.lastName !== write.marker) {
      return `the profile reads ${JSON.stringify(user)}`;
    }
    return null;
  }
  const { token } = (write.lane as Lane).user;
  if (write.kind === 'questionnaire') {
    const response = await requestJson(baseUrl, 'GET', `/api/questionnaire/record/${write.recordId}`, {
      token,
    });
    if (response.status !== 200) return `record ${write.recordId} answered ${response.status}`;
    const record = response.body.data;
    if (!record.isCompleted || !isDeepStrictEqual(record.answers, write.answers)) {
      return `record ${write.recordId} reads ${JSON.stringify(record)}`;
    }
    return null;
  }
  const response = await requestJson(baseUrl, 'GET', `/api/payments/subscriptions/${write.subscriptionId}`, {
    token,
  });
  if (response.status !== 200) return `subscription ${write.subscriptionId} answered ${response.status}`;
  const { subscription } = response.body.data;
  if (
    subscription.planId !== write.planId ||
    subscription.paypalSubscriptionId !== write.providerSubscriptionId ||
    subscription.provider !== 'demo'
  ) {
    return `subscription ${write.subscriptionId} reads ${JSON.stringify(subscription)}`;
  }
  return null;
}

/**
 * What the kill may not leave behind for one user, acknowledged or not: more than one active plan,
 * or a subscription the user never checked out (a half-written or mixed-up record).
 */
export async function findTornLanes(
  baseUrl: string,
  lanes: Lane[],
  writes: WriteRecord[],
): Promise<string[]> {
  const problems: string[] = [];
  await mapConcurrently(lanes, 8, async (lane) => {
    const response = await requestJson(baseUrl, 'GET', '/api/payments/subscriptions', {
      token: lane.user.token,
    });
    if (response.status !== 200) {
      problems.push(`${lane.user.email}: subscriptions answered ${response.status}`);
      return;
    }
    const checkedOut = new Set(
      writes
        .filter((write) => write.lane === lane && write.providerSubscriptionId)
        .map((write) => write.providerSubscriptionId),
    );
    const subscriptions: Array<{ status: string; paypalSubscriptionId: string | null }> =
      response.body.data.subscriptions;
    const active = subscriptions.filter((subscription) => subscription.status === 'active');
    if (active.length > 1) problems.push(`${lane.user.email}: ${active.length} active plans`);
    const strangers = subscriptions.filter(
      (subscription) => !checkedOut.has(subscription.paypalSubscriptionId ?? ''),
    );
    if (strangers.length > 0) {
      problems.push(`${lane.user.email}: subscriptions never checked out ${JSON.stringify(strangers)}`);
    }
  });
  return problems;
}
