import { expect, type Page, test } from '@playwright/test';
import { referenceAnswers } from '#world/testing';
import { webglChromiumArgs } from '../scripts/lib/chromium.mjs';
import { expectNoAxeViolations } from './fixtures';
import { readStats, visionaryWithAnswers } from './world-helpers';

/**
 * Installable and offline (docs/decisions/0077, 0078): one visit, signed in and with a world, and
 * the app's pages open with the connection cut — the world drawn from the service worker's copies,
 * the offline notice said politely, and a check-in made offline reaches the server once the
 * connection returns.
 */

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: webglChromiumArgs,
  },
  serviceWorkers: 'allow',
});

const offlineNotice = /You are offline\. Your dream world and today’s practice are here/;

/** Waits until the service worker controls the page and holds what `paths` answer. */
async function expectStoredOffline(page: Page, paths: string[]) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page',
      timeout: 20_000,
    })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const found = await Promise.all(wanted.map((path) => caches.match(path, { ignoreSearch: true })));
          return wanted.filter((_, index) => !found[index]);
        }, paths),
      { message: 'the offline copies are stored', timeout: 20_000 },
    )
    .toEqual([]);
}

/** A frame of the world drawn after this page load (the renderer's counter starts at 0 per load). */
async function expectWorldDrawn(page: Page) {
  await expect(page.getByTestId('dream-world-canvas')).toBeVisible();
  await expect
    .poll(async () => (await readStats(page))?.frames ?? 0, {
      message: 'the world is drawn',
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  expect((await readStats(page))?.drawCalls ?? 0).toBeGreaterThan(0);
}

test('after one visit /vision-realized and /today open offline with the world drawn, and an offline check-in reaches the server', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { user } = await visionaryWithAnswers(request, 'offline', referenceAnswers.beachVilla);
  await page.addInitScript((token) => {
    window.localStorage.setItem('token', token);
    (window as unknown as { __dreamLifeTest: boolean }).__dreamLifeTest = true;
  }, user.token);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // One visit: the vision page, then today's practice.
  await page.goto('/vision-realized');
  await expectWorldDrawn(page);
  // The world's answer and the scene's code were fetched before the worker took control: the
  // page hands them over, so this first visit is enough.
  const sceneChunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/DreamWorldCanvas-.+\.js$/.test(path)),
  );
  expect(sceneChunks).toHaveLength(1);
  await expectStoredOffline(page, ['/vision-realized', '/today', '/api/dream-world/latest', ...sceneChunks]);
  await page.goto('/today');
  await expectWorldDrawn(page);
  await expectStoredOffline(page, ['/api/practice/today']);

  await context.setOffline(true);
  await page.goto('/vision-realized');
  await expect(page.getByTestId('offline-notice').filter({ hasText: offlineNotice })).toBeVisible();
  await expectWorldDrawn(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, '/vision-realized offline');

  for (const [name, viewport] of Object.entries({
    phone: { width: 390, height: 844 },
    desktop: { width: 1280, height: 800 },
  })) {
    await page.setViewportSize(viewport);
    await page.getByTestId('offline-notice').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`offline-notice-${name}.png`) });
  }

  // /today offline: the world, and a check-in kept on this device.
  await page.goto('/today');
  await expect(page.getByTestId('offline-notice').filter({ hasText: offlineNotice })).toBeVisible();
  await expectWorldDrawn(page);
  await page.getByRole('radio', { name: /^Done/ }).check();
  await page.getByLabel('A note for yourself (optional)').fill('Made offline');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(
    page.getByText('Saved on this device. It will be sent when you are back online.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/today offline');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('today-offline-phone.png'), fullPage: true });

  // Back online: the notice says so, and the check-in is sent, once.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveText(/^✓\s*You are back online\.$/);
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/practice/today', {
          headers: { authorization: `Bearer ${user.token}` },
        });
        return (await answer.json()).data?.checkIn ?? null;
      },
      { message: 'the check-in made offline is on the server', timeout: 20_000 },
    )
    .toMatchObject({ outcome: 'done', note: 'Made offline' });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('dream-life-offline');
            open.onsuccess = () => {
              const count = open.result.transaction('check-ins').objectStore('check-ins').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(0);
});

test('a page that does not open offline is not faked, and signing out forgets the stored answers', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { user } = await visionaryWithAnswers(request, 'offline-signout', referenceAnswers.beachVilla);
  // Once only: after the logout's reload the page must stay signed out.
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('visited')) window.localStorage.setItem('token', token);
    sessionStorage.setItem('visited', '1');
  }, user.token);
  await page.goto('/vision-realized');
  await expectStoredOffline(page, ['/vision-realized', '/api/dream-world/latest']);

  // Logout (the profile menu) drops the user's stored answers, so the next user of this browser
  // cannot be shown them offline.
  await page.getByRole('banner').getByRole('button', { name: user.firstName }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/api/dream-world/latest')) !== undefined))
    .toBe(false);

  // Offline, a page that needs the network gets the app's offline page (decision 0108), never a
  // stored copy of someone's dashboard.
  await context.setOffline(true);
  const response = await page.goto('/dashboard');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

test('every page links the manifest and the theme colour, and the manifest names icons that exist', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/pricing',
    '/help',
    '/vision-realized',
    '/today',
    '/dashboard',
    '/questionnaire',
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html, path).toContain('<meta name="theme-color" content="#0b1026"');
  }
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ display: 'standalone', scope: '/', start_url: '/today' });
  const purposes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    purposes.add(`${icon.sizes} ${icon.purpose}`);
  }
  expect([...purposes].sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  // The worker is never cached long: a new version must be found on the next visit.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
});
