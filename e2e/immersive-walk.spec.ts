import { expect, type Locator, type Page, test } from '@playwright/test';
import { worldBudgets } from '#shared/worldSpec';
import type { ReferenceWorld } from '#world/testing';
import { webglChromiumArgs } from '../scripts/lib/chromium.mjs';
import {
  expectNoAxeViolations,
  holdUntilViewChanges,
  pixelDifference,
  pixelStats,
  settledShot as settledFrame,
  signInWithToken,
  userWithWorld,
} from './fixtures';

/**
 * 'Enter 3D Mode' is a walkable world. Keyboard only: Tab to the button, Enter, walk,
 * turn, go to a category spot from the map, Escape back to the button. On a phone the touch stick
 * walks. Every frame stays within the dream-world budgets. `WALK_SHOTS=<folder>` keeps screenshots.
 */

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: webglChromiumArgs,
  },
});

const shots = process.env.WALK_SHOTS;
const immersive = (page: Page) => page.getByRole('dialog', { name: /^3D mode:/ });
const worldCanvas = (page: Page) => immersive(page).locator('canvas');
const liveRegion = (page: Page) => immersive(page).locator('[aria-live="polite"]');

interface Stats {
  drawCalls: number;
  triangles: number;
  frames: number;
}
const readStats = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dreamWorldStats?: Stats }).__dreamWorldStats ?? null);

/** Draw calls and triangles of the last frame, checked against the budgets. */
async function expectWithinBudgets(page: Page, where: string) {
  const stats = await readStats(page);
  expect(stats, `stats published at ${where}`).not.toBeNull();
  if (!stats) return;
  // The figures for the report (npm run test:e2e output); the assertions below are the check.
  process.stdout.write(
    `[walk budgets] ${where}: ${stats.drawCalls} draw calls, ${stats.triangles} triangles\n`,
  );
  expect(stats.drawCalls, `draw calls at ${where}`).toBeLessThanOrEqual(worldBudgets.drawCalls);
  expect(stats.triangles, `triangles at ${where}`).toBeLessThanOrEqual(worldBudgets.triangles);
}

async function openVisionPage(page: Page, token: string) {
  await signInWithToken(page, token);
  await page.addInitScript(() => {
    (window as unknown as { __dreamLifeTest: boolean }).__dreamLifeTest = true;
  });
  await page.goto('/vision-realized');
  await expect(page.getByRole('button', { name: 'Enter 3D Mode' })).toBeVisible({ timeout: 20_000 });
}

/** The canvas once it paints a scene and has stopped changing (SwiftShader is slow to start). */
async function settledShot(page: Page, canvas: Locator): Promise<Buffer> {
  await expect
    .poll(async () => (await pixelStats(page, await canvas.screenshot())).distinctColours, {
      message: 'the world paints a scene',
      timeout: 20_000,
    })
    .toBeGreaterThan(64);
  return settledFrame(page, canvas);
}

/** A 'Go to' button's text without its screen-reader words. */
const spotName = (text: string | null) =>
  (text ?? '')
    .replace(/^\s*Go to\s*/, '')
    .replace(/\s*\(part of Visionary\)\s*$/, '')
    .trim();

/**
 * Waits for the scene to draw a new frame after `before` frames. The jump to a spot is a cut, so
 * the first frame after it is the spot's view, and its figures are the ones the budgets judge.
 */
async function newFrame(page: Page, before: number) {
  await expect
    .poll(async () => (await readStats(page))?.frames ?? 0, { message: 'a new frame', timeout: 15_000 })
    .toBeGreaterThan(before);
}
const framesSoFar = async (page: Page) => (await readStats(page))?.frames ?? 0;

/** Holds a key until the view has changed (the walker walked or turned). */
const holdKey = (page: Page, canvas: Locator, key: string) =>
  holdUntilViewChanges(canvas, {
    down: () => page.keyboard.down(key),
    up: () => page.keyboard.up(key),
  });

test.describe('3D mode: walking', () => {
  test('keyboard only: enter, walk, turn, go to a spot, leave', async ({ page, request }) => {
    test.setTimeout(240_000);
    const user = await userWithWorld(request, 'walk-keys', 'visionary-plan');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openVisionPage(page, user.token);

    // Tab to 'Enter 3D Mode' from the top of the page.
    const enter = page.getByRole('button', { name: 'Enter 3D Mode' });
    let reached = false;
    for (let presses = 0; presses < 60 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await enter.evaluate((button) => button === document.activeElement);
    }
    expect(reached, 'Tab reaches Enter 3D Mode').toBe(true);
    await page.keyboard.press('Enter');
    // The 3D mode chunk and the world load on demand: slow on a busy machine.
    await expect(immersive(page)).toBeVisible({ timeout: 30_000 });
    const canvas = worldCanvas(page);
    const arrival = await settledShot(page, canvas);
    await expectWithinBudgets(page, 'beach villa, arrival');
    if (shots) await page.screenshot({ path: `${shots}/walk-arrival-1280.png` });
    await expect(immersive(page).getByTestId('walk-hint')).toContainText('W A S D');

    // The keys work at once (the focus is on the dialog's first button): walk forward, then turn.
    await holdKey(page, canvas, 'w');
    const walked = await settledShot(page, canvas);
    expect(await pixelDifference(page, arrival, walked), 'walking changes the view').toBeGreaterThan(0.03);
    if (shots) await page.screenshot({ path: `${shots}/walk-walking-1280.png` });
    await holdKey(page, canvas, 'ArrowLeft');
    const turned = await settledShot(page, canvas);
    expect(await pixelDifference(page, walked, turned), 'turning changes the view').toBeGreaterThan(0.03);
    await expectWithinBudgets(page, 'beach villa, walking');

    // The map's 'Go to' buttons reach every spot by keyboard; the spot is announced.
    const map = immersive(page).getByRole('region', { name: 'Map of your world' });
    await expect(map).toBeVisible();
    const goTo = map.getByRole('button', { name: /^Go to / });
    await expect(goTo).toHaveCount(5);
    const names = (await goTo.allTextContents()).map(spotName);
    for (const [index, name] of names.entries()) {
      const before = await framesSoFar(page);
      await goTo.nth(index).focus();
      await page.keyboard.press('Enter');
      await expect(liveRegion(page)).toHaveText(`You are at: ${name}`);
      await newFrame(page, before);
      await expectWithinBudgets(page, `beach villa, spot ${index + 1}`);
      if (shots) await page.screenshot({ path: `${shots}/walk-spot${index + 1}-1280.png` });
    }
    // Walking on from a spot carries on from there (Space/Enter on the focused button did not walk).
    await expectNoAxeViolations(page, '3D mode (walking, at a spot)');

    // Escape leaves and the focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(immersive(page)).toHaveCount(0);
    await expect(enter).toBeFocused();
  });

  test('on a phone, the touch stick walks and the map folds away', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const user = await userWithWorld(request, 'walk-touch', 'visionary-plan');
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
    const page = await context.newPage();
    await openVisionPage(page, user.token);
    await page.getByRole('button', { name: 'Enter 3D Mode' }).tap();
    await expect(immersive(page)).toBeVisible({ timeout: 30_000 });
    const canvas = worldCanvas(page);
    const arrival = await settledShot(page, canvas);
    if (shots) await page.screenshot({ path: `${shots}/walk-arrival-375.png` });
    await expect(immersive(page).getByTestId('walk-hint')).toContainText('Push the stick');
    const toggle = immersive(page).getByRole('button', { name: 'Show map' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Push the stick up and hold it until the view has moved.
    const stick = immersive(page).getByRole('application', { name: /Walking stick/ });
    const box = await stick.boundingBox();
    if (!box) throw new Error('the stick has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await holdUntilViewChanges(canvas, {
      down: async () => {
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2, box.y + 4, { steps: 4 });
      },
      up: async () => {
        if (shots) await page.screenshot({ path: `${shots}/walk-walking-375.png` });
        await page.mouse.up();
      },
    });
    const walked = await settledShot(page, canvas);
    expect(await pixelDifference(page, arrival, walked), 'the stick walks').toBeGreaterThan(0.03);
    await expectWithinBudgets(page, 'phone, walking');

    await toggle.tap();
    await expect(immersive(page).getByRole('button', { name: 'Hide map' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const spot = immersive(page)
      .getByRole('button', { name: /^Go to / })
      .first();
    const name = spotName(await spot.textContent());
    await spot.tap();
    await expect(liveRegion(page)).toHaveText(`You are at: ${name}`);
    await settledShot(page, canvas);
    if (shots) await page.screenshot({ path: `${shots}/walk-spot-map-375.png` });
    await expectNoAxeViolations(page, '3D mode on a phone, map open');
    await context.close();
  });

  for (const world of ['mountainCabin', 'cityPenthouse'] as ReferenceWorld[]) {
    test(`the ${world} stays within budgets at every spot`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const user = await userWithWorld(request, `walk-${world}`, 'visionary-plan', world);
      await page.setViewportSize({ width: 1280, height: 800 });
      await openVisionPage(page, user.token);
      await page.getByRole('button', { name: 'Enter 3D Mode' }).click();
      const canvas = worldCanvas(page);
      await settledShot(page, canvas);
      await expectWithinBudgets(page, `${world}, arrival`);
      if (shots) await page.screenshot({ path: `${shots}/walk-${world}-arrival-1280.png` });
      const goTo = immersive(page).getByRole('button', { name: /^Go to / });
      for (let index = 0; index < 5; index++) {
        const before = await framesSoFar(page);
        await goTo.nth(index).click();
        await expect(liveRegion(page)).toContainText('You are at:');
        await newFrame(page, before);
        await expectWithinBudgets(page, `${world}, spot ${index + 1}`);
        if (shots) await page.screenshot({ path: `${shots}/walk-${world}-spot${index + 1}-1280.png` });
      }
    });
  }

  test('an Explorer’s locked spots say they come with Visionary', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await userWithWorld(request, 'walk-explorer', 'free-plan');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openVisionPage(page, user.token);
    await page.getByRole('button', { name: 'Enter 3D Mode' }).click();
    await settledShot(page, worldCanvas(page));
    const locked = immersive(page).getByRole('button', { name: /\(part of Visionary\)$/ });
    await expect(locked).toHaveCount(4);
    await locked.first().click();
    await expect(liveRegion(page)).toContainText('This part comes with Visionary.');
    await settledShot(page, worldCanvas(page));
    await expectWithinBudgets(page, 'explorer, locked spot');
    if (shots) await page.screenshot({ path: `${shots}/walk-explorer-locked-1280.png` });
  });
});
