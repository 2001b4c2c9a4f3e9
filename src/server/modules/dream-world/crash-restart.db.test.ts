import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '#server/db/client';
import { dreamWorlds, jobs } from '#server/db/schema';
import { createTemporaryDatabase } from '#server/db/temporary-database';
import { eventually } from '#server/jobs/test-worker';
import { createTestApp, grantPlan, registerUser, type TestApp } from '#server/test/test-app';
import { openTestDatabase } from '#server/test/test-database';
import { worldSpecSchema } from '#shared/worldSpec';
import { referenceAnswers } from '#world/testing';
import { generate, saveAnswers } from './test/world-api';

const childScript = fileURLToPath(new URL('./test/hanging-generation-child.ts', import.meta.url));
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts the child on `target` and resolves with its world's id once the world is generating. */
function startHangingGeneration(target: DatabaseOptions): Promise<{ child: ChildProcess; worldId: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, JSON.stringify(target)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve({ child, worldId: (JSON.parse(line) as { worldId: string }).worldId });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`child exited early (${code}): ${stderr}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function pgliteOnDisk(): Promise<DatabaseOptions> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dream-life-crash-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { driver: 'pglite', dataDir: path.join(dir, 'pglite') };
}

async function postgresTarget(): Promise<DatabaseOptions> {
  const serverUrl = process.env.DATABASE_URL as string;
  const temporary = await createTemporaryDatabase(serverUrl, 'dream_life_crash');
  cleanups.push(() => temporary.drop());
  return { driver: 'postgres', url: temporary.url, poolMax: 3 };
}

// PGlite always (its data directory is what a single-process deployment keeps); Postgres too when
// the suite runs against one (npm run test:postgres).
const targets: Array<[string, () => Promise<DatabaseOptions>]> = [['PGlite on disk', pgliteOnDisk]];
if (process.env.DATABASE_URL) targets.push(['Postgres', postgresTarget]);

describe('a generation in flight when its process is killed', () => {
  it.each(targets)(
    'completes after a restart (%s)',
    async (_name, targetFor) => {
      const target = await targetFor();
      const { child, worldId } = await startHangingGeneration(target);
      await killed(child);

      // The same database, opened again in this process: the world is stuck where the kill left it.
      const database: DatabaseHandle = await openDatabase(target);
      cleanups.push(() => database.close());
      const worldStatus = async () =>
        (await database.db.select().from(dreamWorlds).where(eq(dreamWorlds.id, worldId)))[0];
      expect((await worldStatus())?.status).toBe('generating');
      expect(await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs)).toEqual([
        { status: 'running', attempts: 1 },
      ]);

      // A restarted app with the real generator takes the job over once the dead worker's lease ends:
      // the one second the child set, not the default 30 s, which the 15 s wait below would not reach.
      const testApp: TestApp = await createTestApp({
        openDatabase: async () => database,
        env: { JOB_POLL_MS: '50' },
      });
      cleanups.push(() => testApp.close());
      await eventually(async () => (await worldStatus())?.status === 'completed', 15_000, 'completed world');
      const world = await worldStatus();
      expect(worldSpecSchema.safeParse(world?.spec).success).toBe(true);
      expect(world?.level).toBe('full');
      expect(await database.db.$count(jobs)).toBe(0);
      // A child process creating a PGlite database on disk takes a while on a busy machine.
    },
    120_000,
  );
});

describe('a generation in flight when the app shuts down gracefully', () => {
  it('is given back to the queue and completed at once by the next start, without waiting for the lease', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    let generationStarted: () => void = () => {};
    const generating = new Promise<void>((resolve) => {
      generationStarted = resolve;
    });
    // A long lease: only the release on shutdown can let the next app start the job soon.
    const env = { JOB_LEASE_SECONDS: '600', JOB_POLL_MS: '50' };
    const first = await createTestApp({
      openDatabase: async () => database,
      env,
      buildWorld: ({ signal }) => {
        generationStarted();
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
    });
    const user = await registerUser(first);
    await grantPlan(first, user.userId, 'visionary-plan');
    await saveAnswers(first, user.token, user.userId, referenceAnswers.mountainCabin);
    const worldId = (await generate(first, user.token)).json().data._id as string;
    await generating;
    await first.close();
    expect(await database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs)).toEqual([
      { status: 'queued', attempts: 0 },
    ]);

    const second = await createTestApp({ openDatabase: async () => database, env });
    cleanups.push(() => second.close());
    // Each test app signs its own tokens, so the world is read from the database. The wait gives up
    // after 10 s, far sooner than the ten-minute lease the job would otherwise have waited for.
    const world = await waitForWorldRow(database, worldId);
    expect(world?.status).toBe('completed');
  });
});

async function waitForWorldRow(database: DatabaseHandle, worldId: string) {
  const row = async () =>
    (await database.db.select().from(dreamWorlds).where(eq(dreamWorlds.id, worldId)))[0];
  await eventually(async () => (await row())?.status === 'completed', 10_000, 'completed world');
  return row();
}
