import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';
import { type DreamWorld, dreamWorldMessages } from '#shared/dreamWorld';
import type { WorldSpec } from '#shared/worldSpec';
import { generateWorldSpec } from '#world';
import { generate, saveAnswers, waitForWorld } from './test/world-api';

/** What the injected generator does for each `name` answer. */
const behaviour = new Map<string, Behaviour>();
type Behaviour = 'throw' | 'invalid' | 'flaky' | 'slow-ai' | 'query';
const calls = new Map<string, number>();

const testApp = setupTestApp({
  env: {
    JOB_POLL_MS: '20',
    JOB_MAX_ATTEMPTS: '2',
    JOB_RETRY_DELAY_SECONDS: '0',
    AI_TIMEOUT_MS: '200',
    // An hour: only AI_TIMEOUT_MS can end the slow AI's wait within a test's time.
    JOB_TIMEOUT_SECONDS: '3600',
  },
  buildWorld: async ({ answers, level, signal }) => {
    const name = answers.name ?? '';
    calls.set(name, (calls.get(name) ?? 0) + 1);
    const kind = behaviour.get(name);
    if (kind === 'throw') throw new Error('generator exploded at /srv/app/secret.ts:42');
    // Like a Drizzle query error: the statement's bound values follow on a `params:` line.
    if (kind === 'query')
      throw new Error(
        `Failed query: update "dream_worlds" set "spec" = $1\nparams: ${JSON.stringify(answers)}`,
      );
    if (kind === 'flaky' && calls.get(name) === 1) throw new Error('first attempt fails');
    // Like the real generator with a provider that never answers: the lexicon world on abort.
    if (kind === 'slow-ai') await new Promise((resolve) => signal.addEventListener('abort', resolve));
    const spec = generateWorldSpec(answers, { level });
    // A generator bug must never store a world the web cannot draw.
    return kind === 'invalid' ? ({ ...spec, terrain: { biome: 'moon' } } as unknown as WorldSpec) : spec;
  },
});

async function worldFor(name: string, kind?: Behaviour) {
  if (kind) behaviour.set(name, kind);
  const user = await registerUser(testApp);
  await grantPlan(testApp, user.userId, 'visionary-plan');
  // An unfinished questionnaire is built from too (the latest record, completed or not).
  await saveAnswers(testApp, user.token, user.userId, { name }, { isCompleted: false });
  const queued = (await generate(testApp, user.token)).json().data as DreamWorld;
  return { user, world: await waitForWorld(testApp, user.token, queued._id) };
}

describe('a generation that fails', () => {
  it('gives the AI AI_TIMEOUT_MS, not the whole job timeout', async () => {
    // Completed on its first attempt: the job's hour-long timeout never fired, the AI's did.
    const { world } = await worldFor('Slow AI', 'slow-ai');
    expect(world.generationStatus).toBe('completed');
    expect(calls.get('Slow AI')).toBe(1);
  });

  it('is retried, and completes when a later attempt succeeds', async () => {
    const { world } = await worldFor('Flaky', 'flaky');
    expect(world.generationStatus).toBe('completed');
    expect(calls.get('Flaky')).toBe(2);
  });

  it('ends failed after the last attempt, with the short user-facing message only', async () => {
    const { world } = await worldFor('Broken', 'throw');
    expect(world).toMatchObject({ generationStatus: 'failed', error: dreamWorldMessages.failed, spec: null });
    expect(calls.get('Broken')).toBe(2);
    // The operator keeps the detail.
    const [job] = await testApp.database.db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(job?.lastError).toContain('generator exploded');
  });

  it('keeps only ids in a failed job, and no bound query values in its error', async () => {
    const { user, world } = await worldFor('My secret dream', 'query');
    expect(world.generationStatus).toBe('failed');
    const [job] = await testApp.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'userId' = ${user.userId}`);
    expect(job?.payload).toEqual({ worldId: world._id, userId: user.userId });
    expect(job?.lastError).toBe('Error: Failed query: update "dream_worlds" set "spec" = $1');
    expect(JSON.stringify(job)).not.toContain('My secret dream');
  });

  it('keeps a failed job for the operator only until its owner deletes the account', async () => {
    const { user } = await worldFor('Broken too', 'throw');
    const failedJobsOf = () =>
      testApp.database.db.$count(jobs, sql`${jobs.payload} ->> 'userId' = ${user.userId}`);
    expect(await failedJobsOf()).toBe(1);
    const deleted = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(user.token),
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    // The payload held the user's answers.
    expect(await failedJobsOf()).toBe(0);
  });

  it('fails a spec that does not match the WorldSpec schema instead of storing it', async () => {
    const { world } = await worldFor('Invalid', 'invalid');
    expect(world).toMatchObject({ generationStatus: 'failed', spec: null });
  });

  it('makes a new version when asked again after a failure, even with the same answers', async () => {
    const { user, world } = await worldFor('Retry me', 'throw');
    behaviour.delete('Retry me');
    const again = await generate(testApp, user.token);
    expect(again.statusCode).toBe(202);
    const second = again.json().data as DreamWorld;
    expect(second.version).toBe(world.version + 1);
    expect((await waitForWorld(testApp, user.token, second._id)).generationStatus).toBe('completed');
  });
});
