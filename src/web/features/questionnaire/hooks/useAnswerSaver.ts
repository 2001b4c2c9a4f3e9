import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuestionKey } from '#shared/questionnaire';
import { saveAnswer, saveProgress } from '../api/questionnaireRequests';
import { useQuestionnaireStore } from '../store/questionnaireStore';

/** Long enough to save once per pause in typing, short enough that a closed tab loses little. */
export const answerSaveDelayMs = 800;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a signed-in user's answers as they type (debounced PATCH per key) and their progress
 * (PUT). Every write goes through one queue, so an older answer can never land after a newer
 * save; a progress save first drops pending answer saves, since it carries every answer.
 */
export function useAnswerSaver(userId: string | null) {
  const timers = useRef(new Map<QuestionKey, ReturnType<typeof setTimeout>>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<SaveState>('idle');

  const enqueue = useCallback(<T>(write: () => Promise<T>): Promise<T> => {
    const next = queue.current.catch(() => undefined).then(write);
    queue.current = next;
    setState('saving');
    next.then(
      () => {
        if (queue.current === next) setState('saved');
      },
      () => setState('failed'),
    );
    return next;
  }, []);

  const scheduleAnswer = useCallback(
    (key: QuestionKey) => {
      if (!userId) return;
      const pending = timers.current.get(key);
      if (pending) clearTimeout(pending);
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          const answer = useQuestionnaireStore.getState().answers[key] ?? '';
          void enqueue(() => saveAnswer(userId, key, answer)).catch(() => undefined);
        }, answerSaveDelayMs),
      );
    },
    [userId, enqueue],
  );

  const saveAll = useCallback(
    (currentStep: number, isCompleted = false) => {
      if (!userId) return Promise.resolve(null);
      for (const timer of timers.current.values()) clearTimeout(timer);
      timers.current.clear();
      const { answers } = useQuestionnaireStore.getState();
      return enqueue(() => saveProgress(userId, { answers, currentStep, isCompleted }));
    },
    [userId, enqueue],
  );

  // Leaving with a pending answer — another page of the app, or a reload or closed tab (pagehide,
  // which used to lose the last ~0.8 s of typing): send it now, with keepalive so the request
  // outlives the page, rather than drop it.
  useEffect(() => {
    const pendingTimers = timers.current;
    const flushPending = () => {
      if (!userId) return;
      for (const [key, timer] of pendingTimers) {
        clearTimeout(timer);
        const answer = useQuestionnaireStore.getState().answers[key] ?? '';
        void saveAnswer(userId, key, answer, { keepalive: true }).catch(() => undefined);
      }
      pendingTimers.clear();
    };
    window.addEventListener('pagehide', flushPending);
    return () => {
      window.removeEventListener('pagehide', flushPending);
      flushPending();
    };
  }, [userId]);

  return useMemo(() => ({ state, scheduleAnswer, saveAll }), [state, scheduleAnswer, saveAll]);
}
