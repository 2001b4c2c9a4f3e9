import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ownAffirmations } from '#server/db/schema';
import { practiceClient, testClock } from '#server/modules/practice/test/practice-client';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope, expectValidationError } from '#server/test/assertions';
import { bearer, grantPlan, registerUser, stateSnapshot } from '#server/test/test-app';
import { ownAffirmationLimits } from '#shared/ownAffirmations';

const time = testClock('2026-03-11T10:00:00Z');
const t = setupTestApp({ clock: time.clock });

async function user(plan?: 'visionary-plan' | 'legend-plan') {
  const registered = await registerUser(t);
  if (plan) await grantPlan(t, registered.userId, plan);
  const send = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/affirmations${url}`,
      headers: bearer(registered.token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const add = async (text: string, extra: Record<string, unknown> = {}) => {
    const response = await send('POST', '/', { text, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; text: string; favourite: boolean; hidden: boolean };
  };
  return { ...registered, send, add, practice: practiceClient(t, registered.token) };
}

describe('own affirmations: sign-in and validation', () => {
  it('answers 401 on every route without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/'],
      ['POST', '/'],
      ['PUT', '/order'],
      ['PATCH', `/${id}`],
      ['DELETE', `/${id}`],
    ] as const) {
      const response = await t.app.inject({ method, url: `/api/affirmations${url}`, payload: {} });
      expectErrorEnvelope(response, 401, 'UNAUTHORIZED');
    }
  });

  it('names the failing field on a 400 and stores nothing', async () => {
    const { send, add } = await user();
    const before = await stateSnapshot(t);
    expectValidationError(await send('POST', '/', {}), 'text');
    expectValidationError(await send('POST', '/', { text: '   ' }), 'text');
    expectValidationError(
      await send('POST', '/', { text: 'x'.repeat(ownAffirmationLimits.textMax + 1) }),
      'text',
    );
    expectValidationError(await send('POST', '/', { text: 'I am calm.\u0000' }), 'text');
    expectValidationError(await send('POST', '/', { text: 'I am calm.', favourite: 'yes' }), 'favourite');
    expectValidationError(await send('POST', '/', { text: 'I am calm.', origin: 'ai' }), 'origin');
    expectValidationError(await send('PATCH', '/not-an-id', { favourite: true }), 'id');
    expectValidationError(await send('PUT', '/order', { ids: ['nope'] }), 'ids.0');
    expect(await stateSnapshot(t)).toEqual(before);
    const line = await add('I am calm.');
    expectValidationError(await send('PATCH', `/${line.id}`, {}), 'text');
    expectValidationError(await send('PATCH', `/${line.id}`, { hidden: 1 }), 'hidden');
    expectValidationError(await send('PUT', '/order', { ids: [line.id, line.id] }), 'ids');
  });
});

describe('own affirmations: write, edit, reorder, favourite, hide, delete', () => {
  it('keeps the lines in the person’s order with their marks', async () => {
    const { send, add } = await user('visionary-plan');
    const first = await add('  I begin each day with a clear mind. ');
    const second = await add('I finish what I start.', { favourite: true });
    const third = await add('I am at home in my body.');
    expect(first.text).toBe('I begin each day with a clear mind.');

    const edited = await send('PATCH', `/${first.id}`, { text: 'I begin each day calm.' });
    expect(edited.json().data.text).toBe('I begin each day calm.');
    // A hidden line is no favourite, and a favourite no longer hidden.
    expect((await send('PATCH', `/${second.id}`, { hidden: true })).json().data).toMatchObject({
      hidden: true,
      favourite: false,
    });
    expect((await send('PATCH', `/${second.id}`, { favourite: true })).json().data).toMatchObject({
      hidden: false,
      favourite: true,
    });

    const reordered = await send('PUT', '/order', { ids: [third.id, first.id, second.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const list = (await send('GET', '/')).json().data;
    expect(list.limit).toBe(ownAffirmationLimits.paidLines);
    expect(list.lines.map((line: { id: string }) => line.id)).toEqual([third.id, first.id, second.id]);
    expect(list.lines.map((line: { position: number }) => line.position)).toEqual([0, 1, 2]);

    // A reorder must name every line, once.
    expectValidationError(await send('PUT', '/order', { ids: [third.id, first.id] }), 'ids');

    expect((await send('DELETE', `/${first.id}`)).statusCode).toBe(200);
    expectErrorEnvelope(await send('DELETE', `/${first.id}`), 404, 'NOT_FOUND');
    expect((await send('GET', '/')).json().data.lines).toHaveLength(2);
  });

  it('answers 404 for another person’s line and changes nothing of it', async () => {
    const owner = await user();
    const other = await user();
    const line = await owner.add('I trust my own pace.');
    const mine = await other.add('I keep my promises.');
    expectErrorEnvelope(await other.send('PATCH', `/${line.id}`, { text: 'Taken over.' }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await other.send('DELETE', `/${line.id}`), 404, 'NOT_FOUND');
    expectErrorEnvelope(await other.send('PUT', '/order', { ids: [line.id, mine.id] }), 404, 'NOT_FOUND');
    expect((await owner.send('GET', '/')).json().data.lines).toMatchObject([
      { text: 'I trust my own pace.' },
    ]);
    expect((await other.send('GET', '/')).json().data.lines).toMatchObject([{ text: 'I keep my promises.' }]);
  });
});

describe('own affirmations: plan limits', () => {
  it('keeps an Explorer to 5 lines (403 PLAN_REQUIRED naming Visionary) and a paid plan to 50 (409)', async () => {
    const explorer = await user();
    for (let n = 0; n < ownAffirmationLimits.explorerLines; n += 1) await explorer.add(`I grow, step ${n}.`);
    const refused = expectErrorEnvelope(
      await explorer.send('POST', '/', { text: 'One more.' }),
      403,
      'PLAN_REQUIRED',
    );
    expect(refused.message).toContain('Visionary');
    expect((await explorer.send('GET', '/')).json().data).toMatchObject({
      limit: ownAffirmationLimits.explorerLines,
    });
    expect((await explorer.send('GET', '/')).json().data.lines).toHaveLength(
      ownAffirmationLimits.explorerLines,
    );

    const legend = await user('legend-plan');
    await t.database.db.insert(ownAffirmations).values(
      Array.from({ length: ownAffirmationLimits.paidLines }, (_, position) => ({
        userId: legend.userId,
        text: `Line ${position}`,
        origin: 'own' as const,
        position,
      })),
    );
    expectErrorEnvelope(await legend.send('POST', '/', { text: 'One more.' }), 409, 'CONFLICT');
  });

  it('adds at most the limit when requests race', async () => {
    const explorer = await user();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) => explorer.send('POST', '/', { text: `Race ${n}.` })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(
      ownAffirmationLimits.explorerLines,
    );
    expect(await t.database.db.$count(ownAffirmations, eq(ownAffirmations.userId, explorer.userId))).toBe(
      ownAffirmationLimits.explorerLines,
    );
  });
});

describe('own affirmations on /today', () => {
  it('puts favourites first, leaves hidden lines out, and names the kept lines', async () => {
    const person = await user();
    const before = (await person.practice.today()).json().data;
    expect(before.affirmations).toHaveLength(3);
    expect(before.favourites).toBe(0);
    expect(before.affirmationIds).toEqual([null, null, null]);

    const favourite = await person.add('I make room for what matters.', { favourite: true });
    const hidden = await person.add(before.affirmations[0], { origin: 'generated', hidden: true });
    const today = (await person.practice.today()).json().data;
    expect(today.affirmations[0]).toBe('I make room for what matters.');
    expect(today.affirmationIds[0]).toBe(favourite.id);
    expect(today.favourites).toBe(1);
    expect(today.affirmations).toHaveLength(3);
    expect(today.affirmations).not.toContain(before.affirmations[0]);
    expect(today.affirmationIds).not.toContain(hidden.id);
  });
});

describe('own affirmations in the export and the deletion', () => {
  it('exports the lines with their marks and deletes them with the account', async () => {
    const person = await user();
    await person.add('I am proud of small steps.', { favourite: true });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(person.token),
    });
    expect(exported.json().data.ownAffirmations).toEqual([
      expect.objectContaining({
        text: 'I am proud of small steps.',
        favourite: true,
        hidden: false,
        origin: 'own',
      }),
    ]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(person.token),
      payload: { password: person.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.$count(ownAffirmations, eq(ownAffirmations.userId, person.userId))).toBe(0);
  });
});
