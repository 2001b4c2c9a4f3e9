import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInWithToken, userWithWorld, viewports } from './fixtures';
import { outboxFolder } from './server-data';

/**
 * A week of daily practice with a controlled clock (docs/decisions/0075-daily-practice-web.md): the
 * server's practice clock is set through the test-only `PUT /api/test/clock` (the server runs with
 * TEST_CLOCK_CONTROL=true, decision 0074) and its due reminders sent with
 * `POST /api/test/reminders/run`. The user makes a plan, checks in on five days, misses Thursday
 * (kept by grace) and Sunday, and gets the daily reminder email only on those two days.
 */

const timeZone = 'Europe/Amsterdam';
/** The week: Monday 2 November 2026 to Sunday 8 November, in Amsterdam (UTC+1 in November). */
const week = [
  '2026-11-02',
  '2026-11-03',
  '2026-11-04',
  '2026-11-05',
  '2026-11-06',
  '2026-11-07',
  '2026-11-08',
];
const checkInDays = new Set(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-06', '2026-11-07']);

test.use({ timezoneId: timeZone, reducedMotion: 'reduce' });

/** Sets the server's clock to a local time on `day` in Amsterdam (UTC+1 all that week). */
async function setClock(request: APIRequestContext, day: string, time: string) {
  const response = await request.put('/api/test/clock', { data: { now: `${day}T${time}:00+01:00` } });
  expect(response.status(), await response.text()).toBe(200);
}

async function runReminders(request: APIRequestContext) {
  const response = await request.post('/api/test/reminders/run');
  expect(response.status(), await response.text()).toBe(200);
}

/** The daily reminder emails the dev outbox holds for `to`. */
async function dailyReminders(to: string): Promise<number> {
  const folder = outboxFolder();
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
  const messages = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))),
  );
  return messages.filter((message) => message.to === to && message.subject === 'Your minute for today')
    .length;
}

async function checkIn(page: Page, outcome: 'Done' | 'Not today', mood: string) {
  const form = page.getByRole('region', { name: 'Step 4: Check in' });
  await form.getByRole('radio', { name: new RegExp(`^${outcome}`) }).check();
  await form.getByRole('radio', { name: mood }).check();
  await form.getByLabel('A note for yourself (optional)').fill(`${outcome} on a good day`);
  await form.getByRole('button', { name: 'Check in' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Checked in' })).toBeVisible();
}

// Back to the real time, for the specs that run after this one on the same server.
test.afterEach(async ({ request }) => {
  await request.put('/api/test/clock', { data: { now: new Date().toISOString() } });
});

test('lives a week with a controlled clock', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await userWithWorld(request, 'practice-week', 'visionary-plan');
  await signInWithToken(page, user.token);
  await page.setViewportSize(viewports.desktop);

  for (const [index, day] of week.entries()) {
    const remindedBefore = await dailyReminders(user.email);
    await setClock(request, day, '09:00');
    await page.goto('/today');
    await expect(page.getByRole('heading', { level: 1, name: 'Your minute for today' })).toBeVisible();

    if (index === 0) {
      // Monday: a plan for the home dream, from the writer's draft, and an evening reminder.
      await page.getByRole('button', { name: 'Make a plan for Home' }).click();
      // Named "Make a plan for this dream", then "Your plan" once it is saved.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName('Make a plan for this dream');
      await expect(dialog.getByLabel('Wish')).not.toHaveValue('');
      await dialog.getByLabel('If…').fill('it is 7 am on a weekday');
      await dialog.getByLabel('Then…').fill('I spend ten minutes on the house fund');
      await dialog.getByRole('button', { name: 'Save plan' }).click();
      // Saving closes the dialog; the page says the plan is saved.
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Your home plan is saved.')).toBeVisible();
      await expect(page.getByText('I spend ten minutes on the house fund').first()).toBeVisible();

      const reminders = page.getByRole('region', { name: 'Reminders' });
      await reminders.getByRole('switch', { name: 'Remind me each day' }).check();
      await reminders.getByRole('switch', { name: 'By email' }).check();
      await reminders.getByLabel('Time', { exact: true }).fill('18:00');
      await reminders.getByRole('button', { name: 'Save reminders' }).click();
      await expect(reminders.getByRole('status')).toContainText('at 18:00');
      await expect(reminders).toContainText(`Times are in your time zone: ${timeZone}.`);
    }

    if (checkInDays.has(day)) await checkIn(page, index % 2 === 0 ? 'Done' : 'Not today', 'Good');

    // The evening: the reminder goes out only when the day has no check-in. Counted in the outbox
    // (the run's own count includes Monday's weekly review email).
    await setClock(request, day, '18:30');
    await runReminders(request);
    await expect
      .poll(() => dailyReminders(user.email), { message: `reminders on ${day}` })
      .toBe(remindedBefore + (checkInDays.has(day) ? 0 : 1));
  }

  // Two reminder emails in the outbox: Thursday's and Sunday's.
  await expect.poll(() => dailyReminders(user.email)).toBe(2);

  // Sunday evening: five check-ins, Thursday kept by grace, today still open.
  await page.goto('/today');
  const streak = page.getByRole('region', { name: 'Your streak' });
  await expect(page.getByText('5 days so far. One minute keeps it going.')).toBeVisible();
  await expect(
    streak.getByRole('cell', { name: /Thursday, (5 November|November 5): Grace day/ }),
  ).toBeVisible();
  await expect(
    streak.getByRole('cell', { name: /Friday, (6 November|November 6): Checked in/ }),
  ).toBeVisible();
  await expect(
    streak.getByRole('cell', { name: /Sunday, (8 November|November 8): Today, not checked in yet/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/today after a week');
});
