/**
 * The plan a signed-out visitor chose. Signing in reloads the page (spec §4), so the choice is
 * kept in sessionStorage (this tab only) and the subscribe flow resumes from it after the reload.
 */
const key = 'dreamlife:pending-plan';

export function rememberPendingPlan(planId: string): void {
  try {
    window.sessionStorage.setItem(key, planId);
  } catch {}
}

export function takePendingPlan(): string | null {
  try {
    const planId = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
    return planId;
  } catch {
    return null;
  }
}

export function forgetPendingPlan(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {}
}
