import { type DreamWorld, dreamWorldPollMs, finalGenerationStatuses } from '#shared/dreamWorld';

interface PolledState {
  status: 'pending' | 'error' | 'success';
  data: DreamWorld | undefined;
}

/**
 * docs/product.md §4: the world is polled every 3 s until it is completed or failed, or a poll fails. No
 * data means the entry was emptied (removed or reset): there is nothing left to follow.
 */
export function pollIntervalFor({ status, data }: PolledState): number | false {
  if (status === 'error' || data === undefined) return false;
  return finalGenerationStatuses.includes(data.generationStatus) ? false : dreamWorldPollMs;
}
