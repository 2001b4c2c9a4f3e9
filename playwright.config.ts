import { availableParallelism } from 'node:os';
import { defineConfig, devices, type Project } from '@playwright/test';
import { chromiumArgs } from './scripts/lib/chromium.mjs';

// scripts/e2e.mjs sets these; running `npx playwright test` by hand needs them too.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const clockPort = Number(process.env.E2E_CLOCK_PORT ?? port + 1);
const clockDataDir = process.env.E2E_CLOCK_DATA_DIR ?? '.tmp/e2e-clock-data';
/** Only the timing phase of scripts/e2e.mjs sets this: it needs no clock server. */
const withClockServer = process.env.E2E_CLOCK_SERVER !== 'off';

/** One worker a core (2 on the CI machine); E2E_WORKERS overrides. */
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());

type ServerOf = 'shared' | 'clock';

/** The specs that move the server's practice clock (PUT /api/test/clock). */
const clockSpecs = ['**/practice-week.spec.ts', '**/journey-vision-today.spec.ts'];
/** The specs that time the page (the first frame's budget): alone on the machine, after the rest. */
const timingSpecs = ['**/world-budgets.spec.ts'];

interface E2eProject extends Pick<Project, 'name' | 'testMatch' | 'testIgnore' | 'workers' | 'dependencies'> {
  name: string;
  /** The server its specs talk to. */
  server: ServerOf;
}

const projects: E2eProject[] = [
  { name: 'parallel', server: 'shared', testIgnore: [...clockSpecs, ...timingSpecs] },
  // One worker: the two specs share the clock server, and each sets its clock.
  { name: 'clock', server: 'clock', testMatch: clockSpecs, workers: 1 },
  // scripts/e2e.mjs runs this project on its own afterwards (--no-deps), failures or not; by hand,
  // `npx playwright test` runs it once the others are done.
  {
    name: 'timing',
    server: 'shared',
    testMatch: timingSpecs,
    workers: 1,
    dependencies: ['parallel', 'clock'],
  },
];

const servers: Record<ServerOf, { port: number; dataDir: string }> = {
  shared: { port, dataDir },
  clock: { port: clockPort, dataDir: clockDataDir },
};
const baseURLOf = (server: ServerOf) => `http://127.0.0.1:${servers[server].port}`;

/** The built server, started once per data folder. */
function webServer(server: ServerOf) {
  const { port, dataDir } = servers[server];
  return {
    command: 'node dist/server/main.js',
    url: `${baseURLOf(server)}/api/health`,
    reuseExistingServer: false,
    // The first start migrates a new database; on a busy shared machine that took ~50 s.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseURLOf(server),
      LOG_LEVEL: 'warn',
      // The journeys register several accounts from one IP; rate limits have their own API tests.
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
      RATE_LIMIT_AI_PER_USER: '1000',
      RATE_LIMIT_AI_PER_IP: '1000',
      RATE_LIMIT_CONTACT_PER_IP: '1000',
      // Only the clock server can be told what day it is (decision 0074): its clock is the whole
      // process's, so the specs that move it have this server to themselves (decision 0112). The
      // shared server answers 404 to /api/test/*, so no parallel spec can move a clock under
      // another.
      ...(server === 'clock' ? { TEST_CLOCK_CONTROL: 'true', PRACTICE_REMINDER_CHECK_SECONDS: '0' } : {}),
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Files run side by side; the tests of one file keep their order in one worker (some build on
  // the state an earlier one left).
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // One folder a phase of scripts/e2e.mjs: Playwright empties it at the start of a run, so the
  // timing phase would otherwise delete the first phase's traces and screenshots.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '.tmp/playwright-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: projects
    .filter((project) => withClockServer || project.server !== 'clock')
    .map(({ server, ...project }) => ({
      ...project,
      dependencies: project.dependencies?.filter((name) => withClockServer || name !== 'clock'),
      // Specs that read the server's dev mail outbox find its folder here (e2e/server-data.ts).
      metadata: { dataDir: servers[server].dataDir },
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: baseURLOf(server) },
    })),
  webServer: withClockServer ? [webServer('shared'), webServer('clock')] : [webServer('shared')],
});
