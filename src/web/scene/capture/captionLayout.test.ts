import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captionCard, captionPlacement, captionTextureWidth } from './captionLayout';

const screens = fc.record({
  width: fc.integer({ min: 280, max: 3840 }),
  height: fc.integer({ min: 280, max: 2400 }),
});

describe('the guided tour caption', () => {
  it('stays inside the window, at its bottom, whatever the window and the text', () => {
    fc.assert(
      fc.property(screens, fc.double({ min: 0.1, max: 3, noNaN: true }), (screen, textureAspect) => {
        const card = captionCard(screen, textureAspect);
        expect(card.width).toBeLessThanOrEqual(screen.width - 32 + 1e-9);
        expect(card.height).toBeLessThanOrEqual(screen.height * 0.42 + 1e-9);
        expect(card.height / card.width).toBeCloseTo(textureAspect, 9);
        expect(card.centreFromBottom + card.height / 2).toBeLessThan(screen.height);
      }),
    );
  });

  it('keeps its text the same size on screen whatever the window: the texture follows the card width', () => {
    for (const screen of [
      { width: 375, height: 812 },
      { width: 1280, height: 720 },
      { width: 2560, height: 1440 },
    ]) {
      const card = captionCard(screen, 0.3);
      expect(captionTextureWidth(screen) / card.width).toBeCloseTo(2.5, 2);
    }
    // Wide screens read a line of at most 560 px, not a line across the monitor.
    expect(captionCard({ width: 2560, height: 1440 }, 0.3).width).toBe(560);
  });

  it('covers the same share of the window in the camera’s space, at any field of view and distance', () => {
    fc.assert(
      fc.property(
        screens,
        fc.double({ min: 20, max: 110, noNaN: true }),
        fc.double({ min: 0.6, max: 5, noNaN: true }),
        (screen, fov, distance) => {
          const card = captionCard(screen, 0.4);
          const placed = captionPlacement(card, screen.height, fov, distance);
          const span = 2 * distance * Math.tan((fov * Math.PI) / 360);
          expect(placed.height / span).toBeCloseTo(card.height / screen.height, 9);
          // The card's bottom edge sits 24 px above the window's bottom.
          expect(((placed.y - placed.height / 2 + span / 2) / span) * screen.height).toBeCloseTo(24, 6);
        },
      ),
    );
  });
});
