// Dev tool: screenshots of the scene lab's worlds at 1280×800 and 375×812 into /tmp/shots-scene.
// Needs `npx vite --port 5199` running. Usage: node src/web/scene/lab/shoot.mjs [world...] [--focus=all]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium, webglChromiumArgs } from '../../../../scripts/lib/chromium.mjs';

const base = process.env.LAB_URL ?? 'http://127.0.0.1:5199/scene-lab.html';
const out = '/tmp/shots-scene';
mkdirSync(out, { recursive: true });
const args = process.argv.slice(2);
const allFocus = args.includes('--focus=all');
const phone = !args.includes('--no-phone');
const worlds = args.filter((arg) => !arg.startsWith('--'));
// --query=biome=desert&time=noon adds overrides (see lab/main.tsx); --name=x names the files.
const extra = args.find((arg) => arg.startsWith('--query='))?.slice('--query='.length) ?? '';
const suffix = args.find((arg) => arg.startsWith('--name='))?.slice('--name='.length) ?? '';
const focuses = allFocus ? ['', 'home', 'car', 'career', 'travel', 'health'] : [''];

const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: webglChromiumArgs,
});
const sizes = [{ name: 'desktop', width: 1280, height: 800 }];
if (phone) sizes.push({ name: 'phone', width: 375, height: 812 });
for (const world of worlds.length ? worlds : ['beachVilla', 'mountainCabin', 'cityPenthouse']) {
  for (const size of sizes) {
    for (const focus of size.name === 'phone' ? [''] : focuses) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          console.info('  console:', message.text());
      });
      page.on('pageerror', (error) => console.info('  pageerror:', error.message));
      await page.addInitScript(() => {
        window.__dreamLifeTest = true;
      });
      const started = Date.now();
      await page.goto(`${base}?world=${world}&ui=0&reduced=1${focus ? `&focus=${focus}` : ''}&${extra}`);
      await page.waitForFunction(() => (window.__dreamWorldStats?.frames ?? 0) > 0, null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(400);
      const stats = await page.evaluate(() => window.__dreamWorldStats);
      const file = `${out}/${world.replace(':', '-')}${suffix ? `-${suffix}` : ''}-${size.name}${focus ? `-${focus}` : ''}.png`;

      await page.screenshot({ path: file });
      console.info(file, JSON.stringify(stats), `${Date.now() - started} ms`);
      await page.close();
    }
  }
}
await browser.close();
