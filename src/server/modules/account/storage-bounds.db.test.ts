import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dreamWorlds, questionnaires } from '#server/db/schema';
import { generate, saveAnswers } from '#server/modules/dream-world/test/world-api';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, createTestApp, grantPlan, registerUser, type TestApp } from '#server/test/test-app';
import { perUserLimits } from '#shared/storage-limits';
import { referenceAnswers } from '#world/testing';

/**
 * Per-user bounds (decision 0060). The audit stored 300 completed questionnaires of 70 KB for one
 * account, whose 21 MB export (20 at once) slowed every other user's requests: every per-user
 * collection is bounded, the export is limited per user and streamed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = Object.values(referenceAnswers)[0] as Record<string, string>;

describe('per-user bounds', () => {
  it(`keeps at most ${perUserLimits.completedQuestionnaires} completed questionnaires per user`, async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await t.database.db.insert(questionnaires).values(
      Array.from({ length: perUserLimits.completedQuestionnaires }, () => ({
        userId: user.userId,
        answers,
        isCompleted: true,
        completedAt: new Date(),
      })),
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaire/${user.userId}`,
      headers: bearer(user.token),
      payload: { answers, currentStep: 0, isCompleted: true },
    });
    expect(expectErrorEnvelope(response, 409, 'CONFLICT').message).toMatch(
      /limit of 100 saved questionnaires/,
    );
    // Saving progress still works, and another user is not affected.
    await saveAnswers(t, user.token, user.userId, answers, { isCompleted: false });
    await saveAnswers(t, other.token, other.userId, answers);
  });

  it(`keeps at most ${perUserLimits.worldVersions} dream-world versions per user`, async () => {
    const user = await registerUser(t);
    await grantPlan(t, user.userId, 'legend-plan');
    await saveAnswers(t, user.token, user.userId, answers);
    await t.database.db.insert(dreamWorlds).values(
      Array.from({ length: perUserLimits.worldVersions }, (_, index) => ({
        userId: user.userId,
        version: index + 1,
        status: 'failed' as const,
        level: 'full' as const,
        answersHash: `old-${index}`,
      })),
    );
    expect(expectErrorEnvelope(await generate(t, user.token), 409, 'CONFLICT').message).toMatch(
      /limit of 200 saved dream world versions/,
    );
  });
});

describe('export', () => {
  it('streams valid JSON with every questionnaire, and is limited to 5 an hour per user', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    // More rows than one export page (20), so the paging is exercised.
    await t.database.db.insert(questionnaires).values(
      Array.from({ length: 45 }, (_, index) => ({
        userId: user.userId,
        answers: { ...answers, name: `Run ${index}` },
        isCompleted: true,
        completedAt: new Date(),
      })),
    );
    const exportFor = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(token) });

    const first = await exportFor(user.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['content-disposition']).toContain('attachment');
    // Streamed: no Content-Length is known in advance.
    expect(first.headers['content-length']).toBeUndefined();
    const { data } = first.json();
    expect(data.questionnaires).toHaveLength(45);
    expect(
      new Set(data.questionnaires.map((row: { answers: { name: string } }) => row.answers.name)).size,
    ).toBe(45);

    for (let n = 2; n <= 5; n++) expect((await exportFor(user.token)).statusCode).toBe(200);
    expectErrorEnvelope(await exportFor(user.token), 429, 'RATE_LIMITED');
    expect((await exportFor(other.token)).statusCode).toBe(200);
  });
});
