import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { frontPathRect, generateWorldSpec, propPlacement, terrainShape } from '#world';
import { referenceAnswers } from '#world/testing';
import { bladeHues, layoutForeground, nearPathOrSteps } from './foregroundLayout';
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

  it.each(['tuscanFarmhouse', 'vermontCottage', 'adobeDesert', 'alpineChalet'] as const)(
    'keeps %s’s front path and steps clear by a margin, and colours every blade from the ground',
    (name) => {
      const spec = world(name);
      const path = frontPathRect(spec);
      const pieces = layoutForeground(spec, terrainShape(spec));
      for (const piece of pieces) {
        expect(nearPathOrSteps(spec, piece.x, piece.z)).toBe(false);
        // A metre off the path's own edge at least, whatever else blocks the spot.
        const offPath =
          Math.abs(piece.x - path.x) >= path.width / 2 + 1 ||
          Math.abs(piece.z - path.z) >= path.depth / 2 + 1;
        expect(offPath).toBe(true);
        if (piece.kind !== 'tuft') continue;
        const { h, s, l } = piece.color.getHSL({ h: 0, s: 0, l: 0 });
        expect(h, `${name} blade hue`).toBeGreaterThanOrEqual(bladeHues.from);
        expect(h, `${name} blade hue`).toBeLessThanOrEqual(bladeHues.to);
        expect(s).toBeGreaterThan(0.1);
        expect(l).toBeLessThan(0.75);
      }
    },
  );

  it('never takes a blue or pink foliage colour for the blades of a lawn', () => {
    const base = world('vermontCottage');
    for (const foliage of ['#3b6fd8', '#f29ac4', '#ffffff']) {
      const spec = { ...base, palette: { ...base.palette, foliage } };
      const tufts = layoutForeground(spec, terrainShape(spec)).filter((piece) => piece.kind === 'tuft');
      expect(tufts.length).toBeGreaterThan(20);
      for (const tuft of tufts) {
        const { h } = tuft.color.getHSL({ h: 0, s: 0, l: 0 });
        expect(h).toBeGreaterThanOrEqual(bladeHues.from);
        expect(h).toBeLessThanOrEqual(bladeHues.to);
        expect(tuft.color.equals(new Color(foliage))).toBe(false);
      }
    }
  });
});
