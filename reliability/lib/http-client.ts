import { readFileSync } from 'node:fs';

export interface JsonResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever fields it checks.
  body: any;
  /** Wall-clock milliseconds from sending to the whole body read. */
  elapsedMs: number;
}

/** One JSON request to a running server, the way the web app sends it; never a throw on 4xx/5xx. */
export async function requestJson(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    // A generous bound: a request the server never answers must fail the test, not hang it.
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const elapsedMs = performance.now() - started;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, body, elapsedMs };
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** The resident memory of a process in MB, from /proc (Linux). */
export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Math.round(Number(match[1]) / 1024);
}

/** The p-th percentile (0-100) of some numbers, nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Polls `check` until it returns true or `timeoutMs` passes; returns whether it did. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}
