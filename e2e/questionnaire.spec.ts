import { expect, type Page, test } from '@playwright/test';
import { questionnaireSections } from '#shared/questionnaire';
import { expectNoAxeViolations, registerViaApi, signInWithToken, viewports } from './fixtures';

/** Fills every question of the current step and checks Next stays disabled until the last one. */
async function answerStep(page: Page, step: number) {
  const section = questionnaireSections[step];
  if (!section) throw new Error(`no step ${step}`);
  await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible();
  await expect(page.getByText(`Step ${step + 1} of 11`)).toBeVisible();
  const next = page.getByRole('button', { name: step === 10 ? 'Complete & See Results' : 'Next' });
  for (const [index, question] of section.questions.entries()) {
    await expect(next).toBeDisabled();
    const field = page.getByLabel(question.label, { exact: true });
    // Whitespace is not an answer.
    await field.fill('   ');
    await expect(next).toBeDisabled();
    await field.fill(`Answer ${index + 1} for ${question.key}`);
  }
  await expect(next).toBeEnabled();
  return next;
}

test.describe('questionnaire', () => {
  test('a visitor answers all 11 sections, resumes after a reload, and completes to /results', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/questionnaire');
    await expect(page.getByText('Shape your future identity')).toBeVisible();

    for (let step = 0; step < 4; step++) await (await answerStep(page, step)).click();
    // Reload mid-way: the browser kept the answers and the step.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: questionnaireSections[4]?.title }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(
      page.getByLabel(questionnaireSections[3]?.questions[0]?.label ?? '', { exact: true }),
    ).toHaveValue(/Answer 1 for perfect_day/);
    await page.getByRole('button', { name: 'Next' }).click();

    for (let step = 4; step < 11; step++) {
      const next = await answerStep(page, step);
      if (step < 10) await next.click();
      else {
        await expect(next).toHaveText('Complete & See Results');
        await next.click();
      }
    }
    await expect(page).toHaveURL(/\/results$/);
  });

  test('Back on step 1 goes home', async ({ page }) => {
    await page.goto('/questionnaire');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in user resumes at the saved step after a reload, and completing saves then goes to /results', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request, 'questionnaire');
    await signInWithToken(page, user.token);
    await page.goto('/questionnaire');
    for (let step = 0; step < 3; step++) await (await answerStep(page, step)).click();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // A fresh browser storage proves the step and answers come from the account.
    await page.evaluate(() => window.localStorage.removeItem('dreamlife:questionnaire'));
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: questionnaireSections[3]?.title }),
    ).toBeVisible();

    const saved = await request.get(`/api/questionnaire/${user.userId}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const progress = (await saved.json()).data;
    expect(progress.currentStep).toBe(3);
    expect(progress.answers.name).toBe('Answer 1 for name');

    for (let step = 3; step < 11; step++) await (await answerStep(page, step)).click();
    await expect(page).toHaveURL(/\/results$/);
    // Completing saved every answer and marked the record completed.
    const headers = { authorization: `Bearer ${user.token}` };
    const record = (
      await (await request.get(`/api/questionnaire/record/${progress._id}`, { headers })).json()
    ).data;
    expect(record).toMatchObject({ isCompleted: true, currentStep: 10 });
    expect(record.completedAt).not.toBeNull();
    expect(Object.keys(record.answers)).toHaveLength(35);
    // The progress is that completed record now, to edit in place (decision 0071).
    const after = (await (await request.get(`/api/questionnaire/${user.userId}`, { headers })).json()).data;
    expect(after).toMatchObject({ _id: progress._id, isCompleted: true });

    // Coming back opens the saved answers for editing, not an empty questionnaire.
    // (Wait for /results to show: going back before it renders abandons the page switch, and the
    // questionnaire, never unmounted, is not entered anew.)
    await expect(page.getByRole('heading', { level: 1, name: 'Creating Your Dream World' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('You are editing your saved answers.')).toBeVisible();
    await expect(page.getByRole('textbox').first()).not.toHaveValue('');
  });

  test('a failed save on the last step keeps the user on the page with a retry', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request, 'questionnaire-fail');
    await signInWithToken(page, user.token);
    await page.goto('/questionnaire');
    for (let step = 0; step < 10; step++) await (await answerStep(page, step)).click();
    const finish = await answerStep(page, 10);
    await page.route('**/api/questionnaire/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
    );
    await finish.click();
    await expect(page.getByText(/We could not save your answers/)).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire\?step=11$/);
    await page.unroute('**/api/questionnaire/*');
    await finish.click();
    await expect(page).toHaveURL(/\/results$/);
  });

  test('a visitor’s answers are merged into the account on sign-in', async ({ page, request }) => {
    const user = await registerViaApi(request, 'questionnaire-merge');
    await page.goto('/questionnaire');
    await (await answerStep(page, 0)).click();
    await page.evaluate((token) => window.localStorage.setItem('token', token), user.token);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: questionnaireSections[1]?.title }),
    ).toBeVisible();
    const progress = (
      await (
        await request.get(`/api/questionnaire/${user.userId}`, {
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json()
    ).data;
    expect(progress.answers.dream_sentence).toBe('Answer 2 for dream_sentence');
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name} width, with the rephrase popup open inside the window`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/questionnaire');
      await expect(page.getByText('Step 1 of 11')).toBeVisible();
      await expectNoAxeViolations(page, `/questionnaire at ${name}`);
      const field = page.getByLabel(questionnaireSections[0]?.questions[2]?.label ?? '', { exact: true });
      await field.fill('I want a house by the sea');
      const sparkle = page.getByRole('button', { name: /Rephrase your answer/ });
      await sparkle.focus();
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: 'Rephrase Text' });
      await expect(popup).toBeVisible();
      await expect(page.getByLabel('Tone')).toBeFocused();
      const box = await popup.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }
      await expectNoAxeViolations(page, `/questionnaire at ${name} with the rephrase popup`);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(sparkle).toBeFocused();
    });
  }

  test('tabbing out of the rephrase popup closes it and leaves focus where the user went', async ({
    page,
  }) => {
    await page.goto('/questionnaire');
    const questions = questionnaireSections[0]?.questions ?? [];
    await page.getByLabel(questions[1]?.label ?? '', { exact: true }).fill('I want a house by the sea');
    await page.getByRole('button', { name: /Rephrase your answer/ }).click();
    const popup = page.getByRole('dialog', { name: 'Rephrase Text' });
    await expect(page.getByLabel('Tone')).toBeFocused();
    // Past the popup's last control, focus moves to the next question and the popup closes.
    for (let press = 0; press < 8 && (await popup.isVisible()); press++) await page.keyboard.press('Tab');
    await expect(popup).toBeHidden();
    await expect(page.getByLabel(questions[2]?.label ?? '', { exact: true })).toBeFocused();
  });

  test('an answer typed just before a reload is saved to the account', async ({ page, request }) => {
    const user = await registerViaApi(request, 'questionnaire-reload');
    await signInWithToken(page, user.token);
    await page.goto('/questionnaire');
    const label = questionnaireSections[0]?.questions[2]?.label ?? '';
    await page.getByLabel(label, { exact: true }).fill('Freedom, kindness, curiosity');
    // No pause for the debounced save: the page goes away at once.
    await page.reload();
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('Freedom, kindness, curiosity');
  });
});
