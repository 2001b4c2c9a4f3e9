import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DreamWorld } from '#shared/dreamWorld';
import { dreamWorldQueryKeys } from '#web/lib/dream-world/dreamWorldQueryKeys';
import { watchEntryRemoval, worldPollQuery } from './worldPollQuery';

/** The results page's polling, run by TanStack Query's own observer on fake timers. */

const id = '0b4f3f7e-8a4c-4b8e-9d55-1c2f0f6f7a11';
const world = (generationStatus: DreamWorld['generationStatus']): DreamWorld => ({
  _id: id,
  version: 1,
  generationStatus,
  questionnaireId: null,
  level: 'full',
  spec: null,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
});

let client: QueryClient;
let stop: (() => void) | undefined;

beforeAll(() => {
  // Node has no window: TanStack Query would treat it as a server and never schedule a poll.
  environmentManager.setIsServer(() => false);
});
beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
});
afterEach(() => {
  stop?.();
  client.clear();
  vi.useRealTimers();
});

/** Seeds the entry with the POST's answer and starts following it, as the page does. */
function follow(fetchWorld: (worldId: string) => Promise<DreamWorld>, removed = false) {
  client.setQueryData(dreamWorldQueryKeys.byId(id), world('queued'));
  const observer = new QueryObserver(client, worldPollQuery(id, removed, fetchWorld));
  stop = observer.subscribe(() => {});
  return observer;
}

describe('worldPollQuery', () => {
  it('asks every 3 s (not at once) and stops when the world is completed', async () => {
    const answers = [world('generating'), world('completed')];
    const fetchWorld = vi.fn(async () => answers.shift() ?? world('completed'));
    follow(fetchWorld);
    await vi.advanceTimersByTimeAsync(2900);
    expect(fetchWorld).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchWorld).toHaveBeenCalledTimes(1);
    expect(fetchWorld).toHaveBeenCalledWith(id, expect.anything());
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchWorld).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchWorld).toHaveBeenCalledTimes(2);
    expect((client.getQueryData(dreamWorldQueryKeys.byId(id)) as DreamWorld).generationStatus).toBe(
      'completed',
    );
  });

  it('stops when the world failed', async () => {
    const fetchWorld = vi.fn(async () => world('failed'));
    follow(fetchWorld);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchWorld).toHaveBeenCalledTimes(1);
  });

  it('stops after a failed poll, without retrying', async () => {
    const fetchWorld = vi.fn(async (): Promise<DreamWorld> => {
      throw new Error('offline');
    });
    const observer = follow(fetchWorld);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchWorld).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().isError).toBe(true);
  });

  it('stops when the cached entry is removed', async () => {
    const fetchWorld = vi.fn(async () => world('generating'));
    const observer = follow(fetchWorld);
    let removed = false;
    const unwatch = watchEntryRemoval(client, dreamWorldQueryKeys.byId(id), () => {
      removed = true;
      // What the hook does on the next render.
      observer.setOptions(worldPollQuery(id, true, fetchWorld));
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchWorld).toHaveBeenCalledTimes(1);
    client.removeQueries({ queryKey: dreamWorldQueryKeys.byId('another-world') });
    expect(removed).toBe(false);
    client.removeQueries({ queryKey: dreamWorldQueryKeys.byId(id) });
    expect(removed).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchWorld).toHaveBeenCalledTimes(1);
    unwatch();
  });
});
