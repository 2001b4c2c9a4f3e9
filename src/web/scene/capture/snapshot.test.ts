import { LinearSRGBColorSpace, SRGBColorSpace } from 'three';
import { describe, expect, it } from 'vitest';
import { screenMatchedTarget } from './snapshot';

describe('the snapshot target', () => {
  it('is drawn like the screen: the renderer tone-maps and encodes into it, the GPU does not encode again', () => {
    const target = screenMatchedTarget({ outputColorSpace: SRGBColorSpace }, 1920, 1080);
    // three.js tone-maps and encodes to the target's colour space only for the screen or an XR target.
    expect((target as unknown as { isXRRenderTarget: boolean }).isXRRenderTarget).toBe(true);
    expect(target.texture.colorSpace).toBe(SRGBColorSpace);
    // Not SRGB8_ALPHA8: that would encode the already encoded colours a second time.
    expect(target.texture.internalFormat).toBe('RGBA8');
    expect([target.width, target.height, target.samples]).toEqual([1920, 1080, 4]);
    target.dispose();
  });

  it('follows the renderer’s output colour space', () => {
    const target = screenMatchedTarget({ outputColorSpace: LinearSRGBColorSpace }, 64, 64);
    expect(target.texture.colorSpace).toBe(LinearSRGBColorSpace);
    target.dispose();
  });
});
