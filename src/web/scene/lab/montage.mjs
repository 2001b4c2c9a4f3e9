// Dev tool: puts several screenshots side by side in one PNG (2 columns, half size) so a set of
// views can be looked at at once. Usage: node src/web/scene/lab/montage.mjs out.png a.png b.png …
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../../../scripts/lib/chromium.mjs';

const [out, ...files] = process.argv.slice(2);
const images = files
  .map((file) => `<img src="data:image/png;base64,${readFileSync(file).toString('base64')}" />`)
  .join('');
const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 400 } });
await page.setContent(
  `<style>body{margin:0;display:grid;grid-template-columns:1fr 1fr;gap:4px;background:#000}img{width:100%}</style>${images}`,
);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
