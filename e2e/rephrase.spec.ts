import { expect, test } from '@playwright/test';
import { questionnaireSections } from '#shared/questionnaire';
import { activatePlan, registerViaApi, signInWithToken, viewports } from './fixtures';

const label = questionnaireSections[0]?.questions[1]?.label ?? '';

test.describe('rephrase', () => {
  test('a Visionary user rephrases an answer with the offline provider', async ({ page, request }) => {
    const user = await registerViaApi(request, 'rephrase');
    await activatePlan(request, user.token, 'visionary-plan');
    await signInWithToken(page, user.token);
    await page.setViewportSize(viewports.phone);
    await page.goto('/questionnaire');
    const field = page.getByLabel(label, { exact: true });
    await field.fill('I want a house by the sea');
    await page.getByRole('button', { name: /Rephrase your answer/ }).click();
    const popup = page.getByRole('dialog', { name: 'Rephrase Text' });
    await popup.getByLabel('Tone').selectOption('concise');
    await popup.getByLabel('Style').selectOption('straightforward');
    await popup.getByRole('button', { name: 'Rephrase' }).click();
    // The proposal sits beside the answer until chosen (decision 0109): nothing is written over it yet.
    await expect(popup.getByRole('figure', { name: 'Proposal' })).toHaveText(/I want a house by the sea\./);
    await expect(field).toHaveValue('I want a house by the sea');
    await popup.getByRole('button', { name: 'Use' }).click();
    await expect(field).toHaveValue('I want a house by the sea.');
    await popup.getByRole('button', { name: 'Restore mine' }).click();
    await expect(field).toHaveValue('I want a house by the sea');
  });

  test('a signed-in user without the plan is told rephrasing is part of Visionary', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request, 'rephrase-free');
    await signInWithToken(page, user.token);
    await page.goto('/questionnaire');
    await page.getByLabel(label, { exact: true }).fill('I want a boat');
    await page.getByRole('button', { name: /Rephrase your answer/ }).click();
    await page
      .getByRole('dialog', { name: 'Rephrase Text' })
      .getByRole('button', { name: 'Rephrase' })
      .click();
    await expect(page.getByText('Rephrasing is part of the Visionary plan.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See Visionary' })).toHaveAttribute(
      'href',
      '/subscribe?plan=visionary-plan',
    );
  });

  test('a visitor who asks to rephrase is offered to sign in', async ({ page }) => {
    await page.goto('/questionnaire');
    await page.getByLabel(label, { exact: true }).fill('I want a boat');
    await page.getByRole('button', { name: /Rephrase your answer/ }).click();
    await page
      .getByRole('dialog', { name: 'Rephrase Text' })
      .getByRole('button', { name: 'Rephrase' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // The toast is drawn inside the sign-in dialog, above its dimmed backdrop, not under it.
    const toast = page.getByRole('dialog').getByText('Sign in to rephrase your answers with AI.');
    await expect(toast).toBeVisible();
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (element === top || element.contains(top));
    });
    expect(onTop).toBe(true);
  });
});
