import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, signInWithToken } from './fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const dialog = (page: Page) => page.getByRole('dialog');

test('a toast belongs to the page that raised it: "Payment failed" does not follow the user to the success page', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'toast-scope');
  await signInWithToken(page, user.token);
  await page.goto('/subscribe?plan=visionary-plan');
  await page.getByRole('button', { name: 'Pay with demo checkout' }).click();
  await dialog(page).getByRole('button', { name: 'Simulate a declined payment' }).click();
  await expect(toasts(page).getByText('Payment failed. Please try again.')).toBeVisible();

  // The user tries again and pays: the toast that announces the next page goes with them, the
  // stale failure does not.
  await page.getByRole('button', { name: /Become a Visionary/ }).click();
  await page.getByRole('button', { name: 'Pay with demo checkout' }).click();
  await dialog(page).getByRole('button', { name: 'Approve demo payment' }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?subscription_id=DEMO-/);
  await expect(
    page.getByText(/Congratulations! Your subscription has been activated successfully./),
  ).toBeVisible();
  await expect(toasts(page).getByText(/Subscription created successfully!/)).toBeVisible();
  await expect(toasts(page).getByText('Payment failed. Please try again.')).toHaveCount(0);
});

test('a page that needs a plan says why beside the plans, not in a toast over them', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'toast-plan-reason');
  await signInWithToken(page, user.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/results');
  await page.getByRole('button', { name: 'Generate My Dream World' }).click();
  await expect(page).toHaveURL(/\/subscribe\?next=results$/);
  await expect(page.getByRole('main').getByText(/Your dream world comes with a plan/)).toBeVisible();
  await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText(/^\$34\.99\s*USD\/month$/)).toBeInViewport();
});
