import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInWithToken, userWithWorld, viewports } from './fixtures';

/**
 * Issue 32 outside 3D mode: the contact page shows only the contact details the server is
 * configured with (playwright.config.ts sets CONTACT_EMAIL and CONTACT_HOURS, not the phone or
 * the address), and offline a page that does not open offline shows the app's offline page.
 * JOURNEY_SHOTS names a folder for the screenshots.
 */

const shots = process.env.JOURNEY_SHOTS;

for (const [size, viewport] of Object.entries(viewports)) {
  test(`the contact page shows only the configured details at ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/contact');
    const ways = page.getByRole('region', { name: 'Other ways to reach us' });
    await expect(ways).toBeVisible();
    await expect(ways.getByRole('listitem')).toHaveCount(2);
    await expect(ways.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:team@dream-life.test',
    );
    await expect(ways.getByText('Mon–Fri, 9:00–17:00 CET')).toBeVisible();
    await expect(ways.getByText('Phone')).toHaveCount(0);
    await expect(ways.getByText('Address')).toHaveCount(0);
    // Nothing invented: no made-up number, no promise of calls "day or night".
    await expect(page.locator('body')).not.toContainText('555');
    await expect(page.locator('body')).not.toContainText('day or night');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('team@dream-life.test')).toBeVisible();
    await ways.scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/contact-${size}.png`, fullPage: true });
    await expectNoAxeViolations(page, `/contact at ${size}`);
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const [size, viewport] of Object.entries(viewports)) {
    test(`/dashboard offline shows the app's offline page naming what opens at ${size}`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const user = await userWithWorld(request, `journey-offline-${size}`, 'visionary-plan');
      await page.setViewportSize(viewport);
      await signInWithToken(page, user.token);
      await page.goto('/dashboard');
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
        .toBe(true);
      await expect
        .poll(() => page.evaluate(async () => (await caches.match('/offline.html')) !== undefined), {
          timeout: 30_000,
        })
        .toBe(true);

      await context.setOffline(true);
      try {
        const response = await page.goto('/dashboard');
        expect(response?.status()).toBe(503);
        await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
        const open = page.getByRole('main').getByRole('link');
        await expect(open).toHaveCount(2);
        await expect(page.getByRole('link', { name: /Your dream world/ })).toHaveAttribute(
          'href',
          '/vision-realized',
        );
        await expect(page.getByRole('link', { name: /Today’s practice/ })).toHaveAttribute('href', '/today');
        if (shots) await page.screenshot({ path: `${shots}/offline-dashboard-${size}.png`, fullPage: true });
        await expectNoAxeViolations(page, `/dashboard offline at ${size}`);
        // Its links lead to the pages that do open offline.
        await page.getByRole('link', { name: /Today’s practice/ }).click();
        await expect(page).toHaveURL(/\/today$/);
        await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
      } finally {
        await context.setOffline(false);
      }
    });
  }
});

test('the plan cards at 800 px: pictured on /pricing and /subscribe', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  for (const [name, path] of [
    ['pricing', '/pricing'],
    ['subscribe', '/subscribe'],
  ] as const) {
    await page.goto(path);
    await page.getByTestId('plan-carousel').scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/plans-800-${name}.png`, fullPage: true });
    await expectNoAxeViolations(page, `${path} at 800 px`);
  }
});
