import { type Answers, isSectionComplete, lastStep, questionnaireSections } from '#shared/questionnaire';

/**
 * The questionnaire's step lives in the address (`?step=N`, counted from 1 as the page shows
 * "Step N of 11"), so every step is a history entry: the browser's Back goes to the previous
 * step, not out of the questionnaire, and a reload or a link opens that very step.
 * `?section=N` is the older name of the same parameter.
 */
export const stepParameter = 'step';
const olderParameter = 'section';

/** The 0-based step the address asks for, or null when it asks for none (or for nonsense). */
export function stepFromAddress(search: URLSearchParams): number | null {
  const raw = search.get(stepParameter) ?? search.get(olderParameter);
  if (raw === null || !/^\d{1,2}$/.test(raw.trim())) return null;
  const step = Number(raw) - 1;
  return step >= 0 && step <= lastStep ? step : null;
}

/** `?step=N` for a 0-based step, keeping the address's other parameters (the older name goes). */
export function addressForStep(step: number, current: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(current);
  params.delete(olderParameter);
  params.set(stepParameter, String(step + 1));
  return `?${params.toString()}`;
}

/**
 * The furthest step these answers let the user open: the first section with an unanswered
 * question (Next's rule, docs/product.md §5), or the last step when every section is answered.
 */
export function furthestReachableStep(answers: Answers): number {
  const firstOpen = questionnaireSections.findIndex((_, index) => !isSectionComplete(index, answers));
  return firstOpen === -1 ? lastStep : firstOpen;
}

/**
 * Where /questionnaire opens without a step in the address: a completed questionnaire is edited
 * from its first section (it used to open at the last one, where it was finished); an unfinished
 * one resumes at its saved step. Never past what the answers reach.
 */
export function openingStep({
  savedStep,
  isCompleted,
  answers,
}: {
  savedStep: number;
  isCompleted: boolean;
  answers: Answers;
}): number {
  const wanted = isCompleted ? 0 : Math.min(Math.max(savedStep, 0), lastStep);
  return Math.min(wanted, furthestReachableStep(answers));
}
