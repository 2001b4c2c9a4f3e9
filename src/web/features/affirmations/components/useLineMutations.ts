import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnAffirmationCreate, OwnAffirmationPatch } from '#shared/ownAffirmations';
import { serverMessageOr } from '#web/lib/api/apiError';
import { practiceQueryKeys } from '#web/lib/practice/practiceRequests';
import {
  addLine,
  changeLine,
  deleteLine,
  ownAffirmationsQueryKey,
  reorderLines,
} from '../api/ownAffirmationsRequests';

/**
 * Every change to the list: after each, the list and /today are read again (favourites lead the
 * day's lines). `notice` is what the page says, for everyone and for screen readers alike.
 */
export function useLineMutations() {
  const client = useQueryClient();
  const [notice, setNotice] = useState('');
  const settle = (done: string) => ({
    onSuccess: () => setNotice(done),
    onError: (error: unknown) => setNotice(serverMessageOr(error, 'That did not save. Please try again.')),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ownAffirmationsQueryKey }),
        client.invalidateQueries({ queryKey: practiceQueryKeys.today }),
      ]),
  });
  const add = useMutation({ mutationFn: (body: OwnAffirmationCreate) => addLine(body) });
  const change = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: OwnAffirmationPatch }) => changeLine(id, patch),
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteLine(id) });
  const reorder = useMutation({ mutationFn: (ids: readonly string[]) => reorderLines(ids) });
  return {
    notice,
    pending: add.isPending || change.isPending || remove.isPending || reorder.isPending,
    add: (body: OwnAffirmationCreate, done: string, onSaved?: () => void) =>
      add.mutate(body, {
        ...settle(done),
        onSuccess: () => {
          setNotice(done);
          onSaved?.();
        },
      }),
    change: (id: string, patch: OwnAffirmationPatch, done: string) =>
      change.mutate({ id, patch }, settle(done)),
    remove: (id: string, done: string) => remove.mutate(id, settle(done)),
    reorder: (ids: readonly string[], done: string) => reorder.mutate(ids, settle(done)),
  };
}
