import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';

/**
 * A process killed while it writes the development JWT secret (kill -9 during a first start).
 * The death is simulated by a file system whose writes stop after a few bytes and throw, as if
 * the process had vanished there; the next start must still come up.
 */
const dying = vi.hoisted(() => ({ active: false }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const killed = () => new Error('killed while writing');
  const firstBytes = (data: unknown) => String(data).slice(0, 8);
  const mocked = {
    ...fs,
    writeFileSync: ((file, data, options) => {
      if (!dying.active) return fs.writeFileSync(file, data, options);
      fs.writeFileSync(file, firstBytes(data), options);
      throw killed();
    }) as typeof fs.writeFileSync,
    writeSync: ((descriptor: number, data: string, ...rest: []) => {
      if (!dying.active) return fs.writeSync(descriptor, data, ...rest);
      fs.writeSync(descriptor, firstBytes(data));
      throw killed();
    }) as typeof fs.writeSync,
  };
  return { ...mocked, default: mocked };
});

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-secret-crash-'));
});
afterEach(() => {
  dying.active = false;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the development JWT secret when the process dies while writing it', () => {
  it('leaves no short jwt-secret behind: the next start creates a whole one', () => {
    dying.active = true;
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow('killed while writing');
    dying.active = false;

    const restarted = loadConfig({ DATA_DIR: dataDir });
    expect(restarted.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(restarted.jwtSecret);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });
});
