import { expect, type Page, test } from '@playwright/test';
import { activatePlan, expectNoAxeViolations, registerViaApi, signInWithToken, viewports } from './fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const dialog = (page: Page) => page.getByRole('dialog');

test('a visitor picks Visionary, signs in, the flow resumes, pays in the demo checkout and cancels from the dashboard', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'subscribe-flow', 'Maya');
  await page.setViewportSize(viewports.desktop);
  await page.goto('/subscribe');
  await page.getByRole('button', { name: /Become a Visionary/ }).click();

  // Not signed in: the login modal first; signing in reloads the page and the flow resumes.
  await expect(dialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await dialog(page).getByLabel('Email').fill(user.email);
  await dialog(page).getByLabel('Password', { exact: true }).fill(user.password);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  const payButton = page.getByRole('button', { name: 'Pay with demo checkout' });
  await expect(payButton).toBeVisible();
  await expect(payButton).toBeFocused();
  await expect(page.getByText('Demo provider: no money moves.')).toBeVisible();

  await payButton.click();
  await expect(dialog(page).getByRole('heading', { name: 'Demo checkout — no money moves' })).toBeVisible();
  await expectNoAxeViolations(page, 'demo checkout dialog');
  await dialog(page).getByRole('button', { name: 'Approve demo payment' }).click();

  await expect(
    toasts(page).getByText(/Subscription created successfully! Subscription ID: DEMO-[0-9A-F]+$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/subscription\/success\?subscription_id=DEMO-/);
  await expect(
    page.getByText('Congratulations! Your subscription has been activated successfully.'),
  ).toBeVisible();
  await expect(page.getByText('Visionary', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page, '/subscription/success active');

  // Redirected after 3 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya!' })).toBeVisible();
  // The account's first subscription is its 14-day free trial: the plan is active, nothing charged.
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Active Subscriptions').locator('..')).toContainText('1');
  await expect(stats.getByText('Total Transactions').locator('..')).toContainText('0');
  await expect(stats.getByText('Total Spent').locator('..')).toContainText('$0.00 USD');

  await page.getByRole('tab', { name: 'Transactions' }).click();
  const transactions = page.getByRole('tabpanel', { name: 'Transactions' });
  await expect(transactions.getByText('No transactions found.')).toBeVisible();

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const subscriptions = page.getByRole('tabpanel', { name: 'Subscriptions' });
  await expect(subscriptions.getByRole('heading', { name: 'Visionary' })).toBeVisible();
  await expect(subscriptions.locator('[data-status]').first()).toHaveText('active');
  await expect(subscriptions.locator('[data-status="trial"]')).toHaveText('Free trial');
  const trialEnd = new Date(Date.now() + 14 * 24 * 3600_000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(subscriptions.getByText(`Ends ${trialEnd}, nothing charged until then`)).toBeVisible();

  // In the free trial a plan change applies at once (no money moves in a trial, decision 0105).
  const trialDay = new Date(Date.now() + 14 * 24 * 3600_000).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
  });
  await subscriptions.getByRole('button', { name: 'Change Visionary plan' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Change your plan' })).toBeVisible();
  await expect(dialog(page).getByText(/^You are in your free trial, so Legend starts now\./)).toBeVisible();
  await expect(
    dialog(page).getByText(`Your trial still ends on ${trialDay}; then Legend is $34.99/month.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'change plan dialog');
  await dialog(page).getByRole('button', { name: 'Change to Legend' }).click();
  await expect(toasts(page).getByText('You now have Legend.')).toBeVisible();
  await expect(subscriptions.getByRole('heading', { name: 'Legend' })).toHaveCount(1);
  await expect(subscriptions.getByTestId('pending-plan')).toHaveCount(0);
  await expect(stats.getByText('Total Spent').locator('..')).toContainText('$0.00 USD');

  // Cancelling in the trial keeps the plan until the trial ends and charges nothing.
  await subscriptions.getByRole('button', { name: 'Cancel Legend subscription' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Cancel this subscription?' })).toBeVisible();
  await expect(dialog(page).getByTestId('cancel-terms')).toHaveText(
    `You keep Legend until ${trialDay}; you will not be charged.`,
  );
  await expectNoAxeViolations(page, 'cancel confirm dialog');
  await dialog(page).getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(toasts(page).getByText(/Subscription cancelled$/)).toBeVisible();
  await expect(subscriptions.locator('[data-status]').first()).toHaveText('cancelled');
  await expect(subscriptions.getByTestId('kept-until')).toHaveText(
    `${trialDay}, cancelled in the free trial: nothing will be charged`,
  );
  await expect(subscriptions.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await expect(stats.getByText('Total Transactions').locator('..')).toContainText('0');
});

test('choosing Explorer from the pricing link records the free plan and opens the dashboard', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'free-plan');
  await signInWithToken(page, user.token);
  await page.goto('/subscribe?plan=free-plan');
  await expect(
    toasts(page).getByText('Welcome to the free plan! You can now explore our basic features.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Subscriptions' }).getByRole('heading', { name: 'Explorer' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText('No transactions found.')).toBeVisible();
});

test('the demo checkout can be declined or cancelled; a bad plan id is refused', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'declined');
  await signInWithToken(page, user.token);
  await page.goto('/subscribe?plan=legend-plan');
  await page.getByRole('button', { name: 'Pay with demo checkout' }).click();
  await dialog(page).getByRole('button', { name: 'Simulate a declined payment' }).click();
  await expect(toasts(page).getByText('Payment failed. Please try again.')).toBeVisible();
  // The provider button is hidden again; the card offers its plan button.
  await expect(page.getByRole('button', { name: 'Pay with demo checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: /Become a Legend/ }).click();
  await page.getByRole('button', { name: 'Pay with demo checkout' }).click();
  await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pay with demo checkout' })).toHaveCount(0);

  await page.goto('/subscribe?plan=platinum-plan');
  await expect(toasts(page).getByText('Plan ID is missing. Please try again.')).toBeVisible();
});

test('the subscribe page marks the current plan; axe passes at 375 and 1280 px', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'current-plan');
  await activatePlan(request, user.token, 'legend-plan');
  await signInWithToken(page, user.token);
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/subscribe');
    const legend = page.getByRole('article', { name: 'Legend' });
    await expect(legend.getByText('Your current plan')).toBeVisible();
    await expect(legend.getByRole('link', { name: 'Manage in dashboard' })).toBeVisible();
    await expectNoAxeViolations(page, `/subscribe at ${viewport.width}px`);
  }
});

test('success page without an id, and the cancel page texts; axe at 375 and 1280 px', async ({ page }) => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/subscription/success');
    await expect(page.getByText('Invalid subscription details. Please contact support.')).toBeVisible();
    await expectNoAxeViolations(page, `/subscription/success without id at ${viewport.width}px`);

    await page.goto('/subscription/cancel');
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    await expect(
      page.getByText('Your subscription payment was cancelled. No charges have been made to your account.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page, `/subscription/cancel at ${viewport.width}px`);
  }
});

test('an unknown subscription id on the success page shows the generic message and redirects', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'unknown-id');
  await signInWithToken(page, user.token);
  await page.goto('/subscription/success?subscription_id=DEMO-NOTMINE');
  await expect(page.getByText('Subscription completed! Welcome to your new plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });
});
