// `npm run gallery`: draws every reference life (src/world/testing/reference-answers.ts) the way a visitor
// first sees it — the arrival view and each category's view at 640×400, the arrival on a phone at
// 375×812 — and writes them to docs/gallery/ with an index (docs/gallery/README.md), so a reader
// sees the worlds without running anything (docs/decisions/0048-gallery-and-pixel-checks.md).
//
// The worlds come from the generator in the browser (the scene lab, served by Vite in-process),
// drawn by Debian's Chromium through SwiftShader at the high quality tier (bloom, anti-aliasing),
// with reduced motion so each picture is one still frame. PNGs are palette-quantised (sharp), so
// a life's seven pictures stay within a few hundred KB.
//
// Usage: npm run gallery [-- lifeName …]
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { createServer } from 'vite';
import { findChromium, webglChromiumArgs } from './lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/gallery');
const views = [null, 'home', 'car', 'career', 'travel', 'health'];
const desktop = { width: 640, height: 400 };
const phone = { width: 375, height: 812 };

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {{ drawCalls: number, triangles: number, frames: number, focus: string | null }} FrameStats */
/** @typedef {import('../src/shared/worldSpec').WorldSpec | undefined} LabSpec */

/**
 * @param {Page} page
 * @param {string | null} focus
 * @param {number} afterFrame
 * @returns {Promise<FrameStats>}
 */
async function waitForFrame(page, focus, afterFrame) {
  await page.waitForFunction(
    ([wanted, after]) => {
      const stats = window.__dreamWorldStats;
      return stats && stats.focus === wanted && stats.frames > after;
    },
    /** @type {[string | null, number]} */ ([focus, afterFrame]),
    { timeout: 120_000 },
  );
  // Let a last frame land (the tier's passes, a late texture-free material compile).
  await page.waitForTimeout(300);
  // @ts-expect-error the scene publishes its stats on window in test mode
  return page.evaluate(() => window.__dreamWorldStats);
}

/**
 * The share of a picture's pixels that are washed out to about white (a luma of 235 or more of
 * 255): lit windows, a lit wall, a terrace under a lamp drawn blank by the glow and the bloom
 * (docs/decisions/0088-arrival-fits-every-screen.md). Lit panes, snow and clouds stay below it;
 * the sun itself, low over the sea, does not.
 * @param {Buffer} png
 */
async function glareShare(png) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const luma = 0.2126 * (data[at] ?? 0) + 0.7152 * (data[at + 1] ?? 0) + 0.0722 * (data[at + 2] ?? 0);
    if (luma >= 235) white++;
  }
  return white / (info.width * info.height);
}

/** At most this share of a picture may be washed out (`glareShare`): more is reported. */
const maxGlareShare = 0.01;

/** A PNG with a palette of at most 128 colours, lightly dithered: about a quarter of the size. */
/** @param {Buffer} png */
const compact = (png) =>
  sharp(png).png({ palette: true, colours: 128, dither: 0.6, compressionLevel: 9, effort: 8 }).toBuffer();

/**
 * @param {Browser} browser
 * @param {string} base
 * @param {string} life
 * @param {{ width: number, height: number }} size
 * @param {(string | null)[]} focuses
 * @returns {Promise<{ pictures: { focus: string | null, png: Buffer, stats: FrameStats, glare: number }[], spec: LabSpec }>}
 */
async function shoot(browser, base, life, size, focuses) {
  const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  ${life}: ${error.message}`));
  await page.addInitScript(() => {
    window.__dreamLifeTest = true;
  });
  await page.goto(`${base}?world=generated:${life}&ui=0&reduced=1&quality=high`);
  const pictures = [];
  let frames = 0;
  for (const focus of focuses) {
    // @ts-expect-error the lab's focus hook
    if (focus !== null || frames > 0) await page.evaluate((next) => window.__labFocus?.(next), focus);
    const stats = await waitForFrame(page, focus, frames);
    frames = stats.frames;
    const shot = await page.screenshot();
    const png = await compact(shot);
    pictures.push({ focus, png, stats, glare: await glareShare(shot) });
  }
  const spec = await page.evaluate(() => window.__labSpec);
  await context.close();
  return { pictures, spec };
}

/**
 * @param {string} life
 * @param {string | null} focus
 * @param {'desktop' | 'phone'} kind
 */
const fileName = (life, focus, kind) =>
  `${life}-${focus ?? 'arrival'}${kind === 'phone' ? '-phone' : ''}.png`;

const vite = await createServer({
  root: path.join(root, 'src/web'),
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  server: { port: 0, host: '127.0.0.1' },
});
await vite.listen();
const address = vite.httpServer?.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 5199}/scene-lab.html`;

const executablePath = findChromium();
if (!executablePath)
  throw new Error('Chromium is missing (apt-get install -y chromium, or set CHROMIUM_PATH)');
const browser = await chromium.launch({ executablePath, args: webglChromiumArgs });
try {
  // The reference lives, through Vite's own module loader (it resolves the #world alias).
  const { referenceAnswers } = await vite.ssrLoadModule('/../world/testing/reference-answers.ts');
  const all = Object.keys(referenceAnswers);
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const lives = wanted.length ? all.filter((life) => wanted.includes(life)) : all;

  mkdirSync(out, { recursive: true });
  if (!wanted.length) for (const file of readdirSync(out)) rmSync(path.join(out, file));
  /** @type {{ life: string, spec: LabSpec, bytes: number }[]} */
  const index = [];
  /** @type {string[]} */
  const glare = [];
  for (const life of lives) {
    const started = Date.now();
    const wide = await shoot(browser, base, life, desktop, views);
    const tall = await shoot(browser, base, life, phone, [null]);
    let bytes = 0;
    for (const picture of wide.pictures) {
      writeFileSync(path.join(out, fileName(life, picture.focus, 'desktop')), picture.png);
      bytes += picture.png.length;
    }
    for (const picture of tall.pictures) {
      writeFileSync(path.join(out, fileName(life, picture.focus, 'phone')), picture.png);
      bytes += picture.png.length;
    }
    for (const picture of [...wide.pictures, ...tall.pictures])
      if (picture.glare > maxGlareShare)
        glare.push(`${life} ${picture.focus ?? 'arrival'}: ${(picture.glare * 100).toFixed(1)} % washed out`);
    const arrival = wide.pictures[0]?.stats;
    console.info(
      `${life}: ${wide.pictures.length + tall.pictures.length} pictures, ${Math.round(bytes / 1024)} KB, ` +
        `${arrival?.drawCalls} draw calls, ${arrival?.triangles} triangles at arrival, ${Date.now() - started} ms`,
    );
    index.push({ life, spec: wide.spec, bytes });
  }
  if (glare.length)
    console.warn(`Glare (over ${maxGlareShare * 100} % washed out):\n  ${glare.join('\n  ')}`);
  if (!wanted.length) {
    writeFileSync(path.join(out, 'README.md'), indexPage(index));
  }
} finally {
  await browser.close();
  await vite.close();
}

/** @param {{ life: string, spec: LabSpec, bytes: number }[]} lives */
function indexPage(lives) {
  const lines = [
    '# Gallery: the reference lives as a visitor first sees them',
    '',
    'Written by `npm run gallery` (scripts/gallery.mjs): each life of `src/world/testing/reference-answers.ts`,',
    'generated and drawn at the high quality tier in Chromium (SwiftShader), 640×400 on a desktop',
    'and 375×812 on a phone. Do not edit by hand: run the script again.',
    '',
  ];
  for (const { life, spec } of lives) {
    const categories = spec?.categories ?? [];
    lines.push(`## ${life}: ${spec?.home.label ?? ''}`, '');
    lines.push(
      `${spec?.terrain.biome ?? '?'} · ${spec?.sky.timeOfDay ?? '?'} · ${spec?.weather.kind ?? '?'} — “${spec?.arrival.caption ?? ''}”`,
      '',
    );
    lines.push(
      `| arrival | ${categories.map((view) => view.category).join(' | ')} | phone |`,
      `|${' --- |'.repeat(categories.length + 2)}`,
      `| ![arrival](${fileName(life, null, 'desktop')}) | ${categories
        .map((view) => `![${view.category}](${fileName(life, view.category, 'desktop')})`)
        .join(' | ')} | ![phone](${fileName(life, null, 'phone')}) |`,
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
