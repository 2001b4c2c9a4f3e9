import { describe, expect, it } from 'vitest';
import { generateWorldSpec, homeDimensions, terraceRects, terrainShape } from '#world';
import { referenceAnswers } from '#world/testing';
import { vrStart } from './vr-start';
import { vrKeepOn, vrMayStand, vrWalkArea } from './vr-walk-area';

describe('VR walk area', () => {
  it('walks a penthouse on its roof terrace: teleports land there, not in the street, and the walk stops at the parapet', () => {
    const spec = generateWorldSpec(referenceAnswers.cityPenthouse, { level: 'full' });
    const area = vrWalkArea(spec);
    const [deck] = terraceRects(spec);
    if (!deck || area.kind !== 'terrace') throw new Error('a penthouse has a roof terrace');
    expect(vrMayStand(area, deck.x, deck.z)).toBe(true);
    // The street beside the tower, once the only floor a teleport could hit.
    expect(vrMayStand(area, deck.x, deck.z + deck.depth + 8)).toBe(false);
    // A long walk straight out stops inside the terrace.
    const [x, z] = vrKeepOn(area, deck.x, deck.z + 50);
    expect(z).toBeLessThan(deck.z + deck.depth / 2);
    expect(z).toBeGreaterThan(deck.z);
    expect(x).toBe(deck.x);
    // The visitor starts where the walk may go (a start outside would be snapped on the first frame).
    const [sx, , sz] = vrStart(spec, terrainShape(spec)).position;
    const [kx, kz] = vrKeepOn(area, sx, sz);
    expect(Math.hypot(kx - sx, kz - sz)).toBeLessThan(1);
  });

  it('walks any other home on its plot, never into the home and never past the plot', () => {
    const spec = generateWorldSpec(referenceAnswers.alpineChalet, { level: 'full' });
    const area = vrWalkArea(spec);
    if (area.kind !== 'plot') throw new Error('a chalet is walked on its plot');
    const home = homeDimensions(spec.home);
    expect(vrMayStand(area, 0, 0)).toBe(false);
    expect(vrMayStand(area, 0, home.depth / 2 + 3)).toBe(true);
    expect(vrMayStand(area, 0, spec.layout.plotRadius + 1)).toBe(false);
    expect(vrKeepOn(area, 100, -40)).toEqual([100, -40]);
  });
});
