import { expect, type Page, test } from '@playwright/test';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { webglChromiumArgs } from '../scripts/lib/chromium.mjs';
import {
  expectNoAxeViolations,
  pixelDifference,
  pixelStats,
  signInWithToken,
  userWithWorld,
  viewports,
} from './fixtures';

/**
 * Capture: in 3D mode the user saves a picture of the view at exact sizes, downloads the
 * world as a .glb, plays the guided tour (the "mind movie") and saves it as a WebM video.
 */

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: webglChromiumArgs,
  },
});

const immersive = (page: Page) => page.getByRole('dialog', { name: /^3D mode:/ });

/** Signs in a user with a generated world (test mode, a short tour) and opens 3D mode. */
async function openImmersive(page: Page, token: string, tourSeconds = 12) {
  await page.addInitScript((seconds) => {
    const test = window as unknown as { __dreamLifeTest: boolean; __dreamLifeTourSeconds: number };
    test.__dreamLifeTest = true;
    test.__dreamLifeTourSeconds = seconds;
  }, tourSeconds);
  await signInWithToken(page, token);
  await page.goto('/vision-realized');
  await page.getByRole('button', { name: 'Enter 3D Mode' }).click();
  await expect(immersive(page)).toBeVisible({ timeout: 30_000 });
  // On a phone the tools fold behind 'Tools', so the world stays in view.
  const tools = immersive(page).getByRole('button', { name: 'Tools' });
  if (await tools.isVisible()) {
    await expect(page.getByTestId('capture-toolbar')).toBeHidden();
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(immersive(page).getByRole('button', { name: 'Save a picture' })).toBeEnabled({
    timeout: 20_000,
  });
}

/** Width and height from a PNG's IHDR chunk (bytes 16..24). */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function downloaded(page: Page, click: () => Promise<void>, timeout = 30_000) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/**
 * How far a saved picture is from what the canvas shows: the mean difference per colour channel
 * (0–255) of the two, brought to one small size. The picture is cropped to the canvas's shape
 * first: both share the vertical field of view, so a wider picture only shows more at the sides.
 */
async function differenceFromScreen(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const live = document.querySelector<HTMLCanvasElement>('[data-testid="immersive-mode"] canvas');
    if (!live) throw new Error('no canvas');
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const width = 160;
    const height = Math.round((width * live.height) / live.width);
    const draw = (source: CanvasImageSource, sx: number, sy: number, sw: number, sh: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(source, sx, sy, sw, sh, 0, 0, width, height);
      return context.getImageData(0, 0, width, height).data;
    };
    const croppedWidth = (image.naturalHeight * live.width) / live.height;
    const shot = draw(image, (image.naturalWidth - croppedWidth) / 2, 0, croppedWidth, image.naturalHeight);
    const screen = draw(live, 0, 0, live.width, live.height);
    let sum = 0;
    for (let index = 0; index < shot.length; index += 4) {
      for (let channel = 0; channel < 3; channel += 1)
        sum += Math.abs((shot[index + channel] ?? 0) - (screen[index + channel] ?? 0));
    }
    return sum / ((shot.length / 4) * 3);
  }, png.toString('base64'));
}

const canvasShot = (page: Page) => page.locator('[data-testid="immersive-mode"] canvas').screenshot();

test.describe('3D mode capture', () => {
  // Generating the world and SwiftShader's software frames take a while on a busy machine.
  test.setTimeout(180_000);

  test('saves pictures at exact sizes and the world as a .glb that parses back', async ({
    page,
    request,
  }) => {
    const user = await userWithWorld(request, 'capture-files', 'visionary-plan');
    await page.setViewportSize(viewports.desktop);
    await openImmersive(page, user.token);
    const dialog = immersive(page);

    const menuButton = dialog.getByRole('button', { name: 'Save a picture' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const sizes = dialog.getByRole('list', { name: 'Picture sizes' }).getByRole('button');
    // A Visionary user is offered no 4K sizes (hdSnapshots is Legend's).
    await expect(sizes).toHaveCount(2);
    await expectNoAxeViolations(page, '3D mode with the picture menu open');
    await page.screenshot({ path: '.tmp/shots/capture-menu-desktop.png' });

    const desktop = await downloaded(page, () => sizes.filter({ hasText: 'Desktop 16:9' }).click());
    expect(desktop.name).toMatch(/^[a-z0-9-]+-dream-world-desktop-1920x1080\.png$/);
    expect(pngSize(desktop.bytes)).toEqual({ width: 1920, height: 1080 });
    const desktopStats = await pixelStats(page, desktop.bytes);
    expect(desktopStats.distinctColours, 'a rendered world, not a flat fill').toBeGreaterThan(64);
    // The picture looks like the screen: the same tone mapping and colour encoding.
    const fromScreen = await differenceFromScreen(page, desktop.bytes);
    expect(fromScreen, 'the picture is drawn like the screen').toBeLessThan(6);
    await expect(dialog.getByRole('status')).toHaveText(`Saved ${desktop.name}.`);
    // Saving closes the menu and gives the focus back to its button.
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const phone = await downloaded(page, () => sizes.filter({ hasText: 'Phone wallpaper 9:16' }).click());
    expect(phone.name).toMatch(/-phone-1080x1920\.png$/);
    expect(pngSize(phone.bytes)).toEqual({ width: 1080, height: 1920 });
    expect((await pixelStats(page, phone.bytes)).distinctColours).toBeGreaterThan(64);
    await import('node:fs/promises').then(async (fs) => {
      await fs.mkdir('.tmp/shots', { recursive: true });
      await fs.writeFile('.tmp/shots/capture-desktop.png', desktop.bytes);
      await fs.writeFile('.tmp/shots/capture-phone.png', phone.bytes);
    });

    // Escape closes an open menu, not 3D mode.
    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    // So does the focus moving on (here to the next tool).
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await dialog.getByRole('button', { name: 'Download 3D model (.glb)' }).focus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    const model = await downloaded(page, () =>
      dialog.getByRole('button', { name: 'Download 3D model (.glb)' }).click(),
    );
    expect(model.name).toMatch(/^[a-z0-9-]+-dream-world\.glb$/);
    expect(model.bytes.subarray(0, 4).toString('ascii')).toBe('glTF');
    const buffer = model.bytes.buffer.slice(
      model.bytes.byteOffset,
      model.bytes.byteOffset + model.bytes.byteLength,
    );
    const gltf = await new GLTFLoader().parseAsync(buffer as ArrayBuffer, '');
    let meshes = 0;
    let instanced = 0;
    let triangles = 0;
    gltf.scene.traverse((object) => {
      const mesh = object as {
        isMesh?: boolean;
        isInstancedMesh?: boolean;
        geometry?: { index: { count: number } | null; attributes: { position: { count: number } } };
      };
      if (!mesh.isMesh || !mesh.geometry) return;
      meshes += 1;
      if (mesh.isInstancedMesh) instanced += 1;
      triangles += (mesh.geometry.index?.count ?? mesh.geometry.attributes.position.count) / 3;
    });
    // The home's materials, the terrain, the props and the instanced plants and clouds.
    expect(meshes).toBeGreaterThan(5);
    expect(instanced).toBeGreaterThan(0);
    expect(triangles).toBeGreaterThan(1000);
    await expect(dialog.getByRole('status')).toHaveText(`Saved ${model.name}.`);
  });

  test('plays the guided tour with its stops, pauses it, and Escape stops it', async ({ page, request }) => {
    const user = await userWithWorld(request, 'capture-tour', 'visionary-plan');
    // No ambient animation: when the tour pauses, nothing else moves the picture.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewports.desktop);
    await openImmersive(page, user.token, 120);
    const dialog = immersive(page);
    const before = await canvasShot(page);

    await dialog.getByRole('button', { name: 'Play guided tour' }).click();
    const pause = dialog.getByRole('button', { name: 'Pause tour' });
    await expect(pause).toBeFocused();
    // Each stop is announced as it begins. The tour is slowed to 120 s (14 s a stop) because
    // SwiftShader draws about one frame a second on a busy machine.
    const stop = page.getByTestId('tour-stop');
    await expect(stop).toHaveText(/^Stop 1 of 5: \S/, { timeout: 60_000 });
    await expect(dialog.getByRole('progressbar', { name: 'Tour progress' })).toBeVisible();

    await pause.click();
    await expect(dialog.getByRole('button', { name: 'Play tour' })).toBeVisible();
    const progress = dialog.getByRole('progressbar', { name: 'Tour progress' });
    const progressOf = () => progress.evaluate((bar: HTMLProgressElement) => bar.value);
    const progressAtPause = await progressOf();
    const paused = await canvasShot(page);
    await page.screenshot({ path: '.tmp/shots/capture-tour-desktop.png' });
    expect(await pixelDifference(page, before, paused), 'the tour moved the camera').toBeGreaterThan(0.05);
    // Paused, the view and the progress hold across the shots and comparisons above (seconds of
    // software rendering). Not the page's clock moved on: a fake requestAnimationFrame never
    // waits for SwiftShader, and the tour's controls re-rendered too often to be clicked.
    expect(
      await pixelDifference(page, paused, await canvasShot(page)),
      'paused: the view holds',
    ).toBeLessThan(0.002);
    expect(await progressOf(), 'paused: the progress holds').toBe(progressAtPause);

    await dialog.getByRole('button', { name: 'Play tour' }).click();
    await expect(stop).toHaveText(/^Stop 2 of 5: \S/, { timeout: 60_000 });
    await expectNoAxeViolations(page, '3D mode during the guided tour');

    // Escape stops the tour (3D mode stays open) and the focus returns to the button that started it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Play guided tour' })).toBeFocused();
  });

  test('saves the tour as a WebM video', async ({ page, request }) => {
    const user = await userWithWorld(request, 'capture-video', 'visionary-plan');
    await page.setViewportSize(viewports.desktop);
    await openImmersive(page, user.token, 8);
    const dialog = immersive(page);
    const video = await downloaded(
      page,
      () => dialog.getByRole('button', { name: 'Save tour as video' }).click(),
      40_000,
    );
    expect(video.name).toMatch(/^[a-z0-9-]+-dream-world-tour\.webm$/);
    expect([...video.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(video.bytes.length).toBeGreaterThan(10_000);
    await expect(dialog.getByRole('status')).toHaveText(`Saved ${video.name}.`);
  });

  test('the toolbar fits a phone screen', async ({ page, request }) => {
    const user = await userWithWorld(request, 'capture-phone', 'visionary-plan');
    await page.setViewportSize({ width: 375, height: 812 });
    await openImmersive(page, user.token, 120);
    await expect(immersive(page).getByRole('button', { name: 'Tools' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const toolbar = page.getByTestId('capture-toolbar');
    const box = await toolbar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await immersive(page).getByRole('button', { name: 'Save a picture' }).click();
    await expectNoAxeViolations(page, '3D mode on a phone with the picture menu open');
    await page.screenshot({ path: '.tmp/shots/capture-menu-phone.png' });
    await page.keyboard.press('Escape');

    // The tour's controls fit too, and its stop can be paused on.
    await immersive(page).getByRole('button', { name: 'Play guided tour' }).click();
    await expect(page.getByTestId('tour-stop')).toHaveText(/^Stop 1 of 5: \S/, { timeout: 60_000 });
    await immersive(page).getByRole('button', { name: 'Pause tour' }).click();
    const tourBox = await toolbar.boundingBox();
    expect(tourBox && tourBox.x >= 0 && tourBox.x + tourBox.width <= 375).toBe(true);
    await page.screenshot({ path: '.tmp/shots/capture-tour-phone.png' });
  });
});
