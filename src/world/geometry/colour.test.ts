import fc from 'fast-check';
import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { copyColour, hexColour, lerpColour, offsetHsl } from './colour';

/**
 * The world paints the ground with plain-number colour arithmetic (src/world/geometry/colour.ts)
 * so the view judge can read it without three.js; the terrain mesh must come out exactly as it did
 * with three.js's Color, to the last bit.
 */
describe("the world's colour arithmetic", () => {
  it("is three.js's Color, bit for bit", () => {
    const hex = fc
      .integer({ min: 0, max: 0xffffff })
      .map((value) => `#${value.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(
        hex,
        hex,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        (a, b, alpha, offset) => {
          const three = new Color(a).lerp(new Color(b), alpha).offsetHSL(offset, -offset / 2, offset);
          const world = offsetHsl(
            lerpColour(copyColour({ r: 0, g: 0, b: 0 }, hexColour(a)), hexColour(b), alpha),
            offset,
            -offset / 2,
            offset,
          );
          expect([world.r, world.g, world.b]).toEqual([three.r, three.g, three.b]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
