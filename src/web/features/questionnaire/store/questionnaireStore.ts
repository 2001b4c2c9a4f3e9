import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  type Answers,
  type Progress,
  type QuestionKey,
  stepSchema,
  storedAnswersSchema,
} from '#shared/questionnaire';

/** docs/product.md §3 "Questionnaire progress (client state)": exactly these fields and operations. */
export interface QuestionnaireState {
  answers: Answers;
  currentStep: number;
  /** The signed-in user's id once progress is synced with the account; null for a visitor. */
  sessionId: string | null;
  isCompleted: boolean;
  isLoading: boolean;
  error: string | null;
  updateAnswer: (key: QuestionKey, answer: string) => void;
  setAnswers: (answers: Answers) => void;
  /** Clears answers and also resets step, completed and error (spec). */
  clearAnswers: () => void;
  setCurrentStep: (step: number) => void;
  setSessionId: (sessionId: string | null) => void;
  setCompleted: (isCompleted: boolean) => void;
  setLoading: (isLoading: boolean) => void;
  setError: (error: string | null) => void;
  syncFromServer: (progress: Progress) => void;
}

/** What a visitor's browser keeps; checked on the way back in, since storage can hold anything. */
const persistedSchema = z.object({
  answers: storedAnswersSchema.catch({}),
  currentStep: stepSchema.catch(0),
  isCompleted: z.boolean().catch(false),
});

export const questionnaireStorageKey = 'dreamlife:questionnaire';

export const useQuestionnaireStore = create<QuestionnaireState>()(
  persist(
    (set) => ({
      answers: {},
      currentStep: 0,
      sessionId: null,
      isCompleted: false,
      isLoading: false,
      error: null,
      updateAnswer: (key, answer) => set((state) => ({ answers: { ...state.answers, [key]: answer } })),
      setAnswers: (answers) => set({ answers }),
      clearAnswers: () => set({ answers: {}, currentStep: 0, isCompleted: false, error: null }),
      setCurrentStep: (currentStep) => set({ currentStep }),
      setSessionId: (sessionId) => set({ sessionId }),
      setCompleted: (isCompleted) => set({ isCompleted }),
      setLoading: (isLoading) => set({ isLoading }),
      setError: (error) => set({ error }),
      syncFromServer: (progress) =>
        set({
          answers: progress.answers,
          currentStep: progress.currentStep,
          sessionId: progress.userId,
          isCompleted: progress.isCompleted,
        }),
    }),
    {
      name: questionnaireStorageKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only a visitor's answers live in the browser: once synced with an account (sessionId
      // set) the server holds them, and a shared computer keeps nothing after sign-out.
      partialize: (state) =>
        state.sessionId
          ? {}
          : { answers: state.answers, currentStep: state.currentStep, isCompleted: state.isCompleted },
      merge: (persisted, current) => {
        const parsed = persistedSchema.safeParse(persisted);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
    },
  ),
);
