// Draw calls, triangles, first frame and median frame time of the reference lives for `npm run bench`, measured in the
// built app in headless Chromium (WebGL2 through SwiftShader, as e2e/world-budgets.spec.ts does):
// on the vision page at the arrival view and at each category's view, then in 3D mode
// (ImmersiveMode) at the arrival and at each of the map's five spots. The page publishes the
// renderer's per-frame figures on window.__dreamWorldStats when window.__dreamLifeTest is set
// (src/web/scene/StatsProbe.tsx). Run alone: `node --import tsx bench/scene-stats.ts`.

import { type Browser, chromium, type Page } from 'playwright-core';
import type { DreamWorld } from '#shared/dreamWorld';
import { lastStep } from '#shared/questionnaire';
import { type WorldCategory, type WorldSpec, worldBudgets } from '#shared/worldSpec';
import { type ReferenceWorld, referenceAnswers } from '#world/testing';
import { findChromium, webglChromiumArgs } from '../scripts/lib/chromium.mjs';
import { call } from './lib/api-call';
import { completeAnswers } from './lib/complete-answers';
import { startApp } from './lib/processes';
import type { BudgetRow, ReportSection } from './lib/report';
import { type AppWithOutbox, signUpOverHttp } from './lib/sign-up';
import { firstFrameSlowdownLimit, sceneBaseline } from './scene-baseline';

interface Stats {
  drawCalls: number;
  triangles: number;
  firstFrameMs: number;
  frames: number;
  focus: WorldCategory | null;
}

export interface ViewFigures {
  drawCalls: number;
  triangles: number;
}

export interface ModeFigures {
  arrival: ViewFigures;
  /** The largest figures over the other views (categories on the page, spots in 3D mode). */
  maxOverViews: ViewFigures;
  views: number;
}

export interface WorldSceneStats {
  world: ReferenceWorld;
  title: string;
  /** frameMedianMs: median time between frames while the arrival view is turned (see frameMedianMs). */
  page: ModeFigures & { firstFrameMs: number; frameMedianMs: number };
  immersive: ModeFigures;
}

const viewTimeoutMs = 60_000;

const readStats = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dreamWorldStats?: Stats }).__dreamWorldStats ?? null);
const forgetStats = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __dreamWorldStats?: Stats }).__dreamWorldStats = undefined;
  });

/**
 * The figures of a frame showing `focus` drawn after `afterFrame`, once the renderer has stopped
 * drawing (frameloop "demand": a still camera draws nothing more), or after 10 s of drawing.
 */
async function settledStats(page: Page, focus: WorldCategory | null, afterFrame: number): Promise<Stats> {
  const deadline = Date.now() + viewTimeoutMs;
  let stats = await readStats(page);
  while (!stats || stats.focus !== focus || stats.frames <= afterFrame) {
    if (Date.now() > deadline) throw new Error(`no frame of the ${focus ?? 'arrival'} view`);
    await page.waitForTimeout(100);
    stats = await readStats(page);
  }
  const settleDeadline = Date.now() + 10_000;
  for (;;) {
    await page.waitForTimeout(500);
    const next = await readStats(page);
    if (!next || next.focus !== focus) throw new Error(`the ${focus ?? 'arrival'} view changed focus`);
    const still = next.frames === stats.frames;
    stats = next;
    if (still || Date.now() > settleDeadline) return stats;
  }
}

/**
 * Median frame time at the arrival view: a drag turns the orbit, whose damping then asks for frame
 * after frame; the page records when each frame was published (a setter on __dreamWorldStats, so
 * the scene needs no hook of its own) and the median gap between successive frames is the cost of
 * one frame (never less than the display's 16.7 ms).
 */
async function frameMedianMs(page: Page): Promise<number> {
  // A string, not a function: tsx would wrap named arrow functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const times = [];
    let value = window.__dreamWorldStats;
    window.__frameTimes = times;
    Object.defineProperty(window, '__dreamWorldStats', {
      configurable: true,
      get() { return value; },
      set(next) { value = next; times.push(performance.now()); },
    });
  })()`);
  const canvas = page.getByTestId('dream-world-canvas').locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) return -1;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x + step * 20, y, { steps: 2 });
  await page.mouse.up();
  await page.waitForTimeout(4000);
  const times = await page.evaluate(() => (window as unknown as { __frameTimes: number[] }).__frameTimes);
  const gaps = times
    .slice(1)
    .map((time, index) => time - (times[index] ?? time))
    .filter((gap) => gap < 1500)
    .sort((a, b) => a - b);
  return gaps.length ? Math.round(gaps[Math.floor(gaps.length / 2)] ?? 0) : -1;
}

const figures = (stats: Stats): ViewFigures => ({ drawCalls: stats.drawCalls, triangles: stats.triangles });
const largest = (views: ViewFigures[]): ViewFigures => ({
  drawCalls: Math.max(0, ...views.map((view) => view.drawCalls)),
  triangles: Math.max(0, ...views.map((view) => view.triangles)),
});

/** A Visionary user (every category unlocked) whose world was generated from `world`'s answers. */
async function visionaryWithWorld(app: AppWithOutbox, world: ReferenceWorld) {
  const { baseUrl } = app;
  const answers = completeAnswers(referenceAnswers[world]);
  const { token, user } = await signUpOverHttp(app, {
    email: `bench-scene-${world}-${Date.now()}@example.com`,
    password: 'bench-password',
    firstName: answers.name,
  });
  await call(baseUrl, 'PUT', `/api/questionnaire/${user._id}`, token, {
    answers,
    currentStep: lastStep,
    isCompleted: true,
  });
  const { subscriptionId } = await call<{ subscriptionId: string }>(
    baseUrl,
    'POST',
    '/api/payments/demo/subscriptions',
    token,
    { planId: 'visionary-plan' },
  );
  await call(baseUrl, 'POST', '/api/payments/subscriptions', token, {
    planId: 'visionary-plan',
    paypalSubscriptionId: subscriptionId,
  });
  const queued = await call<DreamWorld>(baseUrl, 'POST', '/api/dream-world/generate', token, {});
  const deadline = Date.now() + 30_000;
  let generated = queued;
  while (generated.generationStatus !== 'completed') {
    if (generated.generationStatus === 'failed' || Date.now() > deadline)
      throw new Error(
        `the ${world} world did not complete: ${generated.error ?? generated.generationStatus}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    generated = await call<DreamWorld>(baseUrl, 'GET', `/api/dream-world/${queued._id}`, token);
  }
  if (!generated.spec) throw new Error(`the ${world} world completed without a spec`);
  return { token, spec: generated.spec as WorldSpec };
}

async function measureWorld(
  browser: Browser,
  app: AppWithOutbox,
  world: ReferenceWorld,
): Promise<WorldSceneStats> {
  const { baseUrl } = app;
  const { token, spec } = await visionaryWithWorld(app, world);
  // Reduced motion: cuts instead of flights and no ambient animation, so each view is a still frame.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript((value) => {
      window.localStorage.setItem('token', value);
      (window as unknown as { __dreamLifeTest: boolean }).__dreamLifeTest = true;
    }, token);
    await page.goto(`${baseUrl}/vision-realized`);

    // The vision page: the arrival view, then each category from the side menu.
    const arrival = await settledStats(page, null, 0);
    // The drag leaves the camera turned; each category view then cuts to its own viewpoint.
    const frameMs = await frameMedianMs(page);
    const categoryViews: ViewFigures[] = [];
    let frames = arrival.frames;
    let lastFocus: WorldCategory | null = null;
    for (const view of spec.categories.filter((category) => category.unlocked)) {
      await page.getByRole('button', { name: view.title, exact: true }).click();
      const stats = await settledStats(page, view.category, frames);
      categoryViews.push(figures(stats));
      frames = stats.frames;
      lastFocus = view.category;
    }
    if (lastFocus === null) throw new Error(`the ${world} world has no unlocked category`);

    // 3D mode. Its canvas publishes focus null; the page's canvas behind it still shows the last
    // category, so a frame with focus null after the reset is the 3D mode's own.
    await forgetStats(page);
    await page.getByRole('button', { name: 'Enter 3D Mode' }).click();
    const immersive = page.getByRole('dialog', { name: /^3D mode:/ });
    await immersive.waitFor({ timeout: viewTimeoutMs });
    const immersiveArrival = await settledStats(page, null, 0);
    const spots = immersive.getByRole('button', { name: /^Go to / });
    const spotViews: ViewFigures[] = [];
    for (let index = 0; index < (await spots.count()); index++) {
      await forgetStats(page);
      await spots.nth(index).click();
      spotViews.push(figures(await settledStats(page, null, 0)));
    }
    return {
      world,
      title: spec.title,
      page: {
        arrival: figures(arrival),
        maxOverViews: largest(categoryViews),
        views: categoryViews.length,
        firstFrameMs: arrival.firstFrameMs,
        frameMedianMs: frameMs,
      },
      immersive: {
        arrival: figures(immersiveArrival),
        maxOverViews: largest(spotViews),
        views: spotViews.length,
      },
    };
  } finally {
    await context.close();
  }
}

/** Starts the built app and Chromium and measures the reference lives, one after the other. */
/** A world whose measurement failed (a canvas that never drew, a timeout): that world only. */
export interface WorldSceneFailure {
  world: ReferenceWorld;
  failed: string;
}

type WorldOutcome = WorldSceneStats | WorldSceneFailure;
const measured = (outcome: WorldOutcome): outcome is WorldSceneStats => !('failed' in outcome);

export async function benchSceneStats(): Promise<WorldOutcome[]> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium is missing (apt-get install -y chromium, or set CHROMIUM_PATH)');
  const app = await startApp({ RATE_LIMIT_AI_PER_USER: '1000000', RATE_LIMIT_AI_PER_IP: '1000000' });
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: webglChromiumArgs,
  });
  try {
    const results: WorldOutcome[] = [];
    // SCENE_WORLDS=beachVilla,alpsChalet measures only those (a short run while working on the scene).
    const only = process.env.SCENE_WORLDS?.split(',').filter(Boolean);
    for (const world of Object.keys(referenceAnswers) as ReferenceWorld[]) {
      if (only && !only.includes(world)) continue;
      // Each world on its own: one that times out is reported as not measured, and the others
      // keep their figures (one canvas timing out used to discard the whole section).
      results.push(
        await measureWorld(browser, app, world).catch((error: unknown) => ({
          world,
          failed: error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error),
        })),
      );
    }
    return results;
  } finally {
    await browser.close();
    await app.stop();
  }
}

const withinBudgets = (view: ViewFigures) =>
  view.drawCalls > 0 && view.drawCalls <= worldBudgets.drawCalls && view.triangles <= worldBudgets.triangles;
const worst = (mode: ModeFigures) => largest([mode.arrival, mode.maxOverViews]);
const number = (value: number) => value.toLocaleString('en-US');

export function sceneTable(outcomes: WorldOutcome[]) {
  return {
    heading:
      '3D scene per frame, the reference lives (Chromium + SwiftShader, 1280×800, reduced motion; Visionary: every view unlocked)',
    columns: [
      'world',
      'mode',
      'arrival draw calls',
      'arrival triangles',
      'views',
      'max draw calls over views',
      'max triangles over views',
      'first frame ms',
      'first frame ms before (0049)',
      'median frame ms',
      'median frame ms before (0049)',
    ],
    rows: outcomes.flatMap((world) =>
      measured(world)
        ? measuredRows(world)
        : [[world.world, `not measured: ${world.failed}`, ...Array(9).fill('—')]],
    ),
  };
}

function measuredRows(world: WorldSceneStats): (string | number)[][] {
  return [
    [
      world.world,
      'vision page (categories)',
      world.page.arrival.drawCalls,
      number(world.page.arrival.triangles),
      world.page.views,
      world.page.maxOverViews.drawCalls,
      number(world.page.maxOverViews.triangles),
      world.page.firstFrameMs,
      sceneBaseline[world.world]?.firstFrameMs ?? '—',
      world.page.frameMedianMs,
      sceneBaseline[world.world]?.frameMedianMs ?? '—',
    ],
    [
      world.world,
      '3D mode (map spots)',
      world.immersive.arrival.drawCalls,
      number(world.immersive.arrival.triangles),
      world.immersive.views,
      world.immersive.maxOverViews.drawCalls,
      number(world.immersive.maxOverViews.triangles),
      '—',
      '—',
      '—',
      '—',
    ],
  ];
}

/** `worldBudgets` (src/shared/worldSpec.ts): per frame, in every view, and the first frame. */
export function sceneBudgetRows(worlds: WorldOutcome[] | null): BudgetRow[] {
  const budget = `≤ ${worldBudgets.drawCalls} draw calls · ≤ ${number(worldBudgets.triangles)} triangles`;
  if (!worlds)
    return [
      { name: '3D scene of the reference worlds (draw calls, triangles)', figure: '—', budget, pass: null },
    ];
  return worlds.flatMap((world) => {
    if (!measured(world))
      return [
        {
          name: `Scene ${world.world} (draw calls, triangles, first frame)`,
          figure: `not measured: ${world.failed}`,
          budget,
          pass: null,
        },
      ];
    const page = worst(world.page);
    const immersive = worst(world.immersive);
    return [
      {
        name: `Scene ${world.world}, vision page: worst of arrival + ${world.page.views} category views`,
        figure: `${page.drawCalls} draw calls · ${number(page.triangles)} triangles`,
        budget,
        pass: withinBudgets(world.page.arrival) && withinBudgets(world.page.maxOverViews),
      },
      {
        name: `Scene ${world.world}, 3D mode: worst of arrival + ${world.immersive.views} spots`,
        figure: `${immersive.drawCalls} draw calls · ${number(immersive.triangles)} triangles`,
        budget,
        pass: withinBudgets(world.immersive.arrival) && withinBudgets(world.immersive.maxOverViews),
      },
      {
        name: `Scene ${world.world}: first frame on the vision page`,
        figure: `${world.page.firstFrameMs} ms`,
        budget: `≤ ${worldBudgets.firstFrameMs} ms`,
        pass: world.page.firstFrameMs <= worldBudgets.firstFrameMs,
      },
      ...baselineRows(world),
    ];
  });
}

/** First frame against the scene before the art direction: at most 1.3 × (docs/decisions/0049). */
function baselineRows(world: WorldSceneStats): BudgetRow[] {
  const before = sceneBaseline[world.world];
  if (!before) return [];
  const limit = Math.round(before.firstFrameMs * firstFrameSlowdownLimit);
  return [
    {
      name: `Scene ${world.world}: first frame against before the art direction (${before.firstFrameMs} ms)`,
      figure: `${world.page.firstFrameMs} ms (median frame ${world.page.frameMedianMs} ms, before ${before.frameMedianMs} ms)`,
      budget: `≤ ${limit} ms (× ${firstFrameSlowdownLimit})`,
      pass: world.page.firstFrameMs <= limit,
    },
  ];
}

/** The report's section; without Chromium the budgets say "not measured", and so do a failed world's. */
export async function sceneStatsSection(): Promise<ReportSection> {
  const worlds = await benchSceneStats().catch((error: unknown) => {
    console.error(`3D scene statistics skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return { tables: worlds ? [sceneTable(worlds)] : [], budgets: sceneBudgetRows(worlds), raw: worlds };
}

// Run on its own: print the figures and the budgets.
if (import.meta.url === `file://${process.argv[1]}`) {
  const worlds = await benchSceneStats();
  const table = sceneTable(worlds);
  console.info(`${table.heading}\n${table.columns.join(' | ')}`);
  for (const row of table.rows) console.info(row.join(' | '));
  const budgets = sceneBudgetRows(worlds);
  for (const row of budgets)
    console.info(`${row.pass ? '✓' : '✗'} ${row.name}: ${row.figure} (${row.budget})`);
  process.exit(budgets.every((row) => row.pass) ? 0 : 1);
}
