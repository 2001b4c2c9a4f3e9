import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, registerViaApi, signInWithToken, viewports } from './fixtures';

/** Where the screenshots go to be looked at (outside the repository). */
const shots = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/**
 * Own affirmations (decision 0118): a person writes lines, orders them by keyboard, keeps their
 * favourites, hides a generated line, and finds their favourite first in /today's minute.
 */
test('write and favourite an affirmation, order it by keyboard, and find it first on /today', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const user = await registerViaApi(request, 'own-affirmations');
  await signInWithToken(page, user.token);
  await page.setViewportSize(viewports.phone);

  await page.goto('/affirmations');
  await expect(page.getByRole('heading', { level: 1, name: 'Your affirmations' })).toBeVisible();
  const field = page.getByLabel('A line of your own');
  await field.fill('I keep the promises I make to myself.');
  await page.getByRole('button', { name: 'Add as a favourite' }).click();
  const lines = page.getByRole('region', { name: 'Your lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(field).toHaveValue('');

  await field.fill('I walk by the sea every morning.');
  await page.getByRole('button', { name: 'Add as a favourite' }).click();
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('2 of 5 lines kept.')).toBeVisible();

  // By keyboard: the second line moves up and leads the list.
  const up = page.getByRole('button', { name: 'Move “I walk by the sea every morning.” up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(lines.first()).toContainText('I walk by the sea every morning.');
  await expect(page.getByText('Moved to place 1.')).toBeVisible();

  // One of today's generated lines, hidden, leaves the day.
  const writtenForYou = page.getByRole('region', { name: 'Written for you today' });
  const hiddenLine = (await writtenForYou.getByRole('listitem').first().locator('p').textContent()) ?? '';
  expect(hiddenLine.length).toBeGreaterThan(0);
  await writtenForYou.getByRole('button', { name: `Hide “${hiddenLine}”` }).click();
  await expect(lines).toHaveCount(3);
  await expect(
    page.getByRole('button', {
      name: `Hide “${hiddenLine.slice(0, 40)}${hiddenLine.length > 40 ? '…' : ''}”`,
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, '/affirmations on a phone');
  await shot(page, 'affirmations-375');

  await page.goto('/today');
  const say = page.getByRole('region', { name: 'Step 2: Say' });
  const todayLines = say.getByRole('listitem');
  await expect(todayLines.first()).toContainText('I walk by the sea every morning.');
  await expect(todayLines.nth(1)).toContainText('I keep the promises I make to myself.');
  await expect(todayLines.first()).toContainText('Your favourite:');
  await expect(say).not.toContainText(hiddenLine);
  await expectNoAxeViolations(page, '/today with favourites');
  await shot(page, 'today-375');

  // A favourite unmarked on a desktop no longer leads the day.
  await page.setViewportSize(viewports.desktop);
  await page.goto('/affirmations');
  await page.getByRole('button', { name: 'Favourite “I walk by the sea every morning.”' }).click();
  await expect(
    page.getByRole('button', { name: 'Favourite “I walk by the sea every morning.”' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page, '/affirmations on a desktop');
  await shot(page, 'affirmations-1280');
  await page.goto('/today');
  await expect(todayLines.first()).toContainText('I keep the promises I make to myself.');
  await shot(page, 'today-1280');
});
