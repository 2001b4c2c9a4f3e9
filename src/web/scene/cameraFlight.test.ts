import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { easeInOutCubic, flightAt, planFlight } from './cameraFlight';

describe('camera flight', () => {
  it('eases from 0 to 1 symmetrically', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(0.25)).toBeCloseTo(1 - easeInOutCubic(0.75), 10);
  });

  it('starts at the current view, ends exactly at the viewpoint and arcs above the straight line', () => {
    const flight = planFlight(new Vector3(0, 3, 24), new Vector3(0, 2, 0), {
      position: [20, 4, -10],
      target: [12, 1, -8],
    });
    const position = new Vector3();
    const target = new Vector3();
    flightAt(flight, 0, position, target);
    expect(position.toArray()).toEqual([0, 3, 24]);
    expect(target.toArray()).toEqual([0, 2, 0]);
    flightAt(flight, 1, position, target);
    expect(position.x).toBeCloseTo(20);
    expect(position.y).toBeCloseTo(4);
    expect(position.z).toBeCloseTo(-10);
    expect(target.toArray()).toEqual([12, 1, -8]);
    flightAt(flight, 0.5, position, target);
    expect(position.y).toBeGreaterThan(3.5);
    // Past the end it stays at the end.
    flightAt(flight, 3, position, target);
    expect(position.z).toBeCloseTo(-10);
  });
});
