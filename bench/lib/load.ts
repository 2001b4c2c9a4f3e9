import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  body?: string;
  connections?: number;
  durationSeconds?: number;
}

export const benchDurationSeconds = Number(process.env.BENCH_DURATION ?? 10);

/** Drives one URL with autocannon after a short warm-up (JIT, connection pools, caches). */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const request = {
    url: options.url,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body,
    connections: options.connections ?? 50,
  };
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: options.durationSeconds ?? benchDurationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
