import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, registerViaApi, signInWithToken, uniqueEmail, viewports } from './fixtures';
import { outboxFolder } from './server-data';

/** The server under test runs with the default SUPPORT_EMAIL. */
const SUPPORT = 'support@dreamlife.local';

interface OutboxMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Waits for the dev outbox to hold a mail that `matches`, like fixtures' mailedLink. */
async function mailed(matches: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  const folder = outboxFolder();
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(folder).catch(() => [] as string[])).filter((file) =>
          file.endsWith('.json'),
        );
        const mails: OutboxMail[] = await Promise.all(
          files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))),
        );
        found = mails.find(matches);
        return found;
      },
      { message: 'the contact mail in the outbox', timeout: 10_000 },
    )
    .toBeTruthy();
  return found as OutboxMail;
}

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fillForm(
  page: Page,
  values: { firstName: string; lastName: string; email: string; message: string },
) {
  await page.getByLabel('First name', { exact: true }).fill(values.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(values.lastName);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Phone (optional)').fill('+1 (555) 010-2030');
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

test('the contact page shows its hero and a card for each configured detail, leading where it says', async ({
  page,
}) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('hear from you');
  // playwright.config.ts configures the email and the hours only (decision 0108: no invented details).
  await expect(main.getByRole('link', { name: /Email team@dream-life\.test/ })).toHaveAttribute(
    'href',
    'mailto:team@dream-life.test',
  );
  await expect(main.getByText('Mon–Fri, 9:00–17:00 CET')).toBeVisible();
  await expect(main.getByRole('link', { name: /Phone/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /Address/ })).toHaveCount(0);
});

for (const [label, viewport] of Object.entries(viewports)) {
  test(`required fields show inline errors, and the page stays accessible (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/contact');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const error of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Message is required',
    ]) {
      await expect(form(page).getByText(error)).toBeVisible();
    }
    await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `contact form with errors at ${label} width`);

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('First name', { exact: true }).fill('Grace');
    await expect(form(page).getByText('First name is required')).toBeHidden();
  });
}

test('a message is sent: success is shown, and the message is mailed to support', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await fillForm(page, { firstName: 'Grace', lastName: 'Hopper', email, message: 'Can I gift a plan?' });
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(status).toContainText('We usually reply within 24 hours.');
  await expectNoAxeViolations(page, 'contact success state');

  const mail = await mailed((message) => message.replyTo === email);
  expect(mail).toMatchObject({ to: SUPPORT, subject: 'Contact form: Grace Hopper' });
  expect(mail.text).toContain('Can I gift a plan?');

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
});

// A refused or failed send (the error shown, everything typed kept) is a component test:
// src/web/features/contact/components/ContactForm.dom.test.tsx.

test('a signed-in user finds their name and email already filled in', async ({ page, request }) => {
  const user = await registerViaApi(request, 'contact-signed-in', 'Grace');
  await signInWithToken(page, user.token);
  await page.goto('/contact');
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Grace');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Lovelace');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});
