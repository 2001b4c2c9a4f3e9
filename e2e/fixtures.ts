import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { PlanId } from '#shared/plans';
import { type ReferenceWorld, referenceAnswers } from '#world/testing';
import { outboxFolder } from './server-data';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** Every link to `pathname` mailed to `to` so far (dev outbox of the server under test), oldest first. */
export async function mailedLinks(to: string, pathname: string): Promise<string[]> {
  const folder = outboxFolder();
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
  const messages: OutboxMessage[] = await Promise.all(
    files.sort().map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))),
  );
  // The server keeps addresses in lower case (labels like `budgets-beachVilla` are not).
  const address = to.trim().toLowerCase();
  return messages
    .filter((message) => message.to === address)
    .flatMap((message) => message.links)
    .filter((link) => new URL(link).pathname === pathname);
}

/** Waits for the dev outbox of the server under test to hold a link to `pathname` for `to`. */
export async function mailedLink(to: string, pathname: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailedLinks(to, pathname)).at(-1);
        return found;
      },
      { message: `a ${pathname} mail to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** axe with WCAG 2.1 A/AA rules: the page must have no violation at all. */
export async function expectNoAxeViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface ApiUser {
  email: string;
  password: string;
  firstName: string;
  token: string;
  userId: string;
}

/**
 * Signs an account up through the API as a person would (decision 0069): registers, then opens
 * the mailed link, which makes the account and starts a session. Faster than the modal when the
 * test is about something else.
 */
export async function registerViaApi(
  request: APIRequestContext,
  label: string,
  firstName = 'Ada',
): Promise<ApiUser> {
  const email = uniqueEmail(label);
  const password = 'correct-horse-1';
  const response = await request.post('/api/auth/register', {
    data: { email, password, firstName, lastName: 'Lovelace' },
  });
  expect(response.status(), await response.text()).toBe(202);
  const token = new URL(await mailedLink(email, '/activate')).searchParams.get('token');
  const activated = await request.post('/api/auth/activate', { data: { token } });
  expect(activated.status(), await activated.text()).toBe(201);
  const { data } = await activated.json();
  return { email, password, firstName, token: data.token, userId: data.user._id };
}

/** Puts the token where the web app keeps it, so the next page load is signed in. */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/**
 * Gives the user an active plan through the real server path with the demo payment provider:
 * the demo checkout creates a DEMO-… provider subscription, then the app records it.
 */
export async function activatePlan(request: APIRequestContext, token: string, planId: PlanId) {
  const headers = { authorization: `Bearer ${token}` };
  let paypalSubscriptionId: string | undefined;
  if (planId !== 'free-plan') {
    const checkout = await request.post('/api/payments/demo/subscriptions', { headers, data: { planId } });
    expect(checkout.status(), await checkout.text()).toBe(201);
    paypalSubscriptionId = (await checkout.json()).data.subscriptionId;
  }
  const saved = await request.post('/api/payments/subscriptions', {
    headers,
    data: paypalSubscriptionId ? { planId, paypalSubscriptionId } : { planId },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return paypalSubscriptionId;
}

/** Saves a complete questionnaire for the user through the API (the same call the last step makes). */
export async function saveAnswersViaApi(
  request: APIRequestContext,
  user: Pick<ApiUser, 'token' | 'userId'>,
  answers: Record<string, string>,
) {
  const saved = await request.put(`/api/questionnaire/${user.userId}`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { answers, currentStep: 10, isCompleted: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Generates the user's dream world through the API and waits until its job has completed. */
export async function generateWorldViaApi(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/dream-world/generate', { headers, data: {} });
  expect([200, 202], await started.text()).toContain(started.status());
  const id: string = (await started.json()).data._id;
  await expect
    .poll(
      async () =>
        // A 503 from the overload guard on a busy machine is "not yet", not a failure.
        (await (await request.get(`/api/dream-world/${id}`, { headers })).json()).data?.generationStatus,
      { message: `world ${id} completes`, timeout: 20_000 },
    )
    .toBe('completed');
  return id;
}

export interface PixelStats {
  /** Distinct colours among the sampled pixels (a flat fill has 1, a rendered world hundreds). */
  distinctColours: number;
  /** Standard deviation of the luminance, 0..255. */
  luminanceSpread: number;
}

/**
 * Screenshots are decoded and measured in the page itself (the test runner has no image
 * library): the page's 2D canvas reads the PNG's pixels.
 */
export async function pixelStats(page: Page, png: Buffer): Promise<PixelStats> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let sum = 0;
    let sumSquares = 0;
    let count = 0;
    // Every 4th pixel is plenty to tell a scene from a flat fill.
    for (let index = 0; index + 3 < data.length; index += 16) {
      const r = data[index] ?? 0;
      const g = data[index + 1] ?? 0;
      const b = data[index + 2] ?? 0;
      colours.add((r << 16) | (g << 8) | b);
      const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      sum += luminance;
      sumSquares += luminance * luminance;
      count += 1;
    }
    const mean = sum / Math.max(count, 1);
    return {
      distinctColours: colours.size,
      luminanceSpread: Math.sqrt(Math.max(sumSquares / Math.max(count, 1) - mean * mean, 0)),
    };
  }, png.toString('base64'));
}

/** Share of pixels (0..1) that differ noticeably between two screenshots of the same size. */
export async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const read = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [x, y] = await Promise.all([read(first), read(second)]);
      if (x.length !== y.length) return 1;
      let differing = 0;
      for (let index = 0; index + 3 < x.length; index += 4) {
        const delta =
          Math.abs((x[index] ?? 0) - (y[index] ?? 0)) +
          Math.abs((x[index + 1] ?? 0) - (y[index + 1] ?? 0)) +
          Math.abs((x[index + 2] ?? 0) - (y[index + 2] ?? 0));
        if (delta > 24) differing += 1;
      }
      return differing / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/**
 * An account with one of the reference questionnaires saved and, with a plan, its dream world
 * generated: the starting point of every test about the vision page and 3D mode.
 */
export async function userWithWorld(
  request: APIRequestContext,
  label: string,
  planId: PlanId,
  world: ReferenceWorld = 'beachVilla',
): Promise<ApiUser & { worldId: string }> {
  const answers = referenceAnswers[world];
  const user = await registerViaApi(request, label, answers.name);
  await saveAnswersViaApi(request, user, answers);
  await activatePlan(request, user.token, planId);
  return { ...user, worldId: await generateWorldViaApi(request, user.token) };
}

/**
 * Waits for the camera to stop (with reduced motion a move is a cut): two shots a poll apart that
 * differ in under 0.2 % of the pixels. A world with ambient motion (drifting particles, wind,
 * without reduced motion) never holds that still: after 20 shots the latest one is taken, as
 * before. Returns the later shot.
 */
export async function settledShot(page: Page, canvas: Locator): Promise<Buffer> {
  let previous = await canvas.screenshot();
  let shots = 1;
  await expect
    .poll(
      async () => {
        const next = await canvas.screenshot();
        shots += 1;
        const difference = await pixelDifference(page, previous, next);
        previous = next;
        return difference < 0.002 || shots > 20;
      },
      { message: 'the view stops changing', intervals: [250], timeout: 60_000 },
    )
    .toBe(true);
  return previous;
}

/**
 * A 64×40 sample of a canvas's last frame, read in the page: far cheaper than a screenshot, which
 * waits for a composited frame and, while a held key keeps a software-rendered world drawing,
 * took longer than a test's patience.
 */
const canvasSample = (canvas: Locator) =>
  canvas.evaluate((source: HTMLCanvasElement) => {
    const small = document.createElement('canvas');
    small.width = 64;
    small.height = 40;
    const context = small.getContext('2d');
    if (!context) return [];
    context.drawImage(source, 0, 0, small.width, small.height);
    return Array.from(context.getImageData(0, 0, small.width, small.height).data);
  });

/** Share of two samples' pixels whose colour differs noticeably. */
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

/**
 * Holds a key or the stick down (`press`) until the canvas's picture differs from what it was in
 * more than `share` of its pixels (the walker has moved or turned), then lets go.
 */
export async function holdUntilViewChanges(
  canvas: Locator,
  press: { down: () => Promise<void>; up: () => Promise<void> },
  share = 0.03,
): Promise<void> {
  const from = await canvasSample(canvas);
  await press.down();
  try {
    await expect
      .poll(async () => sampleDifference(from, await canvasSample(canvas)), {
        message: 'the view changes while held',
        timeout: 30_000,
      })
      .toBeGreaterThan(share);
  } finally {
    await press.up();
  }
}

/** The page gets no WebGL context (before it loads): the world shows its text version instead. */
export async function withoutWebGL(page: Page) {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (/webgl/i.test(kind)) return null;
      return original.apply(this, [kind, ...rest] as Parameters<typeof original>);
    } as typeof original;
  });
}
