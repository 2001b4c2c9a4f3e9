/**
 * Runs at most `max` tasks at once; the others wait their turn in arrival order. Used for password
 * hashing, the one CPU-heavy thing a request can start.
 */
export function createConcurrencyLimit(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error(`max must be a positive integer, got ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    // The slot is handed over by `release` without `running` dropping, so no newcomer can take it.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
