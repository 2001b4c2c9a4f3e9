import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isSectionComplete, lastStep, type QuestionKey, questionnaireSections } from '#shared/questionnaire';
import { screenBelowHeader } from '#web/components/layout/PageLoading';
import { Button } from '#web/components/ui/Button';
import { FormMessage } from '#web/components/ui/FormMessage';
import { Spinner } from '#web/components/ui/Spinner';
import { TextButton } from '#web/components/ui/TextButton';
import { useEntitlements } from '#web/lib/account/useEntitlements';
import { isApiError } from '#web/lib/api/apiError';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { useAnswerSaver } from '../hooks/useAnswerSaver';
import { useProgressSync } from '../hooks/useProgressSync';
import { addressForStep, furthestReachableStep, openingStep, stepFromAddress } from '../steps/stepInAddress';
import { useQuestionnaireStore } from '../store/questionnaireStore';
import { QuestionField } from './QuestionField';
import { SaveStatus } from './SaveStatus';
import { SectionJump } from './SectionJump';
import { StartAfreshDialog } from './StartAfreshDialog';
import { StepProgress } from './StepProgress';

/** History state of a step entered with Next: the step it came from, so Back can return to that entry. */
interface StepEntryState {
  fromStep?: number;
}

const finishErrorText = (error: unknown) =>
  `We could not save your answers${isApiError(error) && error.fromServer ? ` (${error.message})` : ''}. Your answers are still here: please try again.`;

/**
 * The questionnaire (docs/product.md §2): one section per step, saved as you go when signed in. A
 * completed questionnaire opens with its saved answers, to edit in place (decision 0071).
 */
export function QuestionnairePage() {
  useDocumentTitle('Questionnaire');
  const navigate = useNavigate();
  const { user, isChecking } = useCurrentUser();
  const userId = user?._id ?? null;
  const sync = useProgressSync(userId, isChecking);
  const saver = useAnswerSaver(userId);
  const entitlements = useEntitlements();
  // A visitor, or a user whose plan is known not to include it; never while the plan loads, so a
  // Visionary user is not shown the badge for the moment the answer takes.
  const rephraseLocked = userId === null || (entitlements !== null && !entitlements.includes('rephrase'));
  const answers = useQuestionnaireStore((state) => state.answers);
  const storedStep = useQuestionnaireStore((state) => state.currentStep);
  const loadError = useQuestionnaireStore((state) => state.error);
  const updateAnswer = useQuestionnaireStore((state) => state.updateAnswer);
  const setCurrentStep = useQuestionnaireStore((state) => state.setCurrentStep);
  const setCompleted = useQuestionnaireStore((state) => state.setCompleted);
  const isCompleted = useQuestionnaireStore((state) => state.isCompleted);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [isFinishing, setFinishing] = useState(false);
  const [afreshOpen, setAfreshOpen] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = !isChecking && sync.status === 'ready';

  // The address holds the step (steps/stepInAddress.ts); one it cannot open yet (a section before
  // it is unanswered) is replaced by the furthest one the answers reach.
  const reachable = furthestReachableStep(answers);
  const requestedStep = stepFromAddress(searchParams);
  const addressStep = requestedStep !== null && requestedStep <= reachable ? requestedStep : null;
  const step = addressStep ?? Math.min(Math.max(storedStep, 0), lastStep);
  const section = questionnaireSections[step] ?? questionnaireSections[0];
  const canAdvance = isSectionComplete(step, answers);
  const isLast = step === lastStep;

  // No step in the address (or one out of reach): write the step this visit opens at, replacing
  // the entry so Back still leaves to the page before.
  useEffect(() => {
    if (!ready || addressStep !== null) return;
    const { currentStep, isCompleted: completed } = useQuestionnaireStore.getState();
    const opening =
      requestedStep === null
        ? openingStep({ savedStep: currentStep, isCompleted: completed, answers })
        : Math.min(requestedStep, reachable);
    navigate(
      { search: addressForStep(opening, searchParams), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [
    ready,
    addressStep,
    requestedStep,
    reachable,
    answers,
    navigate,
    searchParams,
    location.hash,
    location.state,
  ]);

  // The address moved (Next, Back, a jump, or the browser's Back and Forward): the store follows,
  // the progress is saved with its new step, and the new section's heading takes the focus.
  const { saveAll } = saver;
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (!ready || addressStep === null) return;
    if (useQuestionnaireStore.getState().currentStep !== addressStep) {
      setCurrentStep(addressStep);
      // A failed step save is shown by SaveStatus and retried with the next save.
      saveAll(addressStep).catch(() => undefined);
    }
    const previous = shownStep.current;
    shownStep.current = addressStep;
    if (previous === null || previous === addressStep) return;
    setFinishError(null);
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [ready, addressStep, setCurrentStep, saveAll]);

  if (isChecking || sync.status === 'loading' || sync.status === 'idle') {
    // A screen tall: a short spinner let the footer into view, then the form pushed it out again
    // (Lighthouse: CLS 0.88 on a cold load of /questionnaire).
    return (
      <div className={`flex flex-1 items-center justify-center px-4 py-28 ${screenBelowHeader}`}>
        <Spinner label="Loading your answers…" />
      </div>
    );
  }

  if (sync.status === 'error') {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-28 text-center">
        <FormMessage tone="error">{loadError ?? 'We could not load your saved answers.'}</FormMessage>
        <Button onClick={sync.retry}>Try again</Button>
      </div>
    );
  }

  const onAnswer = (key: QuestionKey, value: string) => {
    updateAnswer(key, value);
    saver.scheduleAnswer(key);
  };

  /** Every step change is a new history entry; the effect above does the rest. */
  const goTo = (next: number) => {
    if (next === step) return;
    const state: StepEntryState = { fromStep: step };
    navigate({ search: addressForStep(next) }, { state });
  };

  const onBack = () => {
    if (step === 0) navigate('/');
    // Reached from the step before with Next: going back is the browser's Back, so the history
    // does not grow a new entry for every Back and Next.
    else if ((location.state as StepEntryState | null)?.fromStep === step - 1) navigate(-1);
    else goTo(step - 1);
  };

  const onNext = async () => {
    if (!canAdvance || isFinishing) return;
    if (!isLast) {
      goTo(step + 1);
      return;
    }
    // docs/product.md §4: save (answers, currentStep, isCompleted false), then /results; a failure
    // keeps the user here. Completing also marks the record completed: a second save with
    // isCompleted true, once the first has landed (decision 0010).
    if (!userId) {
      navigate('/results');
      return;
    }
    setFinishing(true);
    setFinishError(null);
    try {
      await saver.saveAll(step, false);
      await saver.saveAll(step, true);
      setCompleted(true);
      navigate('/results');
    } catch (error) {
      setFinishError(finishErrorText(error));
    } finally {
      setFinishing(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-12 sm:px-6 sm:py-20">
      <StepProgress step={step} />
      <header className="mt-8 text-center">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          {section.title}
        </h1>
        <p className="mt-3 text-ink-muted text-lg">Shape your future identity</p>
        {userId === null && step > 0 ? <DeviceOnlyNote /> : null}
        {userId ? <SectionJump step={step} answers={answers} onJump={goTo} /> : null}
        {userId && isCompleted ? (
          <p className="mt-3 text-ink-subtle text-sm">
            You are editing your saved answers.{' '}
            <TextButton onClick={() => setAfreshOpen(true)}>Start afresh instead</TextButton>
          </p>
        ) : null}
      </header>
      <StartAfreshDialog open={afreshOpen} onClose={() => setAfreshOpen(false)} onStarted={() => goTo(0)} />

      <form
        className="mt-10 rounded-3xl border border-white/10 bg-night-800/50 p-5 pb-0 shadow-glow sm:p-8 sm:pb-0"
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
      >
        <div className="flex flex-col gap-7">
          {section.questions.map((question) => (
            <QuestionField
              key={question.key}
              question={question}
              value={answers[question.key] ?? ''}
              onChange={onAnswer}
              rephraseLocked={rephraseLocked}
            />
          ))}
        </div>

        {finishError ? (
          <FormMessage tone="error" className="mt-6">
            {finishError}
          </FormMessage>
        ) : null}

        {/* The actions stay in view at the bottom of the screen while the section scrolls. */}
        <div
          data-sticky-actions
          className="sticky bottom-0 z-10 -mx-5 mt-8 rounded-b-3xl border-white/10 border-t bg-night-900/95 px-5 py-4 backdrop-blur-md sm:-mx-8 sm:px-8"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
            <div className="ml-auto flex min-w-0 items-center gap-3 sm:gap-4">
              {userId ? (
                <SaveStatus state={saver.state} onRetry={() => saver.saveAll(step).catch(() => undefined)} />
              ) : null}
              <Button type="submit" disabled={!canAdvance || isFinishing}>
                {isLast ? (isFinishing ? 'Saving…' : 'Complete & See Results') : 'Next'}
              </Button>
            </div>
          </div>
          {!canAdvance ? (
            <p className="mt-2 text-center text-ink-subtle text-sm sm:text-right">
              Answer every question to continue.
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/**
 * A visitor's answers are kept only in this browser until they sign up (docs/product.md §6); from
 * the second step, once there is something to lose, the page says so quietly and offers the way.
 */
function DeviceOnlyNote() {
  const openAuthModal = useAuthModalStore((state) => state.open);
  return (
    <p className="mt-3 text-ink-subtle text-sm">
      Your answers are saved on this device only until you{' '}
      <TextButton onClick={() => openAuthModal('register')}>create an account</TextButton>.
    </p>
  );
}
