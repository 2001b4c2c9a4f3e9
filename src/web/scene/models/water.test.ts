import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { terrainShape } from '#world';
import { beachVillaFixture } from '../fixtures/beachVilla';
import { buildWater, waterColours } from './water';

describe('open water', () => {
  const spec = beachVillaFixture;
  const shape = terrainShape(spec);
  const water = buildWater(spec, shape);

  it('lies level, carries the depth under each vertex, and stays within its triangle share', () => {
    expect(water).not.toBeNull();
    if (!water) return;
    const position = water.getAttribute('position');
    const depth = water.getAttribute('depth');
    expect(depth.count).toBe(position.count);
    for (let i = 0; i < position.count; i++) expect(position.getY(i)).toBeCloseTo(shape.waterLevel, 5);
    expect(position.count / 3).toBeLessThanOrEqual(16_200);
  });

  it('shades from the shallows to the deep by vertex, the same every time', () => {
    if (!water) throw new Error('no water');
    const depth = water.getAttribute('depth');
    const color = water.getAttribute('color');
    let shallowest = 0;
    let deepest = 0;
    for (let i = 0; i < depth.count; i++) {
      if (depth.getX(i) > depth.getX(deepest)) deepest = i;
      if (Math.abs(depth.getX(i)) < Math.abs(depth.getX(shallowest))) shallowest = i;
    }
    const { deep } = waterColours(spec);
    const at = (i: number) => new Color(color.getX(i), color.getY(i), color.getZ(i));
    expect(at(deepest).getHex()).toBe(deep.getHex());
    // The shallows are lighter than the deep.
    expect(at(shallowest).getHSL({ h: 0, s: 0, l: 0 }).l).toBeGreaterThan(
      deep.getHSL({ h: 0, s: 0, l: 0 }).l,
    );
    const again = buildWater(spec, terrainShape(spec));
    expect(Array.from(again?.getAttribute('color').array ?? [])).toEqual(Array.from(color.array));
  });
});
