import { expect, type Page, test } from '@playwright/test';
import { questionnaireSections } from '#shared/questionnaire';
import { referenceAnswers } from '#world/testing';
import {
  activatePlan,
  expectNoAxeViolations,
  mailedLink,
  registerViaApi,
  saveAnswersViaApi,
  signInWithToken,
  viewports,
} from './fixtures';

/**
 * Issue 32, the questionnaire and sign-up as a new user walks them: steps are history entries,
 * a long answer is never cut without a word, a refusal is said once, a completed questionnaire
 * opens at step 1, a visitor learns where the answers live and that rephrasing is paid.
 */

const heading = (page: Page, step: number) =>
  page.getByRole('heading', { level: 1, name: questionnaireSections[step]?.title });

async function answerStep(page: Page, step: number) {
  const section = questionnaireSections[step];
  if (!section) throw new Error(`no step ${step}`);
  await expect(heading(page, step)).toBeVisible();
  for (const question of section.questions) {
    await page.getByLabel(question.label, { exact: true }).fill(`About ${question.key}`);
  }
}

/** A paste as the browser delivers it: a cancelable event carrying the clipboard's text. */
async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((field, value) => {
    (field as HTMLTextAreaElement).focus();
    const data = new DataTransfer();
    data.setData('text/plain', value);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    // What the browser does when nobody prevents the paste: insert it within maxLength.
    if (field.dispatchEvent(event)) document.execCommand('insertText', false, value);
  }, text);
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${size} width`, () => {
    test.use({ viewport });

    test('each step is a history entry: Back and Forward move between steps, a reload keeps the step', async ({
      page,
    }) => {
      await page.goto('/questionnaire');
      await expect(page).toHaveURL(/\/questionnaire\?step=1$/);
      for (let step = 0; step < 3; step++) {
        await answerStep(page, step);
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page).toHaveURL(new RegExp(`\\?step=${step + 2}$`));
      }
      await expect(heading(page, 3)).toBeVisible();
      await expect(heading(page, 3)).toBeFocused();

      await page.goBack();
      await expect(heading(page, 2)).toBeVisible();
      await expect(page).toHaveURL(/\?step=3$/);
      await page.goBack();
      await expect(heading(page, 1)).toBeVisible();
      await page.goForward();
      await expect(heading(page, 2)).toBeVisible();
      // The page's own Back is the browser's Back here: it does not grow the history.
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(heading(page, 1)).toBeVisible();
      await page.goForward();
      await expect(heading(page, 2)).toBeVisible();

      await page.reload();
      await expect(heading(page, 2)).toBeVisible();
      // A step the answers do not reach yet opens the furthest one they do.
      await page.goto('/questionnaire?step=9');
      await expect(page).toHaveURL(/\?step=4$/);
      await expect(heading(page, 3)).toBeVisible();
    });

    test('a visitor is told from step 2 that answers stay on this device, and sees rephrasing is Visionary', async ({
      page,
    }) => {
      await page.goto('/questionnaire');
      const note = page.getByText('Your answers are saved on this device only until you');
      await expect(heading(page, 0)).toBeVisible();
      await expect(note).toHaveCount(0);
      await answerStep(page, 0);

      // The sparkle carries its plan badge before any click, and the popup says so at once.
      const sparkle = page
        .getByRole('button', { name: /Rephrase your answer: .*\(Visionary plan\)$/ })
        .first();
      await expect(sparkle).toContainText('Visionary');
      await sparkle.click();
      const popup = page.getByRole('dialog', { name: 'Rephrase Text' });
      await expect(popup.getByText('Rephrasing is part of the Visionary plan.')).toBeVisible();
      await expect(popup.getByRole('link', { name: 'See Visionary' })).toHaveAttribute(
        'href',
        '/subscribe?plan=visionary-plan',
      );
      await expectNoAxeViolations(page, `the rephrase popup of a visitor at ${size}`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(heading(page, 1)).toBeVisible();
      await expect(note).toBeVisible();
      await note.getByRole('button', { name: 'create an account' }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create Account' })).toBeVisible();
    });

    test('a long answer shows a counter, and a paste that does not fit is cut at a word and said', async ({
      page,
    }) => {
      await page.goto('/questionnaire');
      const label = questionnaireSections[0]?.questions[1]?.label ?? '';
      const field = page.getByLabel(label, { exact: true });
      await field.fill('word '.repeat(300).trim());
      await expect(page.getByText('of 2,000 characters')).toHaveCount(0);
      await field.fill('word '.repeat(340).trim());
      await expect(page.getByText('1,699 of 2,000 characters')).toBeVisible();

      await field.fill('I drive the school bus at dawn.');
      await paste(page, label, ` ${'and then a quiet place with a kiln '.repeat(70)}`);
      const value = await field.inputValue();
      expect(value.length).toBeLessThanOrEqual(2000);
      expect(value.length).toBeGreaterThan(1950);
      // Cut after a whole word, never "…a quiet place wi".
      expect(value).toMatch(/(?:and|then|a|quiet|place|with|kiln)$/);
      await expect(page.getByRole('status').filter({ hasText: 'were left out' })).toContainText(
        'An answer holds at most 2,000 characters, so the last',
      );
      await expect(page.getByText(/of 2,000 characters/)).toBeVisible();
      await expectNoAxeViolations(page, `/questionnaire with a long answer at ${size}`);
    });
  });
}

test('a completed questionnaire opens at step 1 for editing, from the vision page and the dashboard', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'journey-edit');
  await saveAnswersViaApi(request, user, referenceAnswers.adobeDesert);
  await signInWithToken(page, user.token);
  await page.goto('/questionnaire');
  await expect(page.getByText('You are editing your saved answers.')).toBeVisible();
  await expect(page.getByText('Step 1 of 11')).toBeVisible();
  await expect(page).toHaveURL(/\?step=1$/);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Questionnaires' }).click();
  await page.getByRole('link', { name: 'Edit answers' }).first().click();
  await expect(page.getByText('Step 1 of 11')).toBeVisible();
});

test('an Explorer sees the plan badge on the sparkle; a Visionary user does not', async ({
  page,
  request,
}) => {
  const explorer = await registerViaApi(request, 'journey-explorer');
  await activatePlan(request, explorer.token, 'free-plan');
  const visionary = await registerViaApi(request, 'journey-visionary');
  await activatePlan(request, visionary.token, 'visionary-plan');
  const label = questionnaireSections[0]?.questions[1]?.label ?? '';

  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), explorer.token);
  await page.goto('/questionnaire');
  await page.getByLabel(label, { exact: true }).fill('An adobe with a pottery studio');
  await expect(page.getByRole('button', { name: /Rephrase your answer/ })).toContainText('Visionary');

  await page.evaluate((token) => localStorage.setItem('token', token), visionary.token);
  await page.goto('/questionnaire');
  await page.getByLabel(label, { exact: true }).fill('An adobe with a pottery studio');
  const sparkle = page.getByRole('button', { name: /Rephrase your answer/ });
  await expect(sparkle).toBeVisible();
  await expect(sparkle).not.toContainText('Visionary');
});

test('a refused sign-up says it once, in words, under the field', async ({ page }) => {
  await page.goto('/questionnaire?auth=register');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await dialog.getByLabel('Email').fill(`journey-common-${Date.now()}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('password1234');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  const message = dialog.getByText(/too common/i);
  await expect(message).toHaveCount(1);
  await expect(dialog.getByText(/password:/i)).toHaveCount(0);
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/too common/i);
});

test('a used sign-up link opened while signed in says so and moves on to the dashboard', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'journey-used-link');
  const link = new URL(await mailedLink(user.email, '/activate'));
  await signInWithToken(page, user.token);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`You’re signed in as ${user.email}.`)).toBeVisible();
  await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the dashboard after a used sign-up link');
});

test('after a reset and a sign-in the address holds no token, and the spent link moves a signed-in user on', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'journey-reset');
  await request.post('/api/auth/forgot-password', { data: { email: user.email } });
  const link = new URL(await mailedLink(user.email, '/reset-password'));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret-9');
  await page.getByLabel('Confirm new password').fill('a-brand-new-secret-9');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toContainText(/password has been changed/i);
  await expect(page).toHaveURL(/\/reset-password$/);

  // Signed in again (the reset ended every session), the spent link is no error.
  const login = await request.post('/api/auth/login', {
    data: { email: user.email, password: 'a-brand-new-secret-9' },
  });
  const { data } = await login.json();
  await page.evaluate((token) => localStorage.setItem('token', token), data.token);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('another-new-secret-9');
  await page.getByLabel('Confirm new password').fill('another-new-secret-9');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`You’re signed in as ${user.email}.`)).toBeVisible();
});
