import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, registerUser, stateSnapshot } from '#server/test/test-app';
import { errorCodes } from '#shared/api';
import { questionKeys } from '#shared/questionnaire';

/** Questionnaire progress: owner only, validated, one in-progress record, completion starts anew. */

const t = setupTestApp();
type User = Awaited<ReturnType<typeof registerUser>>;
let ada: User;
let bob: User;

beforeAll(async () => {
  ada = await registerUser(t);
  bob = await registerUser(t);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/questionnaire${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const allAnswers = Object.fromEntries(questionKeys.map((key) => [key, `My answer to ${key}`]));

describe('access control', () => {
  it('refuses anonymous requests with 401 on every route, whatever the body', async () => {
    for (const [method, url] of [
      ['POST', ''],
      ['GET', `/${ada.userId}`],
      ['PATCH', `/${ada.userId}/answer`],
      ['PUT', `/${ada.userId}`],
      ['GET', '/record/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expectErrorEnvelope(
        await call(method, url, undefined, method === 'GET' ? undefined : { bad: true }),
        401,
        errorCodes.unauthorized,
      );
    }
  });

  it("answers 404 for another user's id and record, and changes nothing", async () => {
    const saved = await call('PATCH', `/${ada.userId}/answer`, ada.token, { key: 'name', answer: 'Ada' });
    expect(saved.statusCode).toBe(200);
    const recordId = saved.json().data._id as string;
    const before = await stateSnapshot(t);
    expectErrorEnvelope(await call('GET', `/${ada.userId}`, bob.token), 404, errorCodes.notFound);
    expectErrorEnvelope(
      await call('PATCH', `/${ada.userId}/answer`, bob.token, { key: 'name', answer: 'Bob' }),
      404,
    );
    expectErrorEnvelope(
      await call('PUT', `/${ada.userId}`, bob.token, { answers: {}, currentStep: 0, isCompleted: false }),
      404,
    );
    expectErrorEnvelope(await call('GET', `/record/${recordId}`, bob.token), 404);
    expectErrorEnvelope(await call('GET', '/not-a-user-id', bob.token), 404);
    expect(await stateSnapshot(t)).toEqual(before);
    expect((await call('GET', `/${ada.userId}`, ada.token)).json().data.answers).toEqual({ name: 'Ada' });
  });
});

describe('validation', () => {
  it('rejects unknown keys, long answers, bad steps and wrong types with 400 naming the field', async () => {
    const user = await registerUser(t);
    const before = await stateSnapshot(t);
    const patch = (body: unknown) => call('PATCH', `/${user.userId}/answer`, user.token, body);
    const put = (body: unknown) => call('PUT', `/${user.userId}`, user.token, body);
    expectValidationError(await patch({ key: 'favourite_pet', answer: 'cat' }), 'key');
    expectValidationError(await patch({ key: 'name', answer: 'x'.repeat(2001) }), 'answer');
    expectValidationError(await patch({ key: 'name', answer: 42 }), 'answer');
    expectValidationError(await patch({ key: 'name' }), 'answer');
    expectValidationError(await patch({ key: 'name', answer: 'a\u0000b' }), 'answer');
    // A lone surrogate is valid JSON text that jsonb refuses: it used to reach the INSERT and 500.
    expectValidationError(await patch({ key: 'name', answer: 'a\ud800' }), 'answer');
    expectValidationError(
      await put({ answers: { name: '\udfff b' }, currentStep: 0, isCompleted: false }),
      'answers.name',
    );
    expectValidationError(
      await call('POST', '', user.token, { answers: { name: 'x\ud83d' } }),
      'answers.name',
    );
    expectValidationError(await patch({ key: 'name', answer: 'ok', extra: 1 }), 'body');
    expectValidationError(await put({ answers: {}, currentStep: 11, isCompleted: false }), 'currentStep');
    expectValidationError(await put({ answers: {}, currentStep: -1, isCompleted: false }), 'currentStep');
    expectValidationError(await put({ answers: {}, currentStep: 1.5, isCompleted: false }), 'currentStep');
    expectValidationError(await put({ answers: {}, currentStep: '2', isCompleted: false }), 'currentStep');
    expectValidationError(
      await put({ answers: { nope: 'x' }, currentStep: 0, isCompleted: false }),
      'answers.nope',
    );
    expectValidationError(
      await put({ answers: { name: 'x'.repeat(2001) }, currentStep: 0, isCompleted: false }),
      'answers.name',
    );
    expectValidationError(await put({ answers: [], currentStep: 0, isCompleted: false }), 'answers');
    expectValidationError(await put({ answers: {}, currentStep: 0, isCompleted: 'yes' }), 'isCompleted');
    expectValidationError(await call('POST', '', user.token, { answers: { nope: 'x' } }), 'answers.nope');
    expectValidationError(await call('GET', '/record/not-a-uuid', user.token), 'id');
    // Completing needs all 35 answers: the first blank one is named.
    expectValidationError(
      await put({ answers: { ...allAnswers, weekends: '  ' }, currentStep: 10, isCompleted: true }),
      'answers.weekends',
    );
    expect(await stateSnapshot(t)).toEqual(before);
  });
});

describe('save and load', () => {
  it('gives an empty progress before the first save, then round-trips answers and step', async () => {
    const user = await registerUser(t);
    const empty = await call('GET', `/${user.userId}`, user.token);
    expect(empty.json()).toEqual({
      success: true,
      data: { _id: null, userId: user.userId, answers: {}, currentStep: 0, isCompleted: false },
    });

    await call('PATCH', `/${user.userId}/answer`, user.token, { key: 'name', answer: 'Zoë 🌊 — 夢' });
    await call('PATCH', `/${user.userId}/answer`, user.token, {
      key: 'core_values',
      answer: 'x'.repeat(2000),
    });
    const saved = await call('PUT', `/${user.userId}`, user.token, {
      answers: { name: 'Zoë 🌊 — 夢', core_values: 'x'.repeat(2000), dream_sentence: 'By the sea' },
      currentStep: 4,
      isCompleted: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = (await call('GET', `/${user.userId}`, user.token)).json().data;
    expect(loaded).toEqual({
      _id: saved.json().data._id,
      userId: user.userId,
      answers: { name: 'Zoë 🌊 — 夢', core_values: 'x'.repeat(2000), dream_sentence: 'By the sea' },
      currentStep: 4,
      isCompleted: false,
    });

    const record = (await call('GET', `/record/${loaded._id}`, user.token)).json().data;
    expect(record).toMatchObject({
      _id: loaded._id,
      answers: loaded.answers,
      isCompleted: false,
      currentStep: 4,
      completedAt: null,
    });
    expect(Date.parse(record.createdAt)).not.toBeNaN();
    expect(Date.parse(record.updatedAt)).not.toBeNaN();
  });

  it('keeps both answers when two are saved at the same time', async () => {
    const user = await registerUser(t);
    await Promise.all(
      questionKeys
        .slice(0, 10)
        .map((key) => call('PATCH', `/${user.userId}/answer`, user.token, { key, answer: key })),
    );
    const { answers } = (await call('GET', `/${user.userId}`, user.token)).json().data;
    expect(Object.keys(answers).sort()).toEqual(questionKeys.slice(0, 10).sort());
  });

  it('completes the record; later saves edit it in place, and only a fresh start opens a new one', async () => {
    const user = await registerUser(t);
    const first = await call('PUT', `/${user.userId}`, user.token, {
      answers: allAnswers,
      currentStep: 10,
      isCompleted: true,
    });
    expect(first.json().data.isCompleted).toBe(true);
    const firstId = first.json().data._id;
    const record = (await call('GET', `/record/${firstId}`, user.token)).json().data;
    expect(record.isCompleted).toBe(true);
    expect(Date.parse(record.completedAt)).not.toBeNaN();

    // Editing: the saved answers come back, and changing one answer changes that record only.
    const loaded = (await call('GET', `/${user.userId}`, user.token)).json().data;
    expect(loaded).toMatchObject({ _id: firstId, answers: allAnswers, isCompleted: true });
    const edited = await call('PATCH', `/${user.userId}/answer`, user.token, {
      key: 'name',
      answer: 'Again',
    });
    expect(edited.json().data).toMatchObject({ _id: firstId, isCompleted: true });
    expect(edited.json().data.answers).toEqual({ ...allAnswers, name: 'Again' });
    // The spec's last step saves with isCompleted false first: an edit stays completed.
    const saved = await call('PUT', `/${user.userId}`, user.token, {
      answers: { ...allAnswers, name: 'Again' },
      currentStep: 10,
      isCompleted: false,
    });
    expect(saved.json().data).toMatchObject({ _id: firstId, isCompleted: true });
    const dashboard = (await call('GET', `/${user.userId}`, user.token)).json().data;
    expect(dashboard._id).toBe(firstId);

    // Blanking an answer reopens the record (it no longer completes the questionnaire).
    const blanked = await call('PATCH', `/${user.userId}/answer`, user.token, { key: 'music', answer: ' ' });
    expect(blanked.json().data).toMatchObject({ _id: firstId, isCompleted: false });
    await call('PATCH', `/${user.userId}/answer`, user.token, { key: 'music', answer: 'Jazz' });
    const completedAgain = await call('PUT', `/${user.userId}`, user.token, {
      answers: { ...allAnswers, name: 'Again', music: 'Jazz' },
      currentStep: 10,
      isCompleted: true,
    });
    expect(completedAgain.json().data).toMatchObject({ _id: firstId, isCompleted: true });

    // A fresh start, asked for: a new, empty record beside the completed one.
    const fresh = await call('POST', '', user.token, { fresh: true });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data).toMatchObject({ answers: {}, currentStep: 0, isCompleted: false });
    expect(fresh.json().data._id).not.toBe(firstId);
    const next = await call('PATCH', `/${user.userId}/answer`, user.token, { key: 'name', answer: 'New me' });
    expect(next.json().data).toMatchObject({ _id: fresh.json().data._id, answers: { name: 'New me' } });
    expect((await call('GET', `/record/${firstId}`, user.token)).json().data.answers).toEqual({
      ...allAnswers,
      name: 'Again',
      music: 'Jazz',
    });
  });

  it('refuses a fresh start flag that is not a boolean, naming the field', async () => {
    const user = await registerUser(t);
    const response = await call('POST', '', user.token, { fresh: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('fresh');
  });
});

describe('merging answers given before sign-in (POST)', () => {
  it('creates the record (201) from device answers, then merges later ones with account answers winning (200)', async () => {
    const user = await registerUser(t);
    const created = await call('POST', '', user.token, {
      answers: { name: 'Device', core_values: 'Calm' },
      currentStep: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    // Section 1 is not complete (dream_sentence blank): resume there, not at step 3.
    expect(created.json().data).toMatchObject({
      answers: { name: 'Device', core_values: 'Calm' },
      currentStep: 0,
    });

    await call('PATCH', `/${user.userId}/answer`, user.token, { key: 'dream_sentence', answer: '  ' });
    const merged = await call('POST', '', user.token, {
      answers: { name: 'Other device', dream_sentence: 'By the sea', dream_location: 'Lisbon' },
      currentStep: 1,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.answers).toEqual({
      name: 'Device',
      core_values: 'Calm',
      dream_sentence: 'By the sea',
      dream_location: 'Lisbon',
    });
    expect(merged.json().data.currentStep).toBe(1);
    expect(merged.json().data._id).toBe(created.json().data._id);
  });

  it('accepts an empty body and keeps one in-progress record under concurrent first calls', async () => {
    const user = await registerUser(t);
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', '', user.token, { answers: { [questionKeys[n] as string]: `a${n}` } }),
      ),
    );
    const ids = new Set(results.map((response) => response.json().data._id));
    expect(ids.size).toBe(1);
    const { answers } = (await call('GET', `/${user.userId}`, user.token)).json().data;
    expect(Object.keys(answers)).toHaveLength(3);
    expect((await call('POST', '', user.token, {})).statusCode).toBe(200);
  });
});
