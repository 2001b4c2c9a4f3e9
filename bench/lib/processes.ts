import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';

export interface RunningServer {
  baseUrl: string;
  /** The server's process id, for reading its CPU time (bench/lib/cpu-time.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** The built app (dist/server/main.js) in its own process, as `npm start` runs it. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-bench-'));
  const child = spawn('node', ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_IP: '1000000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000000',
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, child);
  return {
    baseUrl,
    pid: child.pid,
    stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** The bare Fastify baseline in its own process. */
export async function startBare(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn('node', ['bench/bare-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/bare`, child);
  return { baseUrl, pid: child.pid, stop: stopper(child, () => {}) };
}
