import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, createTestApp, grantPlan, registerUser } from '#server/test/test-app';
import { aiMessages, defaultAffirmations } from '#shared/ai';
import { errorCodes } from '#shared/api';

/** The AI gateway with the default offline provider: access, plans, validation and limits. */

const t = setupTestApp({ env: { RATE_LIMIT_AI_PER_USER: '1000', RATE_LIMIT_AI_PER_IP: '1000' } });
type User = Awaited<ReturnType<typeof registerUser>>;
let visionary: User;
let explorer: User;

beforeAll(async () => {
  visionary = await registerUser(t);
  explorer = await registerUser(t);
  await grantPlan(t, visionary.userId, 'visionary-plan');
  await grantPlan(t, explorer.userId, 'free-plan');
  for (const user of [visionary, explorer]) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaire/${user.userId}`,
      headers: bearer(user.token),
      payload: { answers: { name: 'Maya', legacy: 'An art school' }, currentStep: 0, isCompleted: false },
    });
  }
});

const post = (path: string, token?: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ai/${path}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('access', () => {
  it('refuses anonymous requests with 401 on every AI route', async () => {
    for (const path of ['rephrase', 'affirmations', 'manifesto']) {
      expectErrorEnvelope(
        await post(path, undefined, { text: 'x', tone: 'casual', style: 'brief' }),
        401,
        errorCodes.unauthorized,
      );
    }
  });

  it('keeps rephrase and manifesto for plans that include them (403 PLAN_REQUIRED naming Visionary)', async () => {
    const noPlan = await registerUser(t);
    for (const token of [noPlan.token, explorer.token]) {
      const rephrase = expectErrorEnvelope(
        await post('rephrase', token, { text: 'I want a boat', tone: 'casual', style: 'brief' }),
        403,
        errorCodes.planRequired,
      );
      expect(rephrase.message).toContain('Visionary');
      expectErrorEnvelope(await post('manifesto', token), 403, errorCodes.planRequired);
    }
  });
});

describe('rephrase', () => {
  it('tidies the text offline and invents nothing (decision 0109)', async () => {
    const response = await post('rephrase', visionary.token, {
      text: '  I want a house by the sea ',
      tone: 'concise',
      style: 'straightforward',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      text: 'I want a house by the sea.',
      source: 'offline',
      unchanged: false,
    });
  });

  it("refuses blank text with the spec's message, and bad tone, style or size naming the field", async () => {
    for (const text of ['', '   ', '\n\t']) {
      const body = expectValidationError(
        await post('rephrase', visionary.token, { text, tone: 'casual', style: 'brief' }),
        'text',
      );
      expect(body.message).toContain(aiMessages.emptyText);
    }
    expectValidationError(
      await post('rephrase', visionary.token, { text: 'x'.repeat(2001), tone: 'casual', style: 'brief' }),
      'text',
    );
    expectValidationError(
      await post('rephrase', visionary.token, { text: 'hi', tone: 'angry', style: 'brief' }),
      'tone',
    );
    expectValidationError(
      await post('rephrase', visionary.token, { text: 'hi', tone: 'casual', style: 'long' }),
      'style',
    );
    expectValidationError(
      await post('rephrase', visionary.token, { text: 42, tone: 'casual', style: 'brief' }),
      'text',
    );
  });
});

describe('affirmations', () => {
  it("personalises from the user's saved answers on Visionary, universal defaults otherwise", async () => {
    const personal = (await post('affirmations', visionary.token)).json().data;
    expect(personal.personalised).toBe(true);
    expect(personal.source).toBe('offline');
    expect(personal.affirmations).toHaveLength(8);
    expect(personal.affirmations[0]).toContain('Maya');
    expect(personal.affirmations[7]).toContain('art school');

    const universal = (await post('affirmations', explorer.token)).json().data;
    expect(universal).toEqual({
      affirmations: [...defaultAffirmations],
      gentler: Array(8).fill(false),
      personalised: false,
      source: 'default',
    });
  });

  it("reads a named questionnaire of the user's own, and 404s on another user's", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/questionnaire/${visionary.userId}`,
      headers: bearer(visionary.token),
    });
    const id = own.json().data._id;
    expect((await post('affirmations', visionary.token, { questionnaireId: id })).statusCode).toBe(200);
    expectErrorEnvelope(
      await post('affirmations', explorer.token, { questionnaireId: id }),
      404,
      errorCodes.notFound,
    );
    expectValidationError(
      await post('affirmations', visionary.token, { questionnaireId: 'nope' }),
      'questionnaireId',
    );
  });

  it('gives a user without answers the universal affirmations', async () => {
    const user = await registerUser(t);
    await grantPlan(t, user.userId, 'legend-plan');
    expect((await post('affirmations', user.token)).json().data.personalised).toBe(false);
  });
});

describe('manifesto', () => {
  it('writes a first-person manifesto from the saved answers, and asks for answers first when there are none', async () => {
    const response = await post('manifesto', visionary.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.manifesto).toMatch(/^I am Maya\./);
    const user = await registerUser(t);
    await grantPlan(t, user.userId, 'visionary-plan');
    expectErrorEnvelope(await post('manifesto', user.token), 404, errorCodes.notFound);
  });
});

describe('rate limits', () => {
  it('limits AI calls per user and per IP', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AI_PER_USER: '2', RATE_LIMIT_AI_PER_IP: '3' } });
    try {
      const a = await registerUser(limited);
      const b = await registerUser(limited);
      const call = (token: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/ai/affirmations',
          headers: bearer(token),
          payload: {},
          remoteAddress,
        });
      expect((await call(a.token, '10.0.0.1')).statusCode).toBe(200);
      expect((await call(a.token, '10.0.0.2')).statusCode).toBe(200);
      // Third call of user a, from a fresh IP: the per-user limit answers.
      expectErrorEnvelope(await call(a.token, '10.0.0.3'), 429, errorCodes.rateLimited);
      // User b from 10.0.0.1: that IP has 1 call, so 2 more pass, then the per-IP limit answers.
      expect((await call(b.token, '10.0.0.1')).statusCode).toBe(200);
      expect((await call(b.token, '10.0.0.1')).statusCode).toBe(200);
      const perIp = await call(b.token, '10.0.0.1');
      expectErrorEnvelope(perIp, 429, errorCodes.rateLimited);
      expect(perIp.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe("I don't believe this yet", () => {
  const doubt = (token: string | undefined, payload: unknown) => post('affirmations/doubts', token, payload);

  it('keeps a gentler, process-based line in the place the user marked, for that user only', async () => {
    const user = await registerUser(t);
    await grantPlan(t, user.userId, 'visionary-plan');
    await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaire/${user.userId}`,
      headers: bearer(user.token),
      payload: {
        answers: { name: 'Ana', financial_reality: 'I will be debt-free' },
        currentStep: 0,
        isCompleted: false,
      },
    });
    const before = (await post('affirmations', user.token)).json().data;
    const line = before.affirmations[6];
    expect(line).toBe('With each choice, I am becoming debt-free.');

    const marked = await doubt(user.token, { position: 6, text: line });
    expect(marked.statusCode, marked.body).toBe(200);
    const gentler = marked.json().data.text;
    expect(marked.json().data.position).toBe(6);
    expect(gentler).not.toBe(line);
    expect(gentler).toContain('debt-free');

    // Kept: the next visit shows the gentler line in its place, marked as such.
    const after = (await post('affirmations', user.token)).json().data;
    expect(after.affirmations[6]).toBe(gentler);
    expect(after.gentler).toEqual([false, false, false, false, false, false, true, false]);
    expect(after.affirmations.filter((_: string, index: number) => index !== 6)).toEqual(
      before.affirmations.filter((_: string, index: number) => index !== 6),
    );

    // Another user's list is untouched.
    const other = (await post('affirmations', visionary.token)).json().data;
    expect(other.gentler.every((value: boolean) => !value)).toBe(true);
  });

  it('works on the universal list too, and marking the gentler line again gives a gentler one still', async () => {
    const user = await registerUser(t);
    const first = (await doubt(user.token, { position: 0, text: defaultAffirmations[0] })).json().data.text;
    const list = (await post('affirmations', user.token)).json().data;
    expect(list.affirmations[0]).toBe(first);
    expect(list.gentler[0]).toBe(true);
    const second = (await doubt(user.token, { position: 0, text: first })).json().data.text;
    expect(second).not.toBe(first);
    expect((await post('affirmations', user.token)).json().data.affirmations[0]).toBe(second);
  });

  it('refuses anonymous requests (401), names the bad field (400) and hides other users’ questionnaires (404)', async () => {
    expectErrorEnvelope(await doubt(undefined, { position: 0, text: 'x' }), 401, errorCodes.unauthorized);
    const user = await registerUser(t);
    expectValidationError(await doubt(user.token, { position: 8, text: 'I am calm.' }), 'position');
    expectValidationError(await doubt(user.token, { position: 1.5, text: 'I am calm.' }), 'position');
    expectValidationError(await doubt(user.token, { position: 0, text: '   ' }), 'text');
    expectValidationError(await doubt(user.token, { position: 0, text: 'a'.repeat(301) }), 'text');
    expectValidationError(await doubt(user.token, { position: 0, text: 'I am calm.', extra: 1 }), 'body');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/questionnaire/${visionary.userId}`,
      headers: bearer(visionary.token),
    });
    const id = own.json().data._id;
    expectErrorEnvelope(
      await doubt(user.token, { questionnaireId: id, position: 0, text: 'I am calm.' }),
      404,
      errorCodes.notFound,
    );
    expectErrorEnvelope(
      await doubt(user.token, {
        questionnaireId: '00000000-0000-4000-8000-000000000000',
        position: 0,
        text: 'I am calm.',
      }),
      404,
      errorCodes.notFound,
    );
  });
});
