import { expect, type Page, test } from '@playwright/test';
import { activatePlan, expectNoAxeViolations, registerViaApi, signInWithToken, viewports } from './fixtures';

/**
 * Issue 31, items 11 and 12, in the browser: a subscriber changes plan from /pricing and /subscribe
 * in one click, and is never offered the plan they have; the demo checkout and the success page
 * name the trial and the first charge; on a phone no toast covers "Go to Dashboard".
 */

const dialog = (page: Page) => page.getByRole('dialog');
const trialDay = () =>
  new Date(Date.now() + 14 * 24 * 3600_000).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

for (const [label, viewport] of Object.entries(viewports)) {
  test(`a Visionary on /pricing and /subscribe: their plan is theirs, Legend is one click away (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const user = await registerViaApi(request, `change-from-pricing-${label}`);
    await activatePlan(request, user.token, 'visionary-plan');
    await signInWithToken(page, user.token);

    await page.goto('/pricing');
    const visionary = page.getByRole('article', { name: 'Visionary' });
    await expect(visionary.getByText('Your current plan')).toBeVisible();
    await expect(visionary.getByRole('link', { name: 'Manage in dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Become a Visionary/ })).toHaveCount(0);
    await expect(page.getByText('Change plan in your dashboard')).toHaveCount(0);
    await expectNoAxeViolations(page, `/pricing for a Visionary at ${viewport.width}px`);

    await page
      .getByRole('article', { name: 'Legend' })
      .getByRole('button', { name: 'Change to Legend' })
      .click();
    await expect(dialog(page).getByText(/^You are in your free trial, so Legend starts now\./)).toBeVisible();
    await expectNoAxeViolations(page, `change dialog on /pricing at ${viewport.width}px`);
    await page.screenshot({ path: `test-results/pricing-change-${label}.png` });
    await dialog(page).getByRole('button', { name: 'Keep my plan' }).click();

    await page.goto('/subscribe');
    await expect(page.getByText('Change plan in your dashboard')).toHaveCount(0);
    await page
      .getByRole('article', { name: 'Legend' })
      .getByRole('button', { name: 'Change to Legend' })
      .click();
    await dialog(page).getByRole('button', { name: 'Change to Legend' }).click();
    await expect(page.getByRole('article', { name: 'Legend' }).getByText('Your current plan')).toBeVisible();
  });

  test(`the demo checkout and the success page name the trial and the first charge (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const user = await registerViaApi(request, `trial-terms-${label}`);
    await signInWithToken(page, user.token);
    await page.goto('/subscribe?plan=visionary-plan');
    await expect(page.getByText(`Free until ${trialDay()}, then $14.99/month.`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay with demo checkout' }).click();
    await expect(dialog(page).getByTestId('checkout-terms')).toHaveText(
      `Free until ${trialDay()}, then $14.99/month`,
    );
    await dialog(page).getByRole('button', { name: 'Approve demo payment' }).click();

    await expect(page.getByTestId('success-terms')).toHaveText(`Free until ${trialDay()}, then $14.99/month`);
    const goToDashboard = page.getByRole('link', { name: 'Go to Dashboard' });
    await expect(goToDashboard).toBeVisible();
    // The "Subscription created" toast is up: it must not lie over the button.
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first();
    await expect(toast).toBeVisible();
    const [button, note] = [await goToDashboard.boundingBox(), await toast.boundingBox()];
    if (!button || !note) throw new Error('no box for the button or the toast');
    const overlaps =
      note.x < button.x + button.width &&
      button.x < note.x + note.width &&
      note.y < button.y + button.height &&
      button.y < note.y + note.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: `test-results/success-terms-${label}.png` });
  });
}
