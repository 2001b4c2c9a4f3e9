import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp } from '../../bench/lib/sign-up';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dream-life-main-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/** Runs the real entry point (config from env, PGlite in DATA_DIR) and waits for "ready". */
function startServer(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/"url":"(http:\/\/localhost:\d+)"/)?.[1];
      if (url) resolve({ child, baseUrl: url.replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it('shuts down cleanly on SIGTERM and keeps accounts and sessions across a restart', async () => {
    const first = await startServer();
    const { token } = await signUpOverHttp(
      { baseUrl: first.baseUrl, dataDir },
      { email: 'persist@example.com', password: 'persist-secret' },
    );

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    // Same DATA_DIR: the database and the generated JWT secret are both still there.
    const second = await startServer();
    try {
      const profile = await fetch(`${second.baseUrl}/api/auth/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.status).toBe(200);
      expect((await profile.json()).data.user.email).toBe('persist@example.com');
    } finally {
      const stopped = exitOf(second.child);
      second.child.kill('SIGTERM');
      expect(await stopped).toBe(0);
    }
  });

  it('refuses to start with a bad variable and names it', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/PORT/);
    await expect(startServer({ NODE_ENV: 'production', JWT_SECRET: '' })).rejects.toThrow(/JWT_SECRET/);
  });
});
