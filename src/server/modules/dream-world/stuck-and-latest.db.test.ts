import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dreamWorlds, jobs } from '#server/db/schema';
import { longestJobMs } from '#server/jobs/job-worker';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';
import { type DreamWorld, type DreamWorldList, dreamWorldMessages } from '#shared/dreamWorld';
import type { Answers } from '#shared/questionnaire';
import { referenceAnswers } from '#world/testing';
import { answersHash } from './answers-hash';
import { generate, saveAnswers, waitForWorld } from './test/world-api';
import { dreamWorldQueue } from './world-job-payload';

const testApp = setupTestApp({ env: { JOB_POLL_MS: '50' } });

/** A Visionary user with answers, and a queued world of those answers inserted by hand. */
async function userWithUnfinishedWorld(answers: Answers, createdAt?: Date) {
  const user = await registerUser(testApp);
  await grantPlan(testApp, user.userId, 'visionary-plan');
  await saveAnswers(testApp, user.token, user.userId, answers);
  const [world] = await testApp.database.db
    .insert(dreamWorlds)
    .values({
      userId: user.userId,
      questionnaireId: null,
      version: 1,
      level: 'full',
      answersHash: answersHash(answers),
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    })
    .returning();
  return { user, world: world as NonNullable<typeof world> };
}

async function expectReplaced(user: { token: string }, stuckId: string) {
  const response = await generate(testApp, user.token);
  expect(response.statusCode).toBe(202);
  const fresh = response.json().data as DreamWorld;
  expect(fresh.version).toBe(2);
  const [stuck] = await testApp.database.db.select().from(dreamWorlds).where(eq(dreamWorlds.id, stuckId));
  expect(stuck).toMatchObject({ status: 'failed', error: dreamWorldMessages.failed });
  expect((await waitForWorld(testApp, user.token, fresh._id)).generationStatus).toBe('completed');
}

describe('an unfinished world that will never finish', () => {
  it('is not reused when its job row is gone: it is marked failed and a new version is built', async () => {
    const { user, world } = await userWithUnfinishedWorld(referenceAnswers.beachVilla);
    await expectReplaced(user, world.id);
  });

  it('is not reused when it is older than the longest a job can take', async () => {
    const overdue = new Date(Date.now() - longestJobMs(testApp.config.jobs) - 60_000);
    const { user, world } = await userWithUnfinishedWorld(referenceAnswers.mountainCabin, overdue);
    // Its job still exists, but is not due (so no worker runs it during the test).
    await testApp.database.db.insert(jobs).values({
      queue: dreamWorldQueue,
      payload: { worldId: world.id, userId: user.userId },
      maxAttempts: 3,
      runAfter: sql`now() + interval '1 day'`,
    });
    await expectReplaced(user, world.id);
  });

  it('is still reused while its job exists and has time left (a double click)', async () => {
    const { user, world } = await userWithUnfinishedWorld(referenceAnswers.cityPenthouse);
    await testApp.database.db.insert(jobs).values({
      queue: dreamWorldQueue,
      payload: { worldId: world.id, userId: user.userId },
      maxAttempts: 3,
      runAfter: sql`now() + interval '1 day'`,
    });
    const response = await generate(testApp, user.token);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as DreamWorld)._id).toBe(world.id);
  });
});

describe('the latest world', () => {
  it('is the highest version for /latest, the list and the reuse check, whatever the timestamps say', async () => {
    const user = await registerUser(testApp);
    await grantPlan(testApp, user.userId, 'visionary-plan');
    const answers = { name: 'Versions' };
    await saveAnswers(testApp, user.token, user.userId, answers, { isCompleted: false });
    const first = (await generate(testApp, user.token)).json().data as DreamWorld;
    await waitForWorld(testApp, user.token, first._id);
    await saveAnswers(testApp, user.token, user.userId, { name: 'Versions two' }, { isCompleted: false });
    const second = (await generate(testApp, user.token)).json().data as DreamWorld;
    await waitForWorld(testApp, user.token, second._id);
    // Version 2 carries the older timestamp (clock skew between instances, a restored backup).
    await testApp.database.db
      .update(dreamWorlds)
      .set({ createdAt: sql`${dreamWorlds.createdAt} - interval '1 day'` })
      .where(eq(dreamWorlds.id, second._id));

    const latest = await testApp.app.inject({
      method: 'GET',
      url: '/api/dream-world/latest',
      headers: bearer(user.token),
    });
    expect((latest.json().data as DreamWorld).version).toBe(2);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/dream-world',
      headers: bearer(user.token),
    });
    expect((list.json().data as DreamWorldList).items.map((item) => item.version)).toEqual([2, 1]);
    // The reuse check compares with version 2 too: same answers → the same world.
    const again = await generate(testApp, user.token);
    expect(again.statusCode).toBe(200);
    expect((again.json().data as DreamWorld).version).toBe(2);
  });
});
