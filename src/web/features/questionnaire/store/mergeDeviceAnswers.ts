import type { Progress } from '#shared/questionnaire';
import { isAnswered } from '#shared/questionnaire';
import { mergeProgress } from '../api/questionnaireRequests';
import { useQuestionnaireStore } from './questionnaireStore';

let inFlight: Promise<Progress | null> | null = null;

/** Whether the store holds answers a visitor gave on this device, not yet in any account. */
export function hasDeviceAnswers(): boolean {
  const store = useQuestionnaireStore.getState();
  return store.sessionId === null && Object.values(store.answers).some(isAnswered);
}

/**
 * Merges a visitor's answers on this device into the signed-in account (account answers win,
 * decision 0010) and syncs the store with the result; null when there was nothing to merge.
 * Several callers (the questionnaire, the app shell after sign-in, generation on /results) may ask
 * at once: they share one request, so the answers are posted once.
 */
export function mergeDeviceAnswers(): Promise<Progress | null> {
  if (inFlight) return inFlight;
  if (!hasDeviceAnswers()) return Promise.resolve(null);
  const { answers, currentStep } = useQuestionnaireStore.getState();
  inFlight = mergeProgress(answers, currentStep)
    .then((progress) => {
      useQuestionnaireStore.getState().syncFromServer(progress);
      return progress;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
