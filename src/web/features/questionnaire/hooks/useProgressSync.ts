import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '#web/lib/api/apiError';
import { fetchProgress } from '../api/questionnaireRequests';
import { hasDeviceAnswers, mergeDeviceAnswers } from '../store/mergeDeviceAnswers';
import { useQuestionnaireStore } from '../store/questionnaireStore';

export type SyncStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Signed in: loads the saved progress so the user resumes at their step; answers a visitor gave
 * on this device first are merged into the account (account answers win, decision 0010).
 * Signed out: the store's own localStorage copy is the progress.
 */
export function useProgressSync(userId: string | null, isChecking: boolean) {
  const [status, setStatus] = useState<SyncStatus>('idle');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is how retry re-runs the load.
  useEffect(() => {
    if (isChecking) return;
    const store = useQuestionnaireStore.getState();
    if (!userId) {
      // A different account's answers never show to a visitor (they were not persisted anyway).
      if (store.sessionId) store.clearAnswers();
      store.setSessionId(null);
      setStatus('ready');
      return;
    }
    // After completing, reload what the server says: it answers with the completed record, whose
    // answers are then edited in place (decision 0071).
    if (store.sessionId === userId && !store.isCompleted) {
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    store.setLoading(true);
    store.setError(null);
    setStatus('loading');
    // The app shell may already be merging after the sign-in: mergeDeviceAnswers shares that
    // request, and answers nothing left to merge with null, so the account's progress is loaded.
    const request = hasDeviceAnswers()
      ? mergeDeviceAnswers().then((progress) => progress ?? fetchProgress(userId, controller.signal))
      : fetchProgress(userId, controller.signal);
    request
      .then((progress) => {
        if (controller.signal.aborted) return;
        useQuestionnaireStore.getState().syncFromServer(progress);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        useQuestionnaireStore
          .getState()
          .setError(isApiError(error) ? error.message : 'We could not load your saved answers.');
        setStatus('error');
      })
      .finally(() => useQuestionnaireStore.getState().setLoading(false));
    return () => controller.abort();
  }, [userId, isChecking, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, retry };
}
