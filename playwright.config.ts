import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/lib/chromium.mjs';

// scripts/e2e.mjs sets these; running `npx playwright test` by hand needs them too.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '.tmp/playwright-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start migrates a new database; on a busy shared machine that took ~50 s.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The journeys register several accounts from one IP; rate limits have their own API tests.
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
      RATE_LIMIT_AI_PER_USER: '1000',
      RATE_LIMIT_AI_PER_IP: '1000',
      RATE_LIMIT_CONTACT_PER_IP: '1000',
      // "A week with a controlled clock" (decision 0074): the tests set the clock and send due
      // reminders with POST /api/test/reminders/run; no background check sends one in between.
      TEST_CLOCK_CONTROL: 'true',
      // Two of the four contact details, so the contact page shows the set ones and no others.
      CONTACT_EMAIL: 'team@dream-life.test',
      CONTACT_HOURS: 'Mon–Fri, 9:00–17:00 CET',
      PRACTICE_REMINDER_CHECK_SECONDS: '0',
    },
  },
});
