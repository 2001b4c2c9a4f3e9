import { readFile } from 'node:fs/promises';
import { expect, type Page, type Route, test } from '@playwright/test';
import { questionKeys, questionnaireSections } from '#shared/questionnaire';
import { expectNoAxeViolations, registerViaApi, signInWithToken, viewports } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');

test('a new user: welcome, zero stats, tabs by keyboard, every empty state; axe at 375 and 1280 px', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'dashboard-new', 'Noor');
  await signInWithToken(page, user.token);
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Noor!' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your dream world' }).getByRole('link', { name: 'Create your world' }),
    ).toHaveAttribute('href', '/results');
    await expect(page.getByText(/^Member since [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const stats = page.getByRole('region', { name: 'Statistics' });
    for (const label of ['Active Subscriptions', 'Total Questionnaires', 'Total Transactions']) {
      await expect(stats.getByText(label, { exact: true }).locator('..')).toContainText('0');
    }
    await expect(stats.getByText('Total Spent').locator('..')).toContainText('$0.00 USD');

    const overview = page.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText(user.email);
    // Signed up through the mailed link, so the address is confirmed (decision 0069).
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `/dashboard overview at ${viewport.width}px`);

    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No subscriptions found.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('No transactions found.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Questionnaires' })).toBeFocused();
    await expect(page.getByText('No questionnaires completed yet.')).toBeVisible();
    await expectNoAxeViolations(page, `/dashboard questionnaires at ${viewport.width}px`);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Security' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(overview).toBeFocused();
  }
});

test('View Details shows a saved questionnaire by section, in the questions’ own wording; axe with the dialog open', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'dashboard-details');
  const [identity] = questionnaireSections;
  const [nameQuestion, sentenceQuestion] = identity.questions;
  const saved = await request.put(`/api/questionnaire/${user.userId}`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      answers: {
        name: 'I am Maya, painting every day',
        dream_sentence: '   ',
        colors: 'Sea blue and soft gold',
      },
      currentStep: 2,
      isCompleted: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await signInWithToken(page, user.token);
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Questionnaires' }).click();
    await expect(page.getByText(/2 questions answered/)).toBeVisible();
    await expect(page.getByText('In Progress (Step 3)')).toBeVisible();
    const opener = page.getByRole('button', { name: 'View Details' });
    await opener.click();
    const details = dialog(page);
    const section = details.getByRole('region', { name: identity.title });
    await expect(section.getByRole('term')).toHaveText([nameQuestion.label]);
    await expect(section.getByRole('definition')).toHaveText(['I am Maya, painting every day']);
    // The blank answer is not shown; it is counted with the questions never answered.
    await expect(details.getByText(sentenceQuestion.label)).toHaveCount(0);
    await expect(details.getByText('Which colours fill your dream life?')).toBeVisible();
    await expect(details.getByText(`${questionKeys.length - 2} questions left unanswered.`)).toBeVisible();
    await expectNoAxeViolations(page, `View Details dialog at ${viewport.width}px`);
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test('download my data, then delete the account with the password', async ({ page, request }) => {
  const user = await registerViaApi(request, 'dashboard-delete');
  await signInWithToken(page, user.token);
  await page.goto('/dashboard');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('dream-life-data.json');
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(exported.user.email).toBe(user.email);

  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
  await expectNoAxeViolations(page, 'delete account dialog');
  await dialog(page).getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog(page).getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog(page).getByText('That is not your password')).toBeVisible();
  await dialog(page).getByLabel('Password', { exact: true }).fill(user.password);
  await dialog(page).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The page reloads after the deletion (as after sign-out); poll across that navigation.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('token')).catch(() => 'reloading'))
    .toBeNull();
  await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(401);
});

test('an unverified user resends the verification email from the dashboard', async ({ page, request }) => {
  // Sign-ups are verified by their link (decision 0069); only accounts made before it are not, and
  // none can be made through the API any more. So the server's answers say "not verified" here;
  // the server side of resending is covered by verify-email.test.ts.
  const user = await registerViaApi(request, 'dashboard-resend');
  const unverified = async (route: Route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.data?.user) body.data.user.isEmailVerified = false;
    await route.fulfill({ response, json: body });
  };
  await page.route('**/api/auth/dashboard', unverified);
  await page.route('**/api/auth/profile', unverified);
  let resent = 0;
  await page.route('**/api/auth/resend-verification', (route) => {
    resent += 1;
    return route.fulfill({
      json: { success: true, data: { message: 'We sent you a new verification email.' } },
    });
  });
  await signInWithToken(page, user.token);
  await page.goto('/dashboard');
  await expect(page.getByText('Not Verified')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('button', { name: 'Verification email sent' })).toBeDisabled();
  expect(resent).toBe(1);
});
