// The installed app's checks for `npm run bench` (docs/decisions/0077). Lighthouse 12 dropped its
// PWA category and its installability audits, so the same questions are asked of Chromium itself
// over the DevTools protocol, on the built app, signed out:
//   - the manifest parses without errors and Chromium finds the app installable
//     (Page.getAppManifest, Page.getInstallabilityErrors: what Lighthouse's "installable-manifest"
//     audit read);
//   - after one visit the service worker controls the page;
//   - offline, the manifest's start_url answers 200 with the app's HTML;
// and reports the precache's size against its budget (scripts/lib/precache.mjs, the budget that
// scripts/check-bundle-size.mjs enforces). Run alone: `node --import tsx bench/pwa.ts`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { compressedSizes, precacheBudgetKb, webDir } from '../scripts/lib/bundle.mjs';
import { chromiumArgs, findChromium } from '../scripts/lib/chromium.mjs';
import { precacheSize } from '../scripts/lib/precache.mjs';
import { startApp } from './lib/processes';
import type { BudgetRow, ReportSection } from './lib/report';

interface PwaChecks {
  manifestErrors: string[];
  installabilityErrors: string[];
  startUrl: string;
  workerControls: boolean;
  /** Status of start_url loaded with the connection cut (0: no answer). */
  offlineStartStatus: number;
  precache: { files: number; raw: number; brotli: number };
}

async function checkInstalledApp(): Promise<PwaChecks> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium is missing (apt-get install -y chromium, or set CHROMIUM_PATH)');
  const app = await startApp();
  // A profile on disk: Chromium never offers to install from an incognito context, which is what
  // a plain Playwright context is (installability error "in-incognito").
  const profile = mkdtempSync(path.join(tmpdir(), 'dream-life-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${app.baseUrl}/vision-realized`);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: { message: string }[];
      data?: string;
    };
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    const parsed = JSON.parse(manifest.data ?? '{}') as { start_url?: string };
    const startUrl = new URL(parsed.start_url ?? '/', app.baseUrl).href;
    const workerControls = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    await context.setOffline(true);
    const offline = await page.goto(startUrl).catch(() => null);
    const offlineStartStatus =
      offline && (await offline.text()).includes('<div id="root"') ? offline.status() : 0;
    return {
      manifestErrors: manifest.errors.map((error) => error.message),
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      startUrl: new URL(startUrl).pathname,
      workerControls,
      offlineStartStatus,
      precache: precacheSize(webDir, compressedSizes),
    };
  } finally {
    await context.close();
    await app.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report's section: one budget row per check, and the precache size against its budget. */
export async function pwaSection(): Promise<ReportSection> {
  const checks = await checkInstalledApp().catch((error: unknown) => {
    console.error(`Installed-app checks skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  const rows: BudgetRow[] = [
    {
      name: 'Manifest valid, app installable (Chromium)',
      figure: checks
        ? [...checks.manifestErrors, ...checks.installabilityErrors].join(', ') || 'no errors'
        : '—',
      budget: 'no manifest or installability error',
      pass: checks ? checks.manifestErrors.length === 0 && checks.installabilityErrors.length === 0 : null,
    },
    {
      name: 'Service worker controls the page after one visit',
      figure: checks ? String(checks.workerControls) : '—',
      budget: 'true',
      pass: checks ? checks.workerControls : null,
    },
    {
      name: `Offline start: ${checks?.startUrl ?? 'start_url'} with the connection cut`,
      figure: checks ? String(checks.offlineStartStatus || 'no answer') : '—',
      budget: '200',
      pass: checks ? checks.offlineStartStatus === 200 : null,
    },
    {
      name: `Service worker precache (${checks?.precache.files ?? '?'} files, brotli on the wire)`,
      figure: checks ? `${kb(checks.precache.brotli)} (${kb(checks.precache.raw)} stored)` : '—',
      budget: `≤ ${precacheBudgetKb} KB`,
      pass: checks ? checks.precache.brotli / 1024 <= precacheBudgetKb : null,
    },
  ];
  return { tables: [], budgets: rows, raw: checks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await pwaSection();
  for (const row of section.budgets)
    console.info(`${row.pass ? '✓' : '✗'} ${row.name}: ${row.figure} (budget ${row.budget})`);
  process.exit(section.budgets.every((row) => row.pass) ? 0 : 1);
}
