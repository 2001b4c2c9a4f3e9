import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { DreamWorld } from '#shared/dreamWorld';
import { type Answers, lastStep } from '#shared/questionnaire';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { completeAnswers } from '../bench/lib/complete-answers';
import { activatePlan, registerViaApi } from './fixtures';

/**
 * The dream-world specs' shared steps (world-budgets, world-look): a Visionary user whose world
 * was generated through the API from a set of answers, and the renderer's figures of a settled
 * view (published on window.__dreamWorldStats in test mode).
 */

export interface Stats {
  drawCalls: number;
  triangles: number;
  firstFrameMs: number;
  frames: number;
  focus: WorldCategory | null;
}

export const readStats = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dreamWorldStats?: Stats }).__dreamWorldStats ?? null);

/**
 * A Visionary user whose completed world was generated from these answers (blanks filled with
 * one neutral line, bench/lib/complete-answers.ts, so a hurried life completes too).
 */
export async function visionaryWithAnswers(request: APIRequestContext, label: string, given: Answers) {
  const answers = completeAnswers(given);
  const user = await registerViaApi(request, label, answers.name);
  const headers = { authorization: `Bearer ${user.token}` };
  const saved = await request.put(`/api/questionnaire/${user.userId}`, {
    headers,
    data: { answers, currentStep: lastStep, isCompleted: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await activatePlan(request, user.token, 'visionary-plan');
  const started = await request.post('/api/dream-world/generate', { headers, data: {} });
  expect([200, 202], await started.text()).toContain(started.status());
  const id: string = (await started.json()).data._id;
  let completed: DreamWorld | null = null;
  await expect
    .poll(
      async () => {
        const world: DreamWorld = (await (await request.get(`/api/dream-world/${id}`, { headers })).json())
          .data;
        if (world.generationStatus === 'completed') completed = world;
        return world.generationStatus;
      },
      { message: `world ${id} completes`, timeout: 20_000 },
    )
    .toBe('completed');
  const spec = (completed as DreamWorld | null)?.spec;
  if (!spec) throw new Error(`world ${id} completed without a spec`);
  return { user, spec: spec as WorldSpec };
}

/** Waits for a frame drawn with the given focus after `afterFrame`, then for the camera to settle. */
export async function settledStats(
  page: Page,
  focus: WorldCategory | null,
  afterFrame: number,
): Promise<Stats> {
  await expect
    .poll(
      async () => {
        const stats = await readStats(page);
        return stats !== null && stats.focus === focus && stats.frames > afterFrame;
      },
      { message: `a frame of the ${focus ?? 'arrival'} view`, timeout: 30_000 },
    )
    .toBe(true);
  // With reduced motion a category is a cut: the frame that published this focus is already the
  // new view's (StatsProbe draws once more on a focus change), so its figures are the view's.
  const stats = await readStats(page);
  if (!stats) throw new Error('no renderer statistics');
  return stats;
}
