import { expect, test } from '@playwright/test';
import {
  activatePlan,
  expectNoAxeViolations,
  registerViaApi,
  signInWithToken,
  userWithWorld,
  viewports,
} from './fixtures';

/**
 * Issue 32, past the questionnaire: the vision page shows its world on the first screen, and a
 * first day of practice asks for no weekly review and shows no months before it began.
 */

test('the vision page shows the world on its first screen at 1280 × 800, and on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await userWithWorld(request, 'journey-vision', 'visionary-plan', 'adobeDesert');
  await signInWithToken(page, user.token);
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.goto('/vision-realized');
    await expect(
      page.getByRole('heading', { level: 1, name: /Welcome to Your Vision Realized/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter 3D Mode' })).toBeInViewport();
    const world = page.locator('#dream-world [tabindex="-1"]').first();
    const box = await world.boundingBox();
    if (!box) throw new Error('no world');
    const inView = Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0);
    if (size === 'desktop') {
      // Most of the world is in the first screen, not below the fold.
      expect(inView / box.height, 'share of the world in the first screen').toBeGreaterThan(0.6);
    } else {
      expect(box.y, 'the world starts within the first screen').toBeLessThan(viewport.height);
    }
    await expectNoAxeViolations(page, `/vision-realized at ${size}`);
  }
});

test('on day one /today asks for no weekly review and the calendar starts where the user did', async ({
  page,
  request,
}) => {
  // A Friday: the day of the week the review opens.
  const clock = await request.put('/api/test/clock', { data: { now: '2026-11-27T10:00:00Z' } });
  expect(clock.status()).toBe(200);
  try {
    const user = await registerViaApi(request, 'journey-day-one');
    await activatePlan(request, user.token, 'visionary-plan');
    await signInWithToken(page, user.token);
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.goto('/today');
      await expect(page.getByRole('heading', { level: 1, name: 'Your minute for today' })).toBeVisible();
      const streak = page.getByRole('region', { name: 'Your streak' });
      await expect(streak.getByRole('table')).toHaveCount(1);
      await expect(streak.getByRole('cell', { name: /Before you started/ })).not.toHaveCount(0);
      await expect(streak.getByRole('table').first()).toContainText(/November/);
      await expect(page.getByText('Your weekly review is due')).toHaveCount(0);
      // No form for a week before the user began: the page says when the first review opens.
      const review = page.getByRole('region', { name: 'Weekly review' });
      await expect(review.getByLabel('What went well?')).toHaveCount(0);
      await expect(review).toContainText('Your first weekly review comes after your first week of practice');
      if (process.env.JOURNEY_SHOTS)
        await page.screenshot({
          path: `${process.env.JOURNEY_SHOTS}/today-day-one-${size}.png`,
          fullPage: true,
        });
      await expectNoAxeViolations(page, `/today on day one at ${size}`);
    }
  } finally {
    await request.put('/api/test/clock', { data: { now: new Date().toISOString() } });
  }
});
