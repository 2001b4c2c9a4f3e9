import { describe, expect, it } from 'vitest';
import { generateWorldSpec, propPlacement, terrainShape } from '#world';
import { referenceAnswers } from '#world/testing';
import { layoutForeground } from './foregroundLayout';
import { pavedAt } from './groundCoverLayout';

const world = (name: keyof typeof referenceAnswers) =>
  generateWorldSpec(referenceAnswers[name], { level: 'full' });

describe('the arrival’s foreground as drawn', () => {
  it.each(['tuscanFarmhouse', 'alpineChalet', 'adobeDesert', 'vermontCottage'] as const)(
    'frames %s with pieces on open dry ground only, never on the path, a terrace, water or a prop',
    (name) => {
      const spec = world(name);
      const shape = terrainShape(spec);
      const pieces = layoutForeground(spec, shape);
      expect(pieces.length).toBeGreaterThan(40);
      for (const piece of pieces) {
        expect(pavedAt(spec, piece.x, piece.z)).toBe(false);
        expect(shape.wetness(piece.x, piece.z)).toBe(0);
        for (const prop of spec.props) {
          const at = propPlacement(prop, spec);
          expect(Math.hypot(at.x - piece.x, at.z - piece.z)).toBeGreaterThanOrEqual(2.2 * prop.scale);
        }
      }
    },
  );

  it('lays nothing on a city’s paving, and mostly bare rock and stalks on snow', () => {
    expect(layoutForeground(world('cityPenthouse'), terrainShape(world('cityPenthouse')))).toEqual([]);
    const snow = world('alpineChalet');
    const lawn = world('vermontCottage');
    const onSnow = layoutForeground(snow, terrainShape(snow));
    const onLawn = layoutForeground(lawn, terrainShape(lawn));
    expect(onSnow.length).toBeLessThan(onLawn.length);
    expect(onSnow.some((piece) => piece.kind === 'rock')).toBe(true);
  });
});
