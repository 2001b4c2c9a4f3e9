// Renders the installed app's icons (docs/decisions/0077) from the favicon, so the home-screen
// icon and the tab's icon are one drawing: `node scripts/generate-icons.mjs`, then commit the
// PNGs in src/web/public/icons. sharp (librsvg) rasterises locally; nothing is fetched.
//   icon-*.png      purpose "any": the favicon as drawn, rounded corners on a transparent ground
//   maskable-*.png  purpose "maskable": full-bleed square (the launcher cuts its own shape); the
//                   star already sits inside the 80% safe zone, so only the corners change
//   apple-touch-icon.png  iOS ignores the manifest's icons and rounds a full-bleed square itself
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const outDir = path.join(publicDir, 'icons');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

const roundedCorners = /(<rect width="64" height="64") rx="\d+"/;
if (!roundedCorners.test(favicon)) throw new Error('favicon.svg lost its background <rect … rx>');
const fullBleed = favicon.replace(roundedCorners, '$1');

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

await mkdir(outDir, { recursive: true });
for (const { file, svg, size } of icons) {
  // density scales the 64-unit viewBox up before rasterising, so edges stay sharp at 512 px.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.info(`  ${path.relative(process.cwd(), path.join(outDir, file))}`);
}
