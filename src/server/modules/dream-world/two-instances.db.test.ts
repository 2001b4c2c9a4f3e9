import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { dreamWorlds, jobs } from '#server/db/schema';
import { createTemporaryDatabase, type TemporaryDatabase } from '#server/db/temporary-database';
import { createJobStore } from '#server/jobs/job-store';
import { eventually } from '#server/jobs/test-worker';
import { createTestApp, grantPlan, registerUser, type TestApp } from '#server/test/test-app';
import type { Answers } from '#shared/questionnaire';
import { generateWorldSpec } from '#world';
import { answersHash } from './answers-hash';
import { createDreamWorldRepository } from './repository';

// Several API instances share one Postgres (PGlite is one process by design, so Postgres only).
const serverUrl = process.env.DATABASE_URL;
const jobCount = 60;

describe.skipIf(!serverUrl)('two app instances on one Postgres', () => {
  let temporary: TemporaryDatabase;
  const databases: DatabaseHandle[] = [];
  const apps: TestApp[] = [];
  /** Builds per instance, by the `name` answer that makes each job's answers unique. */
  const builtBy = [new Map<string, number>(), new Map<string, number>()];

  beforeAll(async () => {
    temporary = await createTemporaryDatabase(serverUrl as string, 'dream_life_instances');
    for (const instance of [0, 1]) {
      const database = await openDatabase({ driver: 'postgres', url: temporary.url, poolMax: 4 });
      databases.push(database);
      apps.push(
        await createTestApp({
          openDatabase: async () => database,
          env: { JOB_POLL_MS: '20', JOB_CONCURRENCY: '3' },
          buildWorld: async ({ answers, level }) => {
            const counts = builtBy[instance] as Map<string, number>;
            counts.set(answers.name ?? '', (counts.get(answers.name ?? '') ?? 0) + 1);
            // Long enough that both instances are busy at the same time.
            await new Promise((resolve) => setTimeout(resolve, 15));
            return generateWorldSpec(answers, { level });
          },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await temporary?.drop();
  });

  it('runs each of many jobs exactly once between them', async () => {
    const [first] = apps as [TestApp];
    const user = await registerUser(first);
    await grantPlan(first, user.userId, 'visionary-plan');
    const [database] = databases as [DatabaseHandle];
    // Queued straight through the repository (no in-process wake): both instances find them by polling.
    const repository = createDreamWorldRepository(database.db, createJobStore(database.db));
    for (let index = 0; index < jobCount; index++) {
      const answers: Answers = { name: `Dreamer ${index}` };
      await repository.createWithJob(
        {
          userId: user.userId,
          questionnaireId: null,
          level: 'full',
          answers,
          answersHash: answersHash(answers),
        },
        3,
        () => 'new',
      );
    }
    await eventually(
      async () => (await database.db.$count(dreamWorlds, eq(dreamWorlds.status, 'completed'))) === jobCount,
      30_000,
      'all worlds completed',
    );
    const runs = new Map<string, number>();
    for (const counts of builtBy)
      for (const [name, count] of counts) runs.set(name, (runs.get(name) ?? 0) + count);
    expect(runs.size).toBe(jobCount);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(builtBy.map((counts) => counts.size).every((size) => size > 0)).toBe(true);
    expect(await database.db.$count(jobs)).toBe(0);
  });
});
