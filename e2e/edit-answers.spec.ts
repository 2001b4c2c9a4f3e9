import { expect, test } from '@playwright/test';
import { referenceAnswers } from '#world/testing';
import { registerViaApi, saveAnswersViaApi, signInWithToken, viewports } from './fixtures';

test('"Edit answers" opens the saved answers, jumps to a section, and saves into the same record', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'edit-answers');
  const answers = referenceAnswers.mountainCabin;
  await saveAnswersViaApi(request, user, answers);
  await signInWithToken(page, user.token);
  await page.setViewportSize(viewports.desktop);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Questionnaires' }).click();
  await page.getByRole('link', { name: 'Edit answers' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByText('You are editing your saved answers.')).toBeVisible();

  // Straight to "Home & Environment", where the saved answer is waiting.
  await page.getByLabel('Jump to a section').selectOption({ label: '2. Home & Environment' });
  await expect(page.getByRole('heading', { level: 1, name: 'Home & Environment' })).toBeVisible();
  const location = page.getByRole('textbox').first();
  await expect(location).toHaveValue(answers.dream_location);
  await location.fill('A stone cottage on the Isle of Skye');
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByLabel('Jump to a section').selectOption({ index: 10 });
  await page.getByRole('button', { name: 'Complete & See Results' }).click();
  await expect(page).toHaveURL(/\/results$/);

  const headers = { authorization: `Bearer ${user.token}` };
  const progress = (await (await request.get(`/api/questionnaire/${user.userId}`, { headers })).json()).data;
  expect(progress).toMatchObject({ isCompleted: true });
  expect(progress.answers.dream_location).toBe('A stone cottage on the Isle of Skye');
  const dashboard = (await (await request.get('/api/auth/dashboard', { headers })).json()).data;
  expect(dashboard.stats.totalQuestionnaires).toBe(1);
});

test('long answers grow their box and Back/Next stay in view at 1280×800 and 375×740', async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, 'edit-answers-layout');
  await signInWithToken(page, user.token);
  for (const viewport of [viewports.desktop, viewports.phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/questionnaire');
    const box = page.getByRole('textbox').first();
    await box.fill('Short');
    const before = (await box.boundingBox())?.height ?? 0;
    await box.fill('A long answer that keeps going. '.repeat(12));
    await expect.poll(async () => (await box.boundingBox())?.height ?? 0).toBeGreaterThan(before * 2);
    // The whole answer is visible: the box is as tall as its text.
    expect(await box.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(
      1,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Back' })).toBeInViewport();
  }
});
