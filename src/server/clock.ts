/**
 * What time it is, for the rules that depend on the user's calendar day (daily practice, its
 * reminders; docs/product.md §10). Injected through the app's options so API tests can live a
 * week in a second; production reads the system clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that can be set to any instant and runs on from there, for the browser tests' "a week
 * with a controlled clock" (TEST_CLOCK_CONTROL, refused in production: docs/decisions/0074).
 */
export function createSettableClock() {
  let offsetMs = 0;
  return {
    now: (): Date => new Date(Date.now() + offsetMs),
    set(instant: Date) {
      offsetMs = instant.getTime() - Date.now();
    },
  };
}
export type SettableClock = ReturnType<typeof createSettableClock>;
