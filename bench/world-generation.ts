import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWorldSpec } from '#server/modules/dream-world';
import type { DreamWorld } from '#shared/dreamWorld';
import { type Answers, questionnaireLimits } from '#shared/questionnaire';
import { referenceAnswers } from '#world/testing';
import { call } from './lib/api-call';
import { createBenchDatabase } from './lib/postgres';
import { startApp } from './lib/processes';
import { signUpOverHttp } from './lib/sign-up';

/** Generator calls per reference world (after a warm-up of the same size). */
export const generatorRounds = Number(process.env.BENCH_WORLD_ROUNDS ?? 200);
/** POST → completed samples per reference world and database. */
export const apiRounds = Number(process.env.BENCH_WORLD_API_ROUNDS ?? 10);

export interface Timings {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface WorldGenerationBench {
  generator: Timings;
  postToCompleted: { pglite: Timings; postgres: Timings | null };
}

const references = Object.values(referenceAnswers) as Answers[];

/**
 * The worst case the generator must also stay fast on: every answer 2,000 characters (the
 * questionnaire's longest allowed), made of words broken by long runs of punctuation — what text
 * clean-up and keyword scans spend the most time on. A quarter of the generator samples, so the
 * p95 includes it.
 */
const punctuationRuns = ['!!!!!!!!', '...,,,;;;', '?!?!?!', '———', '""\'\'((', '~~~***###', '. . . .'];
const oddAnswer = (seed: number) => {
  let text = '';
  for (let index = seed; text.length < questionnaireLimits.answerMax; index++)
    text += `dream${index % 7 === 0 ? '' : ' '}${punctuationRuns[index % punctuationRuns.length]} `;
  return text.slice(0, questionnaireLimits.answerMax);
};
const worstCase: Answers = Object.fromEntries(
  Object.keys(referenceAnswers.beachVilla).map((key, index) => [key, oddAnswer(index)]),
) as Answers;
const generatorInputs: Answers[] = [...references, worstCase];
export const generatorInputCount = generatorInputs.length;

function timings(values: number[]): Timings {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    samples: sorted.length,
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** The generator as the job calls it (the offline writer's: no AI hints; full level), in this process. */
async function benchGenerator(): Promise<Timings> {
  const signal = new AbortController().signal;
  const run = async () => {
    const durations: number[] = [];
    for (let round = 0; round < generatorRounds; round++) {
      for (const answers of generatorInputs) {
        const started = performance.now();
        await buildWorldSpec({ answers, level: 'full', worldHints: undefined, signal });
        durations.push(performance.now() - started);
      }
    }
    return durations;
  };
  await run();
  return timings(await run());
}

/**
 * POST /api/dream-world/generate until GET /api/dream-world/{id} says completed, through the
 * built app in its own process. Polled every 5 ms (the web polls every 3 s; this measures the
 * server). Each sample changes one answer first, so every POST queues a new version.
 */
async function benchPostToCompleted(env: Record<string, string>): Promise<Timings> {
  const app = await startApp({ ...env, RATE_LIMIT_AI_PER_USER: '1000000', RATE_LIMIT_AI_PER_IP: '1000000' });
  try {
    const { baseUrl } = app;
    const { token, user } = await signUpOverHttp(app, {
      email: `bench-world-${Date.now()}@example.com`,
      password: 'bench-password',
      firstName: 'Bench',
    });
    const { subscriptionId } = await call<{ subscriptionId: string }>(
      baseUrl,
      'POST',
      '/api/payments/demo/subscriptions',
      token,
      {
        planId: 'visionary-plan',
      },
    );
    await call(baseUrl, 'POST', '/api/payments/subscriptions', token, {
      planId: 'visionary-plan',
      paypalSubscriptionId: subscriptionId,
    });
    const durations: number[] = [];
    // One warm-up round (JIT, first queries), then the measured ones.
    for (let round = 0; round <= apiRounds; round++) {
      for (const answers of references) {
        await call(baseUrl, 'PUT', `/api/questionnaire/${user._id}`, token, {
          answers: { ...answers, dream_sentence: `${answers.dream_sentence ?? ''} (${round})` },
          currentStep: 0,
          isCompleted: true,
        });
        const started = performance.now();
        const queued = await call<DreamWorld>(baseUrl, 'POST', '/api/dream-world/generate', token, {});
        let world = queued;
        while (world.generationStatus !== 'completed') {
          if (world.generationStatus === 'failed') throw new Error(`generation failed: ${world.error}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          world = await call<DreamWorld>(baseUrl, 'GET', `/api/dream-world/${queued._id}`, token);
        }
        if (round > 0) durations.push(performance.now() - started);
      }
    }
    return timings(durations);
  } finally {
    await app.stop();
  }
}

/** The world generator's latency, and POST → completed through the real API on both databases. */
export async function benchWorldGeneration(): Promise<WorldGenerationBench> {
  const generator = await benchGenerator();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-bench-world-'));
  let pglite: Timings;
  try {
    pglite = await benchPostToCompleted({ DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await createBenchDatabase();
  let postgres: Timings | null = null;
  if (database) {
    try {
      postgres = await benchPostToCompleted({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  }
  return { generator, postToCompleted: { pglite, postgres } };
}
