import { expect, type Locator, type Page, test } from '@playwright/test';
import { chromiumArgs } from '../scripts/lib/chromium.mjs';
import { type ApiUser, expectNoAxeViolations, userWithWorld, viewports, withoutWebGL } from './fixtures';

/**
 * "Hear your affirmations" on /vision-realized: the browser's speech synthesis reads
 * the 8 lines, and the user records their own voice, kept in IndexedDB on this device.
 */

const section = (page: Page) => page.getByRole('region', { name: 'Personalized Affirmations' });
const lines = (page: Page) => section(page).getByRole('list').first().getByRole('listitem');
const recorder = (page: Page) => section(page).getByTestId('voice-recorder');
/** The page's own time (its clock is installed where a test moves it on). */
const pageNow = (page: Page) => page.evaluate(() => performance.now());
const recordingsList = (page: Page) => section(page).getByRole('list', { name: 'Your recordings' });
const shots = process.env.VOICE_SHOTS;

// A fake microphone (a beep) that needs no permission prompt; the whole file runs in this browser
// (Playwright starts one browser per file for launch options).
// The machine running the suite is shared: pages with a world take their time.
test.describe.configure({ timeout: 240_000 });

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

async function shoot(target: Locator, name: string) {
  // The fixed header (and its skip link) would be stitched over a tall element's picture.
  if (shots)
    await target.screenshot({
      path: `${shots}/${name}.png`,
      style: 'header, a[href="#main-content"] { visibility: hidden; }',
    });
}

/** Signs in as `user` in this browser (replacing whoever was signed in) and opens the vision page. */
async function openVisionAs(page: Page, user: ApiUser) {
  await page.goto('/');
  await page.evaluate((token) => window.localStorage.setItem('token', token), user.token);
  await page.goto('/vision-realized');
  await expect(lines(page)).toHaveCount(8, { timeout: 60_000 });
}

/**
 * Records what the page asks of `speechSynthesis`. Where the browser has voices the real
 * synthesis speaks; headless Chromium without a speech service has none and never ends an
 * utterance, so there each line "lasts" 1 s (pausable, cancellable) and then fires `end`.
 */
async function observeSpeech(page: Page) {
  await page.addInitScript(() => {
    const synth = window.speechSynthesis;
    const log = {
      utterances: [] as { text: string; rate: number }[],
      calls: [] as string[],
      real: false,
      // speechSynthesis.paused after the page's last call.
      paused: false,
    };
    (window as unknown as { __speech: typeof log }).__speech = log;
    const real = {
      speak: synth.speak.bind(synth),
      cancel: synth.cancel.bind(synth),
      pause: synth.pause.bind(synth),
      resume: synth.resume.bind(synth),
    };
    let active: {
      utterance: SpeechSynthesisUtterance;
      timer: number;
      remaining: number;
      since: number;
    } | null = null;
    // Like Chromium: only resume() unpauses; cancel() and speak() leave a paused synthesis paused
    // (and a paused synthesis says nothing).
    let paused = false;
    const run = () => {
      if (!active) return;
      const current = active;
      current.since = Date.now();
      current.timer = window.setTimeout(() => {
        active = null;
        current.utterance.dispatchEvent(new Event('end'));
      }, current.remaining);
    };
    const note = <T>(result: T) => {
      log.paused = log.real ? synth.paused : paused;
      return result;
    };
    synth.speak = (utterance) => {
      log.calls.push('speak');
      log.utterances.push({ text: utterance.text, rate: utterance.rate });
      log.real = synth.getVoices().length > 0;
      if (log.real) return note(real.speak(utterance));
      active = { utterance, timer: 0, remaining: 1_000, since: 0 };
      if (!paused) run();
      note(undefined);
    };
    synth.cancel = () => {
      log.calls.push('cancel');
      if (log.real) return note(real.cancel());
      if (active) {
        clearTimeout(active.timer);
        const { utterance } = active;
        active = null;
        utterance.dispatchEvent(Object.assign(new Event('error'), { error: 'interrupted' }));
      }
      note(undefined);
    };
    synth.pause = () => {
      log.calls.push('pause');
      if (log.real) return note(real.pause());
      paused = true;
      if (active) {
        clearTimeout(active.timer);
        active.remaining -= Date.now() - active.since;
      }
      note(undefined);
    };
    synth.resume = () => {
      log.calls.push('resume');
      if (log.real) return note(real.resume());
      paused = false;
      run();
      note(undefined);
    };
  });
}

const speechLog = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __speech: {
            utterances: { text: string; rate: number }[];
            calls: string[];
            real: boolean;
            paused: boolean;
          };
        }
      ).__speech,
  );

// The 3D world above the section is not under test here: without WebGL the page shows its text
// version, which spares the shared CPU the software renderer (the section is the same).
test.beforeEach(async ({ page }) => {
  await withoutWebGL(page);
});

test.describe('hear your affirmations', () => {
  test('reads the 8 lines aloud in order at the chosen speed, with pause, resume and stop', async ({
    page,
    request,
  }) => {
    const user = await userWithWorld(request, 'voice-listen', 'visionary-plan');
    await observeSpeech(page);
    // The page's clock runs on its own but can be moved on: a pause is held over time below.
    await page.clock.install();
    await page.setViewportSize(viewports.desktop);
    await openVisionAs(page, user);

    const voice = section(page).getByLabel('Voice', { exact: true });
    const speed = section(page).getByRole('slider', { name: /Speed/ });
    await expect(voice).toBeVisible();
    await expect(voice.getByRole('option', { name: 'Browser default' })).toHaveCount(1);
    await expect(speed).toHaveValue('0.9');
    await shoot(section(page), 'idle-1280');
    await expectNoAxeViolations(page, 'affirmations section, idle');

    // Faster: three steps up with the keyboard, remembered across a reload.
    await speed.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(speed).toHaveValue('1.2');
    await page.reload();
    await expect(lines(page)).toHaveCount(8, { timeout: 60_000 });
    await expect(speed).toHaveValue('1.2');

    const texts = await lines(page).evaluateAll((items) =>
      items.map((item) => item.querySelectorAll('span')[1]?.textContent ?? ''),
    );
    await section(page).getByRole('button', { name: 'Play affirmations' }).click();
    // The listen controls' live region comes first in the section.
    const status = section(page).getByRole('status').first();
    await expect(status).toHaveText('Reading your affirmations aloud.');
    // The line being read is lit and marked current.
    await expect(section(page).locator('li[aria-current="true"]')).toHaveCount(1);
    await shoot(section(page), 'playing-1280');

    await section(page).getByRole('button', { name: 'Pause' }).click();
    await expect(section(page).getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(status).toHaveText(/^Paused on affirmation \d of 8\.$/);
    await expect(section(page).locator('li[aria-current="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page, 'affirmations section, paused on a lit line');
    // A second and a half on the page's clock (a line lasts 1 s, the gap between lines less):
    // whether it paused mid-line or between two, nothing new is said.
    const whilePaused = (await speechLog(page)).utterances.length;
    await page.clock.fastForward(1_500);
    expect((await speechLog(page)).utterances.length, 'nothing new is spoken while paused').toBe(whilePaused);
    await section(page).getByRole('button', { name: 'Resume' }).click();
    await expect(section(page).getByRole('button', { name: 'Pause' })).toBeVisible();

    const log = await speechLog(page);
    const perLine = log.real ? 30_000 : 5_000;
    await expect(status).toHaveText('All 8 affirmations read.', { timeout: perLine * 8 });
    const done = await speechLog(page);
    expect(done.utterances.map((utterance) => utterance.text)).toEqual(texts);
    for (const utterance of done.utterances) expect(utterance.rate).toBeCloseTo(1.2);
    await expect(section(page).locator('li[aria-current="true"]')).toHaveCount(0);

    // Stop in the middle returns to the start and cancels the synthesis.
    await section(page).getByRole('button', { name: 'Play affirmations' }).click();
    await expect(section(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    await section(page).getByRole('button', { name: 'Stop' }).click();
    await expect(section(page).getByRole('button', { name: 'Play affirmations' })).toBeVisible();
    await expect(section(page).getByRole('button', { name: 'Stop' })).toBeDisabled();
    expect((await speechLog(page)).calls.at(-1)).toBe('cancel');

    // Stop while paused, then Play: the voice is heard again (Chromium keeps a cancelled
    // synthesis paused, and a paused one says nothing, so the player resumes it after cancel).
    await section(page).getByRole('button', { name: 'Play affirmations' }).click();
    await section(page).getByRole('button', { name: 'Pause' }).click();
    await expect(section(page).getByRole('button', { name: 'Resume' })).toBeVisible();
    await section(page).getByRole('button', { name: 'Stop' }).click();
    await expect(section(page).getByRole('button', { name: 'Play affirmations' })).toBeVisible();
    expect((await speechLog(page)).paused, 'the synthesis is not left paused').toBe(false);
    const beforeReplay = (await speechLog(page)).utterances.length;
    await section(page).getByRole('button', { name: 'Play affirmations' }).click();
    // The first line ends and the second begins: something was actually said.
    await expect
      .poll(async () => (await speechLog(page)).utterances.length, { timeout: perLine * 2 })
      .toBeGreaterThanOrEqual(beforeReplay + 2);
    await section(page).getByRole('button', { name: 'Stop' }).click();

    // Leaving the page while reading stops the voice.
    await section(page).getByRole('button', { name: 'Play affirmations' }).click();
    await expect(section(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit your answers' }).click();
    await expect(page).toHaveURL(/\/questionnaire/);
    // The vision page stays mounted until the next page's code has arrived; then it hushes.
    await expect.poll(async () => (await speechLog(page)).calls.at(-1)).toBe('cancel');
  });

  test('without speech synthesis one sentence replaces the controls', async ({ page, request }) => {
    const user = await userWithWorld(request, 'voice-none', 'visionary-plan');
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await openVisionAs(page, user);
    await expect(section(page).getByText('This browser cannot read aloud')).toBeVisible();
    await expect(section(page).getByRole('button', { name: 'Play affirmations' })).toHaveCount(0);
  });
});

test.describe('record your own voice', () => {
  test('records with a fake microphone, keeps it on the device for this account only, plays and deletes it', async ({
    page,
    request,
  }) => {
    const owner = await userWithWorld(request, 'voice-record', 'visionary-plan');
    const other = await userWithWorld(request, 'voice-other', 'visionary-plan');
    // The page's clock runs on its own but can be moved on: the recording's length is measured on it.
    await page.clock.install();
    await page.setViewportSize(viewports.desktop);
    await openVisionAs(page, owner);
    await expect(section(page).getByText('nothing is uploaded')).toBeVisible();
    // A visit without recording leaves no database behind (it is opened only once there is one).
    const voiceDatabase = () =>
      page.evaluate(async () =>
        (await indexedDB.databases()).some((database) => database.name === 'dream-life-voice'),
      );
    await expect(section(page).getByRole('button', { name: 'Record your voice' })).toBeEnabled();
    await expect(recorder(page), 'the device has been asked for recordings').toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(await voiceDatabase(), 'no IndexedDB database before the first recording').toBe(false);

    const recordingStarted = await pageNow(page);
    await section(page).getByRole('button', { name: 'Record your voice' }).click();
    const prompter = section(page).getByRole('region', { name: 'Recording', exact: true });
    await expect(prompter).toBeVisible();
    await expect(prompter.locator('li[aria-current="step"]')).toHaveCount(1);
    await expect(prompter.getByText('Line 1 of 8')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next line' })).toBeFocused();
    await page.getByRole('button', { name: 'Next line' }).click();
    await expect(prompter.getByText('Line 2 of 8')).toBeVisible();
    await shoot(section(page), 'teleprompter-1280');
    await expectNoAxeViolations(page, 'affirmations section, recording');
    // Two seconds of recording on the page's clock (installed above), without waiting them out.
    await page.clock.fastForward(2_000);
    await prompter.getByRole('button', { name: 'Finish' }).click();

    await expect(
      section(page).getByRole('status').filter({ hasText: 'Recording saved on this device' }),
    ).toBeVisible();
    await expect(recordingsList(page).getByRole('listitem')).toHaveCount(1);
    // Its duration is the time between the clicks (minutes on a busy machine, never under 2 s).
    const shown = (await recordingsList(page).textContent())?.match(/· (\d+):(\d\d)/);
    const seconds = Number(shown?.[1]) * 60 + Number(shown?.[2]);
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThanOrEqual(((await pageNow(page)) - recordingStarted) / 1000 + 1);
    // The microphone is released once the recording ends.
    await expect(section(page).getByRole('button', { name: 'Record your voice' })).toBeFocused();

    // Kept in IndexedDB: still there after a reload.
    await page.reload();
    await expect(recordingsList(page).getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });

    // It plays: the audio element's clock moves (or it reaches the end).
    await recordingsList(page).getByRole('button', { name: /^Play/ }).click();
    const audio = recordingsList(page).locator('audio');
    await expect(audio).toBeVisible();
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.ended || element.currentTime > 0.3), {
        message: 'the recording plays',
      })
      .toBe(true);
    await shoot(section(page), 'recordings-1280');
    await expectNoAxeViolations(page, 'affirmations section, recordings listed');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await shoot(section(page), 'recordings-375');
    await page.setViewportSize(viewports.desktop);

    // Another account in the same browser sees nothing of it.
    await openVisionAs(page, other);
    await expect(section(page).getByRole('button', { name: 'Record your voice' })).toBeVisible();
    // The owner's recording is in this browser's database, and yet it is not listed.
    const stored = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('dream-life-voice');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('recordings').objectStore('recordings').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    );
    expect(stored).toBe(1);
    await expect(recorder(page), "this account's recordings have been read").toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(recordingsList(page)).toHaveCount(0);

    // Back to the owner: delete after confirming.
    await openVisionAs(page, owner);
    await expect(recordingsList(page).getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
    await recordingsList(page)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this recording?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete recording' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(recordingsList(page)).toHaveCount(0);
    await page.reload();
    await expect(section(page).getByRole('button', { name: 'Record your voice' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(recordingsList(page)).toHaveCount(0);
  });

  test('a denied microphone says so, at phone width too', async ({ page, request }) => {
    const user = await userWithWorld(request, 'voice-denied', 'visionary-plan');
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await openVisionAs(page, user);
    await section(page).getByRole('button', { name: 'Record your voice' }).click();
    await expect(section(page).getByRole('alert')).toHaveText(
      'Dream Life is not allowed to use your microphone. Allow it for this site in your browser settings, then try again.',
    );
    await expect(section(page).getByRole('button', { name: 'Record your voice' })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(section(page), 'denied-375');
    await expectNoAxeViolations(page, 'affirmations section, microphone denied');
  });
});
