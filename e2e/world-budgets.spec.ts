import { expect, test } from '@playwright/test';
import { worldBudgets } from '#shared/worldSpec';
import { type ReferenceWorld, referenceAnswers } from '#world/testing';
import { webglChromiumArgs } from '../scripts/lib/chromium.mjs';
import { type Stats, settledStats, visionaryWithAnswers } from './world-helpers';

/**
 * Scene budgets, measured in Chromium (WebGL2 through SwiftShader) on the real app:
 * each reference world, at its arrival view and at every category's view, draws at most
 * `worldBudgets.drawCalls` draw calls and `worldBudgets.triangles` triangles per frame, and its
 * first frame arrives within `worldBudgets.firstFrameMs`. The page publishes the renderer's
 * figures on window.__dreamWorldStats only when the test sets window.__dreamLifeTest.
 * The landing page never downloads the scene's code.
 */

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: webglChromiumArgs,
  },
});

function expectWithinBudgets(stats: Stats, view: string) {
  expect(stats.drawCalls, `${view}: draw calls`).toBeGreaterThan(0);
  expect(stats.drawCalls, `${view}: draw calls`).toBeLessThanOrEqual(worldBudgets.drawCalls);
  expect(stats.triangles, `${view}: triangles`).toBeLessThanOrEqual(worldBudgets.triangles);
}

for (const world of Object.keys(referenceAnswers) as ReferenceWorld[]) {
  test(`the ${world} world stays within its draw-call, triangle and first-frame budgets in every view`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { user, spec } = await visionaryWithAnswers(request, `budgets-${world}`, referenceAnswers[world]);
    await page.addInitScript((token) => {
      window.localStorage.setItem('token', token);
      (window as unknown as { __dreamLifeTest: boolean }).__dreamLifeTest = true;
    }, user.token);
    // Cuts instead of flights, and no ambient animation: each view is measured on a still frame.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/vision-realized');
    await expect(page.getByTestId('dream-world-canvas')).toBeVisible();

    const arrival = await settledStats(page, null, 0);
    expectWithinBudgets(arrival, `${world} arrival`);
    expect(arrival.firstFrameMs, `${world}: first frame (ms)`).toBeLessThanOrEqual(worldBudgets.firstFrameMs);
    test.info().annotations.push({ type: `${world} arrival`, description: JSON.stringify(arrival) });

    let frames = arrival.frames;
    for (const view of spec.categories.filter((category) => category.unlocked)) {
      await page.getByRole('button', { name: view.title, exact: true }).click();
      const stats = await settledStats(page, view.category, frames);
      expectWithinBudgets(stats, `${world} ${view.category}`);
      test.info().annotations.push({ type: `${world} ${view.category}`, description: JSON.stringify(stats) });
      frames = stats.frames;
    }
  });
}

test('the landing page never downloads the 3D scene', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((path) => /DreamWorldCanvas|three|react-three/i.test(path))).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(0);
});
