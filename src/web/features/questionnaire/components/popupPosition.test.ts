import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popupPosition } from './popupPosition';

describe('popupPosition', () => {
  it('sits just below the textarea when there is room', () => {
    expect(popupPosition({ left: 40, bottom: 200 }, { width: 1280, height: 800 })).toEqual({
      top: 208,
      left: 40,
    });
  });

  it('is clamped 300 px from the bottom and 320 px from the right', () => {
    expect(popupPosition({ left: 1200, bottom: 780 }, { width: 1280, height: 800 })).toEqual({
      top: 500,
      left: 960,
    });
    expect(popupPosition({ left: 24, bottom: 700 }, { width: 375, height: 740 })).toEqual({
      top: 440,
      left: 24,
    });
  });

  it('keeps a 300×292 popup inside any window at least 328×308, wherever the anchor is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 328, max: 4000 }),
        fc.integer({ min: 308, max: 3000 }),
        fc.integer({ min: -2000, max: 5000 }),
        fc.integer({ min: -2000, max: 5000 }),
        (width, height, left, bottom) => {
          const position = popupPosition({ left, bottom }, { width, height });
          expect(position.left).toBeGreaterThanOrEqual(8);
          expect(position.top).toBeGreaterThanOrEqual(8);
          expect(position.left + 300).toBeLessThanOrEqual(width);
          expect(position.top + 292).toBeLessThanOrEqual(height);
        },
      ),
    );
  });
});
