import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, userWithWorld, viewports, withoutWebGL } from './fixtures';

/**
 * "I don't believe this yet" on /vision-realized (decision 0051): a line gives way to a gentler,
 * process-based one, by keyboard, announced, and still there after a reload.
 */

const section = (page: Page) => page.getByRole('region', { name: 'Personalized Affirmations' });
const lines = (page: Page) => section(page).getByRole('list').first().getByRole('listitem');
const shots = process.env.DOUBT_SHOTS;

test.describe.configure({ timeout: 240_000 });

// The 3D world is not under test here: its text version spares the shared CPU.
test.beforeEach(async ({ page }) => {
  await withoutWebGL(page);
});

test('a line the user does not believe yet gives way to a gentler one, kept', async ({ page, request }) => {
  const user = await userWithWorld(request, 'doubt', 'visionary-plan');
  for (const [name, size] of [
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.evaluate((token) => window.localStorage.setItem('token', token), user.token);
    await page.goto('/vision-realized');
    await expect(lines(page)).toHaveCount(8, { timeout: 60_000 });
    if (name === 'phone') {
      const third = lines(page).nth(2);
      const before = (await third.locator('p span').first().textContent())?.trim() ?? '';
      const control = third.getByRole('button', { name: /^I don't believe this yet: affirmation 3,/ });
      await control.focus();
      await expect(control).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(section(page).getByText('Affirmation 3 now reads as a gentler version.')).toBeVisible();
      await expect(third).toContainText('Gentler version');
      await expect(third.locator('p span').first()).not.toHaveText(before);
      await expectNoAxeViolations(page, 'affirmations with a gentler line');
      // Kept on the server: a reload shows the gentler line in the same place.
      const gentler = (await third.locator('p span').first().textContent())?.trim() ?? '';
      await page.reload();
      await expect(lines(page)).toHaveCount(8, { timeout: 60_000 });
      await expect(lines(page).nth(2).locator('p span').first()).toHaveText(gentler);
    }
    if (shots) {
      await section(page).screenshot({
        path: `${shots}/affirmations-doubt-${name}.png`,
        style: 'header, a[href="#main-content"] { visibility: hidden; }',
      });
    }
  }
});
