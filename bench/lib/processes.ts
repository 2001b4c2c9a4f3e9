import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';

export interface RunningServer {
  baseUrl: string;
  /** The server process's id (e.g. to read its memory from /proc/<pid>/status). */
  pid: number;
  /** False once the process has exited (crashed, or stopped). */
  isRunning(): boolean;
  stop(): Promise<void>;
}

export interface RunningApp extends RunningServer {
  /** The app's DATA_DIR: the dev outbox the tests read mailed links from is in it. */
  dataDir: string;
  /** `kill -9`: no graceful shutdown, no closing the database (the crash-safety test's crash). */
  kill(): Promise<void>;
  /** From spawning the process to the first answer of /api/health. */
  startupMs: number;
}

// Generous: on a shared 2-core machine under load (CI, other suites) the built server has been
// seen to need more than 30 s to open PGlite and answer its first request.
async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
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

function stopper(child: ChildProcess, cleanup: () => void, signal: NodeJS.Signals = 'SIGTERM') {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanup();
        resolve();
        return;
      }
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      child.kill(signal);
    });
}

/**
 * The built app (dist/server/main.js) in its own process, as `npm start` runs it. A DATA_DIR (or
 * DATABASE_URL) in `env` is the caller's and survives `stop` and `kill`, so a second process can
 * be started on it (a restart); otherwise a temporary data directory is made and removed.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const startedAt = performance.now();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-bench-'));
  const child = spawn('node', ['dist/server/main.js'], {
    // DEBUG_APP_STDOUT=1 shows the server's log lines (e.g. why it shed load) in the test output.
    stdio: ['ignore', process.env.DEBUG_APP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
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
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitForHttp(`${baseUrl}/api/health`, child);
  } catch (error) {
    await stopper(child, removeDataDir, 'SIGKILL')();
    throw error;
  }
  return {
    baseUrl,
    dataDir: env.DATA_DIR ?? dataDir,
    pid: child.pid as number,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    startupMs: performance.now() - startedAt,
    stop: stopper(child, removeDataDir),
    kill: stopper(child, removeDataDir, 'SIGKILL'),
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
  return {
    baseUrl,
    pid: child.pid as number,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    stop: stopper(child, () => {}),
  };
}
