import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardQueryKey } from '../lib/account/accountQueryKeys';
import { useCurrentUser } from '../lib/session/currentUser';
import { provideVisitorAnswersMerge } from '../lib/session/visitorAnswersMerge';

/** Loaded on demand: a signed-out visitor's first page does not carry the questionnaire code. */
const mergeDeviceAnswers = async () =>
  (await import('../features/questionnaire/store/mergeDeviceAnswers')).mergeDeviceAnswers();

// At module load, before any page's first effect can ask for the merge.
provideVisitorAnswersMerge(mergeDeviceAnswers);

/**
 * Signing in or up reloads whatever page the visitor is on; their answers on this device go into
 * the account right then, wherever that is, not only on /questionnaire. Failures stay quiet here:
 * /questionnaire shows its own error and /results merges again before it generates.
 */
export function VisitorAnswersMerge() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?._id ?? null;
  useEffect(() => {
    if (!userId) return;
    mergeDeviceAnswers()
      .then((progress) => {
        // The dashboard's answered counts (and /results' "not answered yet" hint) read it.
        if (progress) void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
      })
      .catch(() => {});
  }, [userId, queryClient]);
  return null;
}
