import autocannon from 'autocannon';
import { processCpuMicros } from './cpu-time';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time per completed request, in µs (null when not measurable). */
  cpuMicrosPerRequest: number | null;
}

export interface LoadOptions {
  /** The server's process id: its CPU time per request is measured too. */
  serverPid?: number;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  body?: string;
  connections?: number;
  durationSeconds?: number;
  /** Requests per second across all connections (a paced load); unset = as fast as possible. */
  overallRate?: number;
}

export const benchDurationSeconds = Number(process.env.BENCH_DURATION ?? 10);
export const benchConnections = 50;

const autocannonOptions = (options: LoadOptions) => ({
  url: options.url,
  method: options.method ?? 'GET',
  headers: { 'content-type': 'application/json', ...options.headers },
  body: options.body,
  connections: options.connections ?? benchConnections,
  ...(options.overallRate ? { overallRate: options.overallRate } : {}),
});

const toLoadResult = (result: autocannon.Result, cpuMicros: number | null = null): LoadResult => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  cpuMicrosPerRequest:
    cpuMicros === null || result.requests.total === 0
      ? null
      : Math.round((cpuMicros / result.requests.total) * 10) / 10,
});

/** Drives one URL with autocannon after a short warm-up (JIT, connection pools, caches). */
export async function measure(options: LoadOptions, { warmUp = true } = {}): Promise<LoadResult> {
  const request = autocannonOptions(options);
  if (warmUp) await autocannon({ ...request, duration: 2 });
  const cpuBefore = processCpuMicros(options.serverPid);
  const result = await autocannon({ ...request, duration: options.durationSeconds ?? benchDurationSeconds });
  const cpuAfter = processCpuMicros(options.serverPid);
  return toLoadResult(result, cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median of each figure over several rounds (what one noisy round cannot distort). */
function medianOf(results: LoadResult[]): LoadResult {
  const of = (pick: (result: LoadResult) => number) => median(results.map(pick));
  return {
    requestsPerSecond: Math.round(of((result) => result.requestsPerSecond)),
    p50Ms: of((result) => result.p50Ms),
    p99Ms: of((result) => result.p99Ms),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    cpuMicrosPerRequest: results.every((result) => result.cpuMicrosPerRequest !== null)
      ? Math.round(of((result) => result.cpuMicrosPerRequest ?? 0) * 10) / 10
      : null,
  };
}

export const pairedRounds = Number(process.env.BENCH_ROUNDS ?? 5);

export interface PairedResult {
  baseline: LoadResult;
  target: LoadResult;
  /** Median over the rounds of target req/s ÷ baseline req/s, each pair measured back to back. */
  ratio: number;
  /** Median over the rounds of target p99 ÷ baseline p99 (a p99 under 1 ms counts as 1 ms). */
  p99Ratio: number;
  /** Baseline ÷ target server CPU time per request (the req/s ratio the target would reach if
   * both had a whole core to themselves); null when CPU time is not measurable. */
  cpuRatio: number | null;
}

/**
 * Measures a target and its baseline in alternating rounds (baseline, target, baseline, target…)
 * so that both see the same machine: on a shared machine a single baseline measured minutes
 * earlier made the ratio swing by ±15 points. Same connections and duration for both.
 * `duringTarget` starts a side load (e.g. logins) before each target round and returns its stop.
 */
export async function measurePaired(
  baseline: LoadOptions,
  target: LoadOptions,
  {
    rounds = pairedRounds,
    duringTarget,
  }: { rounds?: number; duringTarget?: () => Promise<() => Promise<unknown>> } = {},
): Promise<PairedResult> {
  const durationSeconds = Math.max(
    1,
    Math.round((baseline.durationSeconds ?? benchDurationSeconds) / rounds),
  );
  const baselines: LoadResult[] = [];
  const targets: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    const warmUp = round === 0;
    baselines.push(await measure({ ...baseline, durationSeconds }, { warmUp }));
    const stopSideLoad = await duringTarget?.();
    try {
      targets.push(await measure({ ...target, durationSeconds }, { warmUp }));
    } finally {
      await stopSideLoad?.();
    }
  }
  const ratioOf = (pick: (result: LoadResult) => number) =>
    median(
      targets.map(
        (result, round) => Math.max(pick(result), 1) / Math.max(pick(baselines[round] ?? result), 1),
      ),
    );
  return {
    baseline: medianOf(baselines),
    target: medianOf(targets),
    ratio: ratioOf((result) => result.requestsPerSecond),
    p99Ratio: ratioOf((result) => result.p99Ms),
    cpuRatio:
      targets.every((result) => result.cpuMicrosPerRequest) &&
      baselines.every((result) => result.cpuMicrosPerRequest)
        ? median(
            targets.map(
              (result, round) =>
                (baselines[round]?.cpuMicrosPerRequest ?? 0) / (result.cpuMicrosPerRequest ?? 1),
            ),
          )
        : null,
  };
}

/** A paced background load (e.g. 50 logins/s) that runs until `stop()`; returns its figures. */
export function startBackgroundLoad(options: LoadOptions & { overallRate: number }) {
  let resolveDone: (result: LoadResult) => void = () => {};
  const done = new Promise<LoadResult>((resolve) => {
    resolveDone = resolve;
  });
  const instance = autocannon({ ...autocannonOptions(options), duration: 3600 }, (error, result) => {
    if (error) throw error;
    resolveDone(toLoadResult(result));
  });
  return {
    stop(): Promise<LoadResult> {
      instance.stop();
      return done;
    },
  };
}
