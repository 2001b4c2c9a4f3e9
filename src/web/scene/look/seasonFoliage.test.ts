import { describe, expect, it } from 'vitest';
import type { PlantInstance } from '#world';
import { foliageGroups } from './seasonFoliage';

const summerGreen = '#5a9a48';
const wood = (kind: PlantInstance['kind'], count: number): PlantInstance[] =>
  Array.from({ length: count }, (_, index) => ({
    kind,
    x: Math.cos(index * 2.4) * (10 + index),
    y: 0,
    z: Math.sin(index * 2.4) * (10 + index),
    rotation: 0,
    scale: 1,
    shade: 1,
  }));

const redness = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return ((value >> 16) & 0xff) - ((value >> 8) & 0xff);
};

describe('the season in the leaves', () => {
  it('turns most broadleaf crowns to fall colours in autumn, in several colours, keeping every tree', () => {
    const trees = wood('round', 60);
    const groups = foliageGroups('round', trees, summerGreen, 'autumn');
    expect(groups.flatMap((group) => group.plants)).toHaveLength(60);
    const turned = groups.filter((group) => redness(group.foliage) > 40);
    expect(turned.length).toBeGreaterThanOrEqual(3);
    const turnedTrees = turned.reduce((sum, group) => sum + group.plants.length, 0);
    expect(turnedTrees / 60).toBeGreaterThan(0.7);
    expect(turnedTrees).toBeLessThan(60);
  });

  it('blossoms some trees in spring and freshens the rest; bushes never blossom', () => {
    const groups = foliageGroups('round', wood('round', 60), summerGreen, 'spring');
    const blossom = groups.filter((group) => redness(group.foliage) > 0);
    const blossoming = blossom.reduce((sum, group) => sum + group.plants.length, 0);
    expect(blossoming).toBeGreaterThan(8);
    expect(blossoming).toBeLessThan(35);
    const bushes = foliageGroups('bush', wood('bush', 30), summerGreen, 'spring');
    expect(bushes).toHaveLength(1);
    expect(bushes[0]?.foliage).not.toBe(summerGreen);
    expect(redness(bushes[0]?.foliage ?? '#000000')).toBeLessThan(0);
  });

  it('leaves summer, winter and evergreens as they were, and colours a tree the same way every time', () => {
    expect(foliageGroups('round', wood('round', 5), summerGreen, 'summer')).toEqual([
      { foliage: summerGreen, plants: wood('round', 5) },
    ]);
    expect(foliageGroups('pine', wood('pine', 5), summerGreen, 'autumn')).toHaveLength(1);
    expect(foliageGroups('round', wood('round', 5), summerGreen, 'winter')).toHaveLength(1);
    expect(foliageGroups('round', wood('round', 40), summerGreen, 'autumn')).toEqual(
      foliageGroups('round', wood('round', 40), summerGreen, 'autumn'),
    );
  });
});
