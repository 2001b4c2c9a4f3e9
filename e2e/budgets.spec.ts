import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_KB = 110;

test(`the landing page loads at most ${BUDGET_KB} KB of JavaScript (gzip) and no three.js`, async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.size).toBeGreaterThan(0);

  let total = 0;
  for (const script of scripts) {
    const source = await readFile(path.join('dist/web', script));
    expect(source.toString(), `${script} must not contain three.js`).not.toMatch(/WebGLRenderer/);
    total += gzipSync(source, { level: 9 }).length;
  }
  expect(total / 1024).toBeLessThanOrEqual(BUDGET_KB);
});
