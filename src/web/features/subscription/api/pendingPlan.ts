import { pendingAfterSignIn } from '#web/lib/session/pendingAfterSignIn';

/** The plan a signed-out visitor chose; the subscribe flow resumes from it after signing in. */
const pendingPlan = pendingAfterSignIn('dreamlife:pending-plan');

export const rememberPendingPlan = (planId: string) => pendingPlan.remember(planId);
export const takePendingPlan = () => pendingPlan.take();
export const forgetPendingPlan = () => pendingPlan.forget();
