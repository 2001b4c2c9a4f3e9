import { pendingAfterSignIn } from '#web/lib/session/pendingAfterSignIn';

/**
 * A signed-out visitor pressed 'Generate My Dream World' and is asked to sign in first: the
 * generation starts by itself after the reload, like the subscribe flow's pending plan.
 */
const pendingGeneration = pendingAfterSignIn('dreamlife:pending-generation');

export const rememberPendingGeneration = () => pendingGeneration.remember('1');
/** True once if a generation was waiting for the sign-in. */
export const takePendingGeneration = () => pendingGeneration.take() !== null;
export const forgetPendingGeneration = () => pendingGeneration.forget();
