import { describe, expect, it } from 'vitest';
import { type DreamWorld, dreamWorldPollMs, generationStatuses } from '#shared/dreamWorld';
import { pollIntervalFor } from './pollInterval';

const world = (generationStatus: DreamWorld['generationStatus']): DreamWorld => ({
  _id: '0b4f3f7e-8a4c-4b8e-9d55-1c2f0f6f7a11',
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

describe('pollIntervalFor', () => {
  it('polls every 3 s while the world is queued or generating', () => {
    expect(dreamWorldPollMs).toBe(3000);
    expect(pollIntervalFor({ status: 'success', data: world('queued') })).toBe(3000);
    expect(pollIntervalFor({ status: 'success', data: world('generating') })).toBe(3000);
  });

  it('stops once the world is completed or failed', () => {
    expect(pollIntervalFor({ status: 'success', data: world('completed') })).toBe(false);
    expect(pollIntervalFor({ status: 'success', data: world('failed') })).toBe(false);
  });

  it('stops after a failed poll, even with an older answer still cached', () => {
    for (const status of generationStatuses) {
      expect(pollIntervalFor({ status: 'error', data: world(status) })).toBe(false);
    }
    expect(pollIntervalFor({ status: 'error', data: undefined })).toBe(false);
  });

  it('stops when the cached entry holds nothing (removed or reset)', () => {
    expect(pollIntervalFor({ status: 'pending', data: undefined })).toBe(false);
  });
});
