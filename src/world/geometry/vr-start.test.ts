import { describe, expect, it } from 'vitest';
import { generateWorldSpec, shownArrival, terraceRects, terrainShape } from '#world';
import { referenceAnswers } from '#world/testing';
import { headsetAspect, vrStart } from './vr-start';

describe('VR start', () => {
  it('stands the visitor where the fitted arrival stands, on the ground, facing the home', () => {
    const spec = generateWorldSpec(referenceAnswers.alpineChalet, { level: 'full' });
    const shape = terrainShape(spec);
    const shown = shownArrival(spec, headsetAspect);
    const start = vrStart(spec, shape);
    expect(start.position[0]).toBeCloseTo(shown.position[0], 6);
    expect(start.position[2]).toBeCloseTo(shown.position[2], 6);
    expect(start.position[1]).toBeCloseTo(shape.height(start.position[0], start.position[2]), 6);
    // The origin's −z, turned by yaw, points at the home in the middle of the plot.
    const [x, , z] = start.position;
    const facing = (-Math.sin(start.yaw) * -x - Math.cos(start.yaw) * -z) / Math.hypot(x, z);
    expect(facing).toBeGreaterThan(0.95);
  });

  it('starts a penthouse on its own terrace, where the screen’s arrival stands, not in the street', () => {
    const spec = generateWorldSpec(referenceAnswers.cityPenthouse, { level: 'full' });
    const shape = terrainShape(spec);
    const shown = shownArrival(spec, headsetAspect);
    expect(shown.position).not.toEqual(spec.arrival.viewpoint.position);
    const start = vrStart(spec, shape);
    const [deck] = terraceRects(spec);
    expect(start.position[0]).toBeCloseTo(shown.position[0], 6);
    expect(start.position[2]).toBeCloseTo(shown.position[2], 6);
    expect(start.position[1]).toBe(deck?.y);
    expect(start.position[1]).toBeGreaterThan(shape.height(start.position[0], start.position[2]) + 10);
  });

  it('keeps the feet on the shore for a waterside arrival', () => {
    const spec = generateWorldSpec(referenceAnswers.beachVilla, { level: 'full' });
    const shape = terrainShape(spec);
    const [x, , z] = vrStart(spec, shape).position;
    expect(shape.height(x, z)).toBeGreaterThanOrEqual(shape.waterLevel);
  });
});
