import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium (never a browser downloaded by a test tool): CHROMIUM_PATH, or on PATH. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {}
  }
  return null;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** WebGL2 without a GPU (SwiftShader through ANGLE): the scene's e2e specs, the bench, the scene lab. */
export const webglChromiumArgs = [
  ...chromiumArgs,
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
