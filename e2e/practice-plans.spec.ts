import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInWithToken, userWithWorld, viewports } from './fixtures';

/**
 * Plans decide how much (docs/decisions/0075-daily-practice-web.md): an Explorer keeps one WOOP plan and
 * the daily check-in; a second plan, the calendar, the review and reminders are an upgrade offer,
 * never an error. The plan is made beside its dream on the vision page and shown on the dashboard.
 */
test('an Explorer makes one plan beside a dream and is offered Visionary for the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await userWithWorld(request, 'practice-explorer', 'free-plan');
  await signInWithToken(page, user.token);
  await page.setViewportSize(viewports.phone);

  await page.goto('/vision-realized');
  const menu = page.getByRole('region', { name: 'Explore your vision' });
  await menu
    .getByRole('button', { name: /^Make a plan for / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Wish')).not.toHaveValue('');
  await expectNoAxeViolations(page, 'the WOOP editor');
  await dialog.getByLabel('Then…').fill('I take the stairs and picture my front door');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  // Saving closes the dialog; the page says the plan is saved.
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Your \w+ plan is saved\./)).toBeVisible();
  await expect(menu.getByText('I take the stairs and picture my front door')).toBeVisible();

  // The dashboard shows the plan and offers the other dreams; a second plan is Visionary's.
  await page.goto('/dashboard');
  const practice = page.getByRole('region', { name: 'Your daily practice' });
  await expect(practice.getByText('I take the stairs and picture my front door')).toBeVisible();
  await practice
    .getByRole('button', { name: /^Make a plan for / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByRole('dialog')).toContainText('A plan for every dream is part of Visionary');
  await expect(page.getByRole('dialog').getByRole('link', { name: 'See Visionary' })).toHaveAttribute(
    'href',
    '/subscribe?plan=visionary-plan',
  );
  await page.keyboard.press('Escape');

  // Today: the plan to act on, the check-in, and one offer for the rest of the practice.
  await page.goto('/today');
  await expect(page.getByText('I take the stairs and picture my front door')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grow your practice' })).toContainText(
    'The full practice is part of Visionary',
  );
  await expect(page.getByRole('region', { name: 'Reminders' })).toHaveCount(0);
  const checkIn = page.getByRole('region', { name: 'Step 4: Check in' });
  await checkIn.getByRole('radio', { name: /^Done/ }).check();
  await checkIn.getByRole('button', { name: 'Check in' }).click();
  await expect(checkIn.getByRole('status')).toContainText('Checked in');
  await expect(page.getByText('1 day in a row. Nicely done.')).toBeVisible();
  await expectNoAxeViolations(page, '/today for an Explorer');
});
