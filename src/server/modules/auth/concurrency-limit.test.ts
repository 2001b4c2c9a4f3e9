import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createConcurrencyLimit', () => {
  it('never runs more than `max` tasks at once, and runs them all in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit(async () => {
          started.push(index);
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
          return index * 10;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => createConcurrencyLimit(0)).toThrow();
  });
});
