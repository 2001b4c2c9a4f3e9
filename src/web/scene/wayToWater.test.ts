import { describe, expect, it } from 'vitest';
import {
  cliffEdgeZ,
  generateWorldSpec,
  layoutVegetation,
  layoutWayToWater,
  onWayToWater,
  propPlacement,
  terrainShape,
  waterStartZ,
} from '#world';
import { referenceAnswers } from '#world/testing';
import { layoutTufts } from './groundCoverLayout';

const world = (name: keyof typeof referenceAnswers) =>
  generateWorldSpec(referenceAnswers[name], { level: 'full' });

describe('the way down to the water', () => {
  it('is a stair down the cliff, step by step from the plot to a landing, a jetty and a ladder', () => {
    const spec = world('mediterraneanVilla');
    const shape = terrainShape(spec);
    const blocks = layoutWayToWater(spec, shape);
    const steps = blocks.filter((block) => block.material === 'whitewash');
    expect(steps.length).toBeGreaterThan(12);
    const stair = steps.slice(0, -1);
    const landing = steps.at(-1);
    // Down from the plot's level to the pebbles, each step one even rise below the last.
    expect(stair[0]?.top).toBeLessThan(0);
    expect(stair[0]?.top).toBeGreaterThan(-0.35);
    for (let i = 1; i < stair.length; i++) {
      const rise = (stair[i - 1]?.top ?? 0) - (stair[i]?.top ?? 0);
      expect(rise).toBeGreaterThan(0.2);
      expect(rise).toBeLessThan(0.3);
    }
    // Each tread lies on a stone body that reaches down to the rock.
    const bodies = blocks.filter((block) => block.material === 'stone');
    expect(bodies.length).toBe(steps.length);
    for (const [i, body] of bodies.entries()) {
      expect(body.top).toBeCloseTo(steps[i]?.bottom ?? 0, 5);
      expect(body.bottom).toBeLessThan(shape.height(body.x, body.z));
    }
    // Clear of every boat: the jetty's end stays 3 m from where each floats.
    for (const prop of spec.props) {
      if (!['boat', 'sailboat', 'yacht', 'kayak'].includes(prop.kind)) continue;
      const at = propPlacement(prop, spec);
      for (const block of blocks.filter((b) => b.material === 'wood'))
        expect(Math.hypot(at.x - block.x, at.z - block.z)).toBeGreaterThan(3);
    }
    for (const step of stair) {
      // Cut into the face past the cliff's edge: the rock behind a tread stands at most two rises above it.
      expect(step.z - step.depth / 2).toBeGreaterThan(cliffEdgeZ(spec) - 1);
      expect(step.top).toBeGreaterThan(shape.height(step.x, step.z - step.depth / 2) - 0.52);
    }
    expect(landing?.top).toBeLessThan(shape.waterLevel + 0.8);
    expect(landing?.top).toBeGreaterThan(shape.waterLevel);
    // The jetty's deck lies over the water, past where the sea begins.
    const deck = blocks.find((block) => block.material === 'wood' && block.depth > 3);
    expect(deck?.top).toBeGreaterThan(shape.waterLevel);
    expect((deck?.z ?? 0) + (deck?.depth ?? 0) / 2).toBeGreaterThan(waterStartZ(spec) ?? 0);
  });

  it('is a boardwalk across a beach from the garden to the water’s edge, on the sand', () => {
    const spec = world('beachVilla');
    const shape = terrainShape(spec);
    const boards = layoutWayToWater(spec, shape);
    expect(boards.length).toBeGreaterThan(15);
    expect(boards.every((board) => board.material === 'wood')).toBe(true);
    const last = boards.at(-1);
    // It ends where the sand meets the sea, not short of it on the dry beach.
    expect(shape.height(last?.x ?? 0, (last?.z ?? 0) + 1)).toBeLessThan(shape.waterLevel + 0.45);
    for (const board of boards) {
      expect(board.top).toBeGreaterThan(shape.height(board.x, board.z));
      expect(board.top - shape.height(board.x, board.z)).toBeLessThan(0.3);
    }
  });

  it('is kept clear of plants and tufts', () => {
    for (const name of ['mediterraneanVilla', 'beachVilla'] as const) {
      const spec = world(name);
      const shape = terrainShape(spec);
      const blocks = layoutWayToWater(spec, shape);
      for (const block of blocks) expect(onWayToWater(spec, block.x, block.z)).toBe(true);
      for (const plant of layoutVegetation(spec, shape))
        expect(onWayToWater(spec, plant.x, plant.z)).toBe(false);
      for (const tuft of layoutTufts(spec, shape)) expect(onWayToWater(spec, tuft.x, tuft.z)).toBe(false);
    }
  });

  it('is nothing inland, by a lake or on a river', () => {
    for (const name of ['mountainCabin', 'amsterdamHouseboat', 'cityPenthouse'] as const) {
      const spec = world(name);
      expect(layoutWayToWater(spec, terrainShape(spec))).toEqual([]);
    }
  });
});
