/**
 * A signed-out visitor who pressed 'Generate My Dream World' is asked to sign in first, and
 * signing in reloads the page (spec §4). The wish is kept in sessionStorage (this tab only), so
 * generation starts by itself after the reload, like the subscribe flow's pending plan.
 */
const key = 'dreamlife:pending-generation';

export function rememberPendingGeneration(): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {}
}

/** True once if a generation was waiting for the sign-in; the wish is cleared either way. */
export function takePendingGeneration(): boolean {
  try {
    const pending = window.sessionStorage.getItem(key) !== null;
    window.sessionStorage.removeItem(key);
    return pending;
  } catch {
    return false;
  }
}

export function forgetPendingGeneration(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {}
}
