import { randomBytes } from 'node:crypto';
import type { PaidPlanId } from '#shared/payments';
import { type Answers, lastStep } from '#shared/questionnaire';
import { type AppWithOutbox, browserKeyFor, signUpOverHttp } from '../../bench/lib/sign-up';
import { isSuccess, type JsonResponse, requestJson } from './http-client';

/**
 * The app's write paths as a browser drives them, over real HTTP against a server process. Each
 * answers the raw response: the crash test must tell an acknowledgement from a refusal itself.
 */

export interface ApiUser {
  email: string;
  password: string;
  token: string;
  userId: string;
}

export const testPassword = 'correct-horse-1';

/** POST /api/auth/register. */
export const register = (baseUrl: string, email: string, firstName: string, lastName: string) =>
  requestJson(baseUrl, 'POST', '/api/auth/register', {
    body: { email, password: testPassword, firstName, lastName, browserKey: browserKeyFor(email) },
  });

/**
 * A questionnaire completed as a record of its own: a fresh start (`POST {fresh: true}`), then the
 * completing PUT. Without the fresh start a completion edits the user's newest completed record in
 * place (decision 0071). The PUT's answer is the acknowledgement; a refused fresh start is returned.
 */
export const completeQuestionnaire = async (baseUrl: string, user: ApiUser, answers: Answers) => {
  const opened = await requestJson(baseUrl, 'POST', '/api/questionnaire', {
    token: user.token,
    body: { fresh: true },
  });
  if (opened.status < 200 || opened.status >= 300) return opened;
  return requestJson(baseUrl, 'PUT', `/api/questionnaire/${user.userId}`, {
    token: user.token,
    body: { answers, currentStep: lastStep, isCompleted: true },
  });
};

/** The demo checkout (a DEMO-… provider subscription), as the pricing page's demo button does. */
export const demoCheckout = (baseUrl: string, user: ApiUser, planId: PaidPlanId) =>
  requestJson(baseUrl, 'POST', '/api/payments/demo/subscriptions', { token: user.token, body: { planId } });

/** POST /api/payments/subscriptions: the app records the provider subscription. */
export const recordSubscription = (
  baseUrl: string,
  user: ApiUser,
  planId: PaidPlanId,
  paypalSubscriptionId: string,
) =>
  requestJson(baseUrl, 'POST', '/api/payments/subscriptions', {
    token: user.token,
    body: { planId, paypalSubscriptionId },
  });

function expectSuccess(step: string, response: JsonResponse) {
  if (!isSuccess(response.status)) {
    throw new Error(`${step} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}@example.com`;

/** Signs a user up through the mailed link (decision 0069) and returns its session; throws on any refusal. */
export async function registerUser(app: AppWithOutbox, email = uniqueEmail('user')): Promise<ApiUser> {
  const { token, user } = await signUpOverHttp(app, {
    email,
    password: testPassword,
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  return { email, password: testPassword, token, userId: user._id };
}

/** Demo checkout then recording it: the user's plan is `planId` afterwards. */
export async function subscribe(baseUrl: string, user: ApiUser, planId: PaidPlanId) {
  const { subscriptionId } = expectSuccess('demo checkout', await demoCheckout(baseUrl, user, planId));
  return expectSuccess('record subscription', await recordSubscription(baseUrl, user, planId, subscriptionId))
    .subscription;
}

/** Completes a questionnaire and returns the completed record's id. */
export async function saveCompletedAnswers(baseUrl: string, user: ApiUser, answers: Answers) {
  return expectSuccess('complete questionnaire', await completeQuestionnaire(baseUrl, user, answers))
    ._id as string;
}
