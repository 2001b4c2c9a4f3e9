import { describe, expect, it } from 'vitest';
import { loadMirrorScene, type MirrorSceneComponent } from './loadMirrorScene';

describe('the mirror chunk', () => {
  it('hands the real scene through when it loads', async () => {
    const scene: MirrorSceneComponent = () => null;
    await expect(loadMirrorScene(async () => ({ default: scene }))).resolves.toEqual({ default: scene });
  });

  it('never rejects: a failed download becomes a stand-in that reports it', async () => {
    const loaded = await loadMirrorScene(() => Promise.reject(new TypeError('Failed to fetch module')));
    expect(typeof loaded.default).toBe('function');
    expect(loaded.default).not.toBe(undefined);
  });
});
