import { inArray } from 'drizzle-orm';
import { dreamWorlds } from '#server/db/schema';
import { bearer, stateSnapshot, type TestApp } from '#server/test/test-app';
import type { DreamWorld } from '#shared/dreamWorld';
import { finalGenerationStatuses } from '#shared/dreamWorld';
import type { Answers } from '#shared/questionnaire';

/** POST /api/dream-world/generate. */
export function generate(testApp: TestApp, token: string, payload: unknown = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/dream-world/generate',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

export function getWorld(testApp: TestApp, token: string, id: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/dream-world/${id}`, headers: bearer(token) });
}

/** Polls GET /api/dream-world/{id} (as the web does, but every 20 ms) until it is completed or failed. */
export async function waitForWorld(testApp: TestApp, token: string, id: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await getWorld(testApp, token, id);
    const world = response.json().data as DreamWorld;
    if (finalGenerationStatuses.includes(world.generationStatus)) return world;
    if (Date.now() > deadline)
      throw new Error(`world ${id} still ${world.generationStatus} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The database state once no world is queued or generating. Tests share one app, and a world an
 * earlier step queued may finish in the background between a "before" and an "after" snapshot,
 * which would read as a change made by the request under test (it did, once, on Postgres in CI).
 */
export async function idleSnapshot(testApp: TestApp, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  const { db } = testApp.database;
  while ((await db.$count(dreamWorlds, inArray(dreamWorlds.status, ['queued', 'generating']))) > 0) {
    if (Date.now() > deadline) throw new Error(`worlds still in flight after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return stateSnapshot(testApp);
}

/** Saves answers as the questionnaire page does, completing the questionnaire unless told not to. */
export async function saveAnswers(
  testApp: TestApp,
  token: string,
  userId: string,
  answers: Answers,
  { isCompleted = true }: { isCompleted?: boolean } = {},
) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/questionnaire/${userId}`,
    headers: bearer(token),
    payload: { answers, currentStep: 0, isCompleted },
  });
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { _id: string };
}
