import { createHash, timingSafeEqual } from 'node:crypto';

/** What /api/metrics needs to decide who may read it (decision 0034). */
export interface MetricsAccessConfig {
  isProduction: boolean;
  metricsToken: string | undefined;
}

const bearerPattern = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * With METRICS_TOKEN set, only `Authorization: Bearer <METRICS_TOKEN>` may read; without it,
 * nobody in production (process figures and route traffic are not for the public) and everyone in
 * development and tests, so a local Prometheus or a test needs no setup.
 */
export function mayReadMetrics(config: MetricsAccessConfig, authorization: string | undefined): boolean {
  if (config.metricsToken === undefined) return !config.isProduction;
  const presented = authorization ? bearerPattern.exec(authorization)?.[1] : undefined;
  if (presented === undefined) return false;
  return sameSecret(presented, config.metricsToken);
}

/**
 * Compares digests, not the strings: timingSafeEqual needs equal lengths, and comparing the raw
 * strings' lengths first would tell a caller how long the token is.
 */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
