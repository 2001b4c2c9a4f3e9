import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '#shared/api';
import { type DreamWorld, dreamWorldMaxWaitMs } from '#shared/dreamWorld';
import { showToast } from '#web/components/ui/toastStore';
import { isApiError } from '#web/lib/api/apiError';
import { dreamWorldQueryKeys } from '#web/lib/dream-world/dreamWorldQueryKeys';
import { generateDreamWorld } from '#web/lib/dream-world/dreamWorldRequests';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { continueGenerationParam, subscribeAndReturnTo } from '#web/lib/session/afterPlanReturn';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { getStoredToken } from '#web/lib/session/tokenStorage';
import { mergeVisitorAnswers } from '#web/lib/session/visitorAnswersMerge';
import {
  forgetPendingGeneration,
  rememberPendingGeneration,
  takePendingGeneration,
} from '../api/pendingGeneration';
import { useWorldPolling } from './useWorldPolling';

export const generationMessages = {
  pollFailed: 'We lost touch with your dream world while it was being created.',
  startFailed: 'We could not start creating your dream world. Please try again.',
  upToDate: 'Your dream world already matches your answers. Here it is.',
  stalled: 'Creating your dream world is taking much longer than it should. Please try again.',
} as const;

export type GenerationState =
  | { kind: 'idle' }
  /** The POST is on its way, or the job is queued/generating. */
  | { kind: 'working'; world: DreamWorld | null }
  | { kind: 'failed'; world: DreamWorld }
  /** A poll failed: polling stopped; the world may still complete on the server. */
  | { kind: 'poll-error'; message: string }
  /** Still not done after `dreamWorldMaxWaitMs`: polling stopped; starting again makes a new version. */
  | { kind: 'stalled' };

const isInFlight = (world: DreamWorld) =>
  world.generationStatus === 'queued' || world.generationStatus === 'generating';

/**
 * The results page's flow (docs/product.md §2/§4): sign in first (resumed after the reload), POST generate,
 * follow the job, then /vision-realized. Without a plan the server answers 403 PLAN_REQUIRED and
 * the user goes to /subscribe. `resumeFrom` picks up a job still running from an earlier visit.
 */
export function useWorldGeneration(resumeFrom: DreamWorld | null | undefined) {
  const { user, isChecking } = useCurrentUser();
  // While a prerendered /results hydrates, the stored token reads as absent (docs/decisions/0097):
  // the pending wish waits for the real answer instead of being dropped as a signed-out one.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const backFromPlan = searchParams.get(continueGenerationParam.name) === continueGenerationParam.value;
  const queryClient = useQueryClient();
  const [worldId, setWorldId] = useState<string | null>(null);
  // Measured from when this page began following the world (not the server's createdAt), so a
  // wrong clock on the device cannot make a fresh job look stalled.
  const [stalledId, setStalledId] = useState<string | null>(null);
  const stalled = worldId !== null && stalledId === worldId;
  const { query: poll, removed } = useWorldPolling(worldId, stalled);
  const inFlight = poll.data ? isInFlight(poll.data) : worldId !== null;
  useEffect(() => {
    if (worldId === null || !inFlight) return;
    const timer = window.setTimeout(() => setStalledId(worldId), dreamWorldMaxWaitMs);
    return () => window.clearTimeout(timer);
  }, [worldId, inFlight]);

  const follow = useCallback(
    (world: DreamWorld) => {
      queryClient.setQueryData(dreamWorldQueryKeys.byId(world._id), world);
      setWorldId(world._id);
    },
    [queryClient],
  );

  const { mutate: requestGeneration, isPending: isStarting } = useMutation({
    // Answers given before signing up are merged into the account first: the server builds the
    // world from the account's latest questionnaire, and would otherwise use the defaults.
    mutationFn: async () => {
      await mergeVisitorAnswers();
      return generateDreamWorld();
    },
    onSuccess: (world) => {
      // The server answers with the existing world (200) when the answers have not changed. The
      // toast announces the world page that opens next ("Here it is."), so it moves there with
      // the visitor; raised on /results alone, the navigation would dismiss it at once.
      if (world.generationStatus === 'completed') {
        showToast(generationMessages.upToDate, 'info', { afterNavigation: true });
      }
      follow(world);
    },
    onError: (error) => {
      if (isApiError(error) && (error.code === errorCodes.planRequired || error.status === 402)) {
        // The subscribe page says why the user is there (beside the plans, never over them), and
        // the flow brings the user back here to go on with the generation once a plan is chosen.
        navigate(subscribeAndReturnTo('results'));
        return;
      }
      if (isApiError(error) && error.status === 401) {
        rememberPendingGeneration();
        useAuthModalStore.getState().open('login');
        return;
      }
      showToast(
        isApiError(error) && error.fromServer ? error.message : generationMessages.startFailed,
        'error',
      );
    },
  });

  const start = useCallback(() => {
    if (!getStoredToken()) {
      rememberPendingGeneration();
      useAuthModalStore.getState().open('login');
      return;
    }
    requestGeneration();
  }, [requestGeneration]);

  // A job still running from an earlier visit (or before a reload): follow it instead of idling.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || resumeFrom === undefined) return;
    resumed.current = true;
    if (resumeFrom && isInFlight(resumeFrom) && worldId === null) follow(resumeFrom);
  }, [resumeFrom, worldId, follow]);

  // The wish made before signing in, or before choosing a plan (`/results?continue=generate`):
  // start once the stored token is confirmed. The parameter is dropped so a reload does not repeat it.
  const pendingChecked = useRef(false);
  useEffect(() => {
    if (!hydrated || pendingChecked.current || isChecking) return;
    pendingChecked.current = true;
    const pending = takePendingGeneration();
    if (backFromPlan) navigate('/results', { replace: true });
    if ((pending || backFromPlan) && user) requestGeneration();
  }, [hydrated, isChecking, user, requestGeneration, backFromPlan, navigate]);

  // Closing the login modal without signing in drops the wish.
  useEffect(
    () =>
      useAuthModalStore.subscribe((state, previous) => {
        if (previous.mode !== null && state.mode === null && !getStoredToken()) forgetPendingGeneration();
      }),
    [],
  );

  const world = poll.data;
  useEffect(() => {
    if (world?.generationStatus !== 'completed') return;
    queryClient.setQueryData(dreamWorldQueryKeys.latest, world);
    navigate('/vision-realized');
  }, [world, navigate, queryClient]);

  let state: GenerationState = { kind: 'idle' };
  if (isStarting) state = { kind: 'working', world: null };
  else if (worldId !== null && !removed) {
    if (poll.isError) {
      state = {
        kind: 'poll-error',
        message:
          isApiError(poll.error) && poll.error.fromServer
            ? poll.error.message
            : generationMessages.pollFailed,
      };
    } else if (world?.generationStatus === 'failed') state = { kind: 'failed', world };
    else if (stalled && world && isInFlight(world)) state = { kind: 'stalled' };
    // Completed stays "working" for the moment before the navigation above.
    else if (world) state = { kind: 'working', world };
  }

  return {
    state,
    start,
    /** After a poll error: ask for the same world again (polling resumes if it is still running). */
    checkAgain: () => void poll.refetch(),
    /** Shown under the failure message; the server's short reason, never a stack trace. */
    failureReason: state.kind === 'failed' ? state.world.error : null,
  };
}
