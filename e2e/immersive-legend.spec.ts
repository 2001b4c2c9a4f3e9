import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { PlanId } from '#shared/plans';
import { mirrorMessages } from '#web/features/vision/immersive/legend/mirrorCamera';
import { chromiumArgs } from '../scripts/lib/chromium.mjs';
import { expectNoAxeViolations, signInWithToken, userWithWorld } from './fixtures';

/**
 * Legend's part of 3D mode: the server's entitlements decide who is offered VR, AR and
 * the mirror; the device decides whether VR/AR can run; the mirror's camera is asked for on open
 * and every track ends on close and on leaving 3D mode.
 */

const shots = '.tmp/shots/immersive-legend';

// Each test builds a user with a generated world and runs the 3D world in SwiftShader.
test.describe.configure({ timeout: 150_000 });

// Chromium's fake camera (a moving test pattern), allowed without a prompt. The refusal test
// launches its own browser without the allowing flag.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  // The failing mirror chunk is stubbed with page.route, which cannot see what the service worker
  // fetches (it serves /assets/*, docs/decisions/0077).
  serviceWorkers: 'block',
});

/**
 * A WebXR stand-in that says yes to both modes (Chromium headless has no XR device). Each session
 * request is kept pending until the test refuses it (`__refuseXR`), and records whether it was
 * asked for inside the click's own event dispatch — where the browser's user activation holds.
 */
function fakeWebXR() {
  const requests: { mode: string; inClick: boolean; refuse: () => void }[] = [];
  const test = window as unknown as { __xrRequests: typeof requests; __refuseXR: () => void };
  test.__xrRequests = requests;
  test.__refuseXR = () => {
    for (const request of requests.splice(0)) request.refuse();
  };
  let inClick = false;
  window.addEventListener(
    'click',
    () => {
      inClick = true;
      setTimeout(() => {
        inClick = false;
      }, 0);
    },
    true,
  );
  Object.defineProperty(navigator, 'xr', {
    configurable: true,
    value: {
      isSessionSupported: async (mode: string) => mode === 'immersive-vr' || mode === 'immersive-ar',
      requestSession: (mode: string) =>
        new Promise((_, reject) => {
          requests.push({
            mode,
            inClick,
            refuse: () => reject(new DOMException('No headset in this test', 'NotSupportedError')),
          });
        }),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

const xrRequests = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __xrRequests: { mode: string; inClick: boolean }[] }).__xrRequests.map(
      ({ mode, inClick }) => ({ mode, inClick }),
    ),
  );

/** Keeps every camera track the page is given, so the test can see whether it was stopped. */
function recordCameraTracks() {
  const tracks: MediaStreamTrack[] = [];
  (window as unknown as { __cameraTracks: MediaStreamTrack[] }).__cameraTracks = tracks;
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) return;
  const original = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    tracks.push(...stream.getTracks());
    return stream;
  };
}

/**
 * The world's canvas shrunk to 64×40 in the page (test mode keeps the drawing buffer): cheap to
 * take while the world and the camera run, where full screenshots compared in the page are not.
 */
/** Frames the scene has drawn (test mode publishes them, src/web/scene/StatsProbe.tsx). */
const framesDrawn = (page: Page) =>
  page.evaluate(() => (window as { __dreamWorldStats?: { frames: number } }).__dreamWorldStats?.frames ?? 0);

const canvasSample = (page: Page) =>
  page.evaluate(() => {
    const source = document.querySelector<HTMLCanvasElement>('dialog canvas');
    const small = document.createElement('canvas');
    small.width = 64;
    small.height = 40;
    const context = small.getContext('2d');
    if (!source || !context) return [];
    context.drawImage(source, 0, 0, small.width, small.height);
    return Array.from(context.getImageData(0, 0, small.width, small.height).data);
  });

/** Share of the sample's pixels that differ noticeably. */
function sampleDifference(a: number[], b: number[]): number {
  if (a.length === 0 || a.length !== b.length) return 1;
  let differing = 0;
  for (let index = 0; index + 3 < a.length; index += 4) {
    const delta =
      Math.abs((a[index] ?? 0) - (b[index] ?? 0)) +
      Math.abs((a[index + 1] ?? 0) - (b[index + 1] ?? 0)) +
      Math.abs((a[index + 2] ?? 0) - (b[index + 2] ?? 0));
    if (delta > 24) differing += 1;
  }
  return differing / (a.length / 4);
}

const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __cameraTracks: MediaStreamTrack[] }).__cameraTracks.map(
      (track) => track.readyState,
    ),
  );

/** Signs in, opens /vision-realized once the plan's entitlements are known, enters 3D mode. */
async function enter3DMode(page: Page, token: string) {
  await signInWithToken(page, token);
  const entitlements = page.waitForResponse((response) =>
    response.url().endsWith('/api/payments/entitlements'),
  );
  await page.goto('/vision-realized');
  expect((await entitlements).status()).toBe(200);
  await page.getByRole('button', { name: 'Enter 3D Mode' }).click();
  const mode = page.getByRole('dialog', { name: /^3D mode:/ });
  await expect(mode).toBeVisible();
  return mode;
}

/** The picture sizes 'Save a picture' offers (opens the menu and closes it again). */
async function pictureSizes(mode: Locator): Promise<string[]> {
  const toggle = mode.getByRole('button', { name: 'Save a picture' });
  await expect(toggle).toBeEnabled();
  await toggle.click();
  const list = mode.getByRole('list', { name: 'Picture sizes' });
  await expect(list).toBeVisible();
  const labels = await list.locator('li button > span:first-child').allInnerTexts();
  await toggle.click();
  await expect(list).toBeHidden();
  return labels;
}

const legendUser = (request: Parameters<typeof userWithWorld>[0], label: string, plan: PlanId) =>
  userWithWorld(request, label, plan);

test.describe('VR and AR buttons', () => {
  test('a Legend user in a browser without WebXR sees no VR or AR button, only the mirror', async ({
    page,
    request,
  }) => {
    const user = await legendUser(request, 'legend-no-xr', 'legend-plan');
    const mode = await enter3DMode(page, user.token);
    // The mirror button proves the Legend entitlements arrived before we look for absences.
    await expect(mode.getByRole('button', { name: 'Open the mirror' })).toBeVisible();
    // The page asked the browser whether it can start VR or AR as 3D mode opened; ask the same
    // and let React draw the answer before looking for absent buttons.
    await page.evaluate(async () => {
      const xr = (
        navigator as Navigator & { xr?: { isSessionSupported: (mode: string) => Promise<boolean> } }
      ).xr;
      if (xr)
        await Promise.allSettled([
          xr.isSessionSupported('immersive-vr'),
          xr.isSessionSupported('immersive-ar'),
        ]);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await expect(mode.getByRole('button', { name: 'Enter VR' })).toHaveCount(0);
    await expect(mode.getByRole('button', { name: 'Enter AR' })).toHaveCount(0);
    await expect(mode.getByText('VR, AR and the mirror come with')).toHaveCount(0);
  });

  test('where the device supports them, a Legend user is offered VR and AR', async ({ page, request }) => {
    await mkdir(shots, { recursive: true });
    await page.addInitScript(fakeWebXR);
    const legend = await legendUser(request, 'legend-xr', 'legend-plan');
    const mode = await enter3DMode(page, legend.token);
    await expect(mode.getByRole('button', { name: 'Enter VR' })).toBeVisible();
    await expect(mode.getByRole('button', { name: 'Enter AR' })).toBeVisible();
    await expect(mode.getByRole('button', { name: 'Open the mirror' })).toBeVisible();
    await expect(mode.getByText(/never uploaded/)).toBeVisible();
    // HD pictures (hdSnapshots) are Legend's too.
    await expect(pictureSizes(mode)).resolves.toEqual([
      'Desktop 16:9',
      'Phone wallpaper 9:16',
      'Desktop 4K 16:9',
      'Phone wallpaper 4K 9:16',
    ]);
    await expectNoAxeViolations(page, '3D mode, Legend toolbar');
    await page.screenshot({ path: `${shots}/legend-toolbar-desktop.png` });

    // The XR chunk is fetched when the buttons show, so the click itself asks for the session
    // (browsers grant one only within the click's activation); a double click asks once.
    const enterVR = mode.getByRole('button', { name: 'Enter VR' });
    await expect(enterVR).toHaveAttribute('data-xr', 'ready');
    await enterVR.dblclick();
    await expect.poll(() => xrRequests(page)).toEqual([{ mode: 'immersive-vr', inClick: true }]);
    // While the session is asked for (or runs), the headset has the view: no pictures or tour.
    await expect(enterVR).toBeDisabled();
    await expect(mode.getByRole('button', { name: 'Save a picture' })).toBeDisabled();
    await expect(mode.getByRole('button', { name: 'Play guided tour' })).toBeDisabled();
    await expect(mode.getByRole('button', { name: 'Open the mirror' })).toBeDisabled();

    // A device that cannot start the session: a plain message, and 3D mode carries on.
    await page.evaluate(() => (window as unknown as { __refuseXR: () => void }).__refuseXR());
    await expect(mode.getByRole('alert')).toContainText('did not start the session');
    await expect(enterVR).toBeEnabled();
    await expect(mode.getByRole('button', { name: 'Save a picture' })).toBeEnabled();

    // On a phone the same buttons are behind 'Tools'.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(mode.getByRole('button', { name: 'Enter VR' })).toBeHidden();
    await mode.getByRole('button', { name: 'Tools' }).click();
    await expect(mode.getByRole('button', { name: 'Enter VR' })).toBeVisible();
    // Not covered by the mirror's privacy line (it follows the open tools on a phone).
    await mode.getByRole('button', { name: 'Enter VR' }).click({ trial: true, timeout: 5_000 });
    await mode.getByRole('button', { name: 'Open the mirror' }).click({ trial: true, timeout: 5_000 });
    await expect(mode.getByText(/never uploaded/)).toBeVisible();
    await page.screenshot({ path: `${shots}/legend-toolbar-phone.png` });
  });

  test('a Visionary user is offered neither, even where the device supports them', async ({
    page,
    request,
  }) => {
    await mkdir(shots, { recursive: true });
    await page.addInitScript(fakeWebXR);
    const visionary = await legendUser(request, 'visionary-xr', 'visionary-plan');
    const mode = await enter3DMode(page, visionary.token);
    const note = mode.getByText('VR, AR and the mirror come with');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'Legend' })).toHaveAttribute(
      'href',
      '/subscribe?plan=legend-plan',
    );
    await expect(mode.getByRole('button', { name: 'Enter VR' })).toHaveCount(0);
    await expect(mode.getByRole('button', { name: 'Enter AR' })).toHaveCount(0);
    await expect(mode.getByRole('button', { name: 'Open the mirror' })).toHaveCount(0);
    await expect(pictureSizes(mode)).resolves.toEqual(['Desktop 16:9', 'Phone wallpaper 9:16']);
    await expectNoAxeViolations(page, '3D mode, Visionary toolbar');
    await page.screenshot({ path: `${shots}/visionary-toolbar-desktop.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await mode.getByRole('button', { name: 'Tools' }).click();
    await page.screenshot({ path: `${shots}/visionary-toolbar-phone.png` });
  });
});

test.describe('the mirror with a camera', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the camera in the mirror and stops it on close and on leaving 3D mode', async ({
    page,
    request,
  }) => {
    await mkdir(shots, { recursive: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(recordCameraTracks);
    await page.addInitScript(() => {
      (window as unknown as { __dreamLifeTest: boolean }).__dreamLifeTest = true;
    });
    const user = await legendUser(request, 'legend-mirror', 'legend-plan');
    const mode = await enter3DMode(page, user.token);
    const canvas = mode.locator('canvas');
    await expect(canvas).toBeVisible();
    // Nothing asks for the camera before the user opens the mirror.
    expect(await trackStates(page)).toEqual([]);

    // The world is drawn and holds still before the mirror opens, so the cut below is the mirror's.
    await expect
      .poll(() => framesDrawn(page), { message: 'the world draws', timeout: 30_000 })
      .toBeGreaterThan(0);
    let before = await canvasSample(page);
    await expect
      .poll(
        async () => {
          const next = await canvasSample(page);
          const difference = sampleDifference(before, next);
          before = next;
          return difference;
        },
        { message: 'the world holds still', timeout: 30_000 },
      )
      .toBeLessThan(0.002);
    await mode.getByRole('button', { name: 'Open the mirror' }).click();
    const close = mode.getByRole('button', { name: 'Close the mirror' });
    await expect(close).toBeVisible();
    await expect.poll(() => trackStates(page)).toEqual(['live']);

    // The view cuts to the mirror, and the mirror keeps changing: the camera's moving picture.
    await expect
      .poll(async () => sampleDifference(before, await canvasSample(page)), { timeout: 15_000 })
      .toBeGreaterThan(0.1);
    const first = await canvasSample(page);
    await expect
      .poll(async () => sampleDifference(first, await canvasSample(page)), { timeout: 10_000 })
      .toBeGreaterThan(0.002);
    await page.screenshot({ path: `${shots}/mirror-open-desktop.png` });

    await close.click();
    await expect(mode.getByRole('button', { name: 'Open the mirror' })).toBeVisible();
    await expect.poll(() => trackStates(page)).toEqual(['ended']);

    // Opened again, then 3D mode left with the mirror open: that camera goes off too.
    await mode.getByRole('button', { name: 'Open the mirror' }).click();
    await expect.poll(() => trackStates(page)).toEqual(['ended', 'live']);
    const framesBeforeResize = await framesDrawn(page);
    await page.setViewportSize({ width: 375, height: 812 });
    // The live mirror draws on: two frames on, one was drawn at the phone's size.
    await expect.poll(() => framesDrawn(page)).toBeGreaterThan(framesBeforeResize + 1);
    await page.screenshot({ path: `${shots}/mirror-open-phone.png` });
    await mode.getByRole('button', { name: 'Leave 3D Mode' }).click();
    await expect(mode).toHaveCount(0);
    await expect.poll(() => trackStates(page)).toEqual(['ended', 'ended']);
  });

  test('a mirror that cannot load says so and the world stays', async ({ page, request }) => {
    await page.addInitScript(recordCameraTracks);
    // The mirror's chunk fails to download (a dropped connection, a deploy that removed it).
    await page.route(/\/assets\/MirrorScene-[^/]*\.js$/, (route) => route.abort('failed'));
    const user = await legendUser(request, 'legend-mirror-offline', 'legend-plan');
    const mode = await enter3DMode(page, user.token);
    await expect(mode.locator('canvas')).toBeVisible();
    await mode.getByRole('button', { name: 'Open the mirror' }).click();
    await expect(mode.getByTestId('mirror-message')).toHaveText(mirrorMessages.notLoaded);
    // Not the text version of the world: the canvas and the tools are still there.
    await expect(mode.locator('canvas')).toBeVisible();
    await expect(mode.getByRole('button', { name: 'Save a picture' })).toBeEnabled();
    // The camera asked for the mirror goes off again, and the mirror can be tried again.
    await expect.poll(() => trackStates(page)).toEqual(['ended']);
    await expect(mode.getByRole('button', { name: 'Open the mirror' })).toBeEnabled();
  });

  test('a Visionary user is offered no mirror', async ({ page, request }) => {
    await page.addInitScript(recordCameraTracks);
    const user = await legendUser(request, 'visionary-mirror', 'visionary-plan');
    const mode = await enter3DMode(page, user.token);
    await expect(mode.getByText('VR, AR and the mirror come with')).toBeVisible();
    await expect(mode.getByRole('button', { name: /mirror/ })).toHaveCount(0);
    expect(await trackStates(page)).toEqual([]);
  });
});

test.describe('the mirror when the camera is refused', () => {
  test('says plainly that permission was not given, and can be tried again', async ({
    playwright,
    request,
    baseURL,
  }) => {
    await mkdir(shots, { recursive: true });
    // A real refusal: this browser has a camera but denies every permission prompt itself.
    const browser = await playwright.chromium.launch({
      executablePath: process.env.CHROMIUM_PATH,
      args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(recordCameraTracks);
      const user = await legendUser(request, 'legend-denied', 'legend-plan');
      const mode = await enter3DMode(page, user.token);
      await mode.getByRole('button', { name: 'Open the mirror' }).click();
      await expect(mode.getByRole('alert')).toHaveText(mirrorMessages.denied);
      await expect(mode.getByRole('button', { name: 'Open the mirror' })).toBeVisible();
      expect(await trackStates(page)).toEqual([]);
      await expectNoAxeViolations(page, '3D mode, mirror denied');
      await page.screenshot({ path: `${shots}/mirror-denied-desktop.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${shots}/mirror-denied-phone.png` });
    } finally {
      await browser.close();
    }
  });
});
