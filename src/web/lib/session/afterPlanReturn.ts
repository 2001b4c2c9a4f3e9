/**
 * Where the subscribe flow returns once a plan is chosen, when a page sent the user there to get
 * one (`/subscribe?next=results`). Only these fixed destinations are followed — the parameter is
 * never used as a path, so it cannot redirect anywhere else; anything unknown means the default.
 */
const returnPaths = {
  results: '/results',
} as const;

export type PlanReturn = keyof typeof returnPaths;

export const planReturnParam = 'next';

/** `/subscribe?next=…` for a page that needs a plan before it can go on. */
export const subscribeAndReturnTo = (target: PlanReturn) => `/subscribe?${planReturnParam}=${target}`;

/** The allowed `next` value from a query string, or null. */
export function planReturnOf(value: string | null): PlanReturn | null {
  return value !== null && Object.hasOwn(returnPaths, value) ? (value as PlanReturn) : null;
}

/** The path to go to after the plan: the allowed `next` target, else `fallback`. */
export function pathAfterPlan(value: string | null, fallback: string): string {
  const target = planReturnOf(value);
  return target === null ? fallback : returnPaths[target];
}
