/**
 * Where the subscribe flow returns once a plan is chosen, when a page sent the user there to get
 * one (`/subscribe?next=results`). Only these fixed destinations are followed — the parameter is
 * never used as a path, so it cannot redirect anywhere else; anything unknown means the default.
 */
const returnPaths = {
  // `continue=generate`: the results page goes straight on with the generation the user asked for
  // before choosing a plan, instead of asking them to press the button again.
  results: '/results?continue=generate',
} as const;

/** The query parameter and value by which /results knows the user came back from choosing a plan. */
export const continueGenerationParam = { name: 'continue', value: 'generate' } as const;

export type PlanReturn = keyof typeof returnPaths;

/** Why the page sent the user for a plan, said on /subscribe above the plans (not in a toast over them). */
export const planReturnReasons: Record<PlanReturn, string> = {
  results: 'Your dream world comes with a plan. Choose one to generate it — Explorer is free.',
};

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
