import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import {
  homeClearance,
  homeDimensions,
  poolRect,
  propFootprintRadius,
  terraceRects,
  waterStartZ,
  waterSurfaceY,
} from '../geometry/world-layout';

/**
 * The layout rules, written independently of layout.ts so the tests check the generator rather
 * than repeat it. Returns what is wrong ([] when the world is sound); tests only.
 */
export function layoutProblems(spec: WorldSpec): string[] {
  const problems: string[] = [];
  const home = homeDimensions(spec.home);
  const pool = poolRect(spec);
  const water = waterStartZ(spec);
  const tolerance = 0.02;
  spec.props.forEach((prop, index) => {
    const [x, y, z] = prop.position;
    const r = propFootprintRadius[prop.kind] * prop.scale;
    const name = `${prop.kind}#${index}`;
    if (prop.site === 'water') {
      // Afloat: in the water, beyond the shore, and clear of a floating home.
      if (water === null || z - r < water) problems.push(`${name} is a boat out of the water`);
      if (Math.abs(x) < home.width / 2 + r && Math.abs(z) < home.depth / 2 + r)
        problems.push(`${name} hits the home`);
      return;
    }
    if (prop.site === 'terrace') {
      const deck = terraceRects(spec).find(
        (rect) =>
          Math.abs(x - rect.x) <= rect.width / 2 + tolerance &&
          Math.abs(z - rect.z) <= rect.depth / 2 + tolerance &&
          Math.abs(y - rect.y) <= tolerance,
      );
      if (!deck) problems.push(`${name} is indoors-ware off the terrace`);
      return;
    }
    if (y !== 0) problems.push(`${name} is not on the ground`);
    if (Math.hypot(x, z) + r > spec.layout.plotRadius - 2 + tolerance)
      problems.push(`${name} leaves the plot`);
    const dx = Math.max(Math.abs(x) - (home.width / 2 + homeClearance), 0);
    const dz = Math.max(Math.abs(z) - (home.depth / 2 + homeClearance), 0);
    if (Math.hypot(dx, dz) < r - tolerance) problems.push(`${name} is inside the home's clearance`);
    if (pool) {
      const px = Math.max(Math.abs(x - pool.x) - pool.width / 2, 0);
      const pz = Math.max(Math.abs(z - pool.z) - pool.depth / 2, 0);
      if (Math.hypot(px, pz) < r - tolerance) problems.push(`${name} overlaps the pool`);
    }
    if (water !== null && z + r > water + tolerance) problems.push(`${name} stands in the water`);
    spec.props.slice(index + 1).forEach((other, offset) => {
      if (other.site === 'water' || other.site === 'terrace') return;
      const distance = Math.hypot(x - other.position[0], z - other.position[2]);
      if (distance < r + propFootprintRadius[other.kind] * other.scale - tolerance) {
        problems.push(`${name} overlaps ${other.kind}#${index + 1 + offset}`);
      }
    });
  });
  const views: [string, Viewpoint][] = [
    ['arrival', spec.arrival.viewpoint],
    ...spec.categories.map((view) => [view.category, view.viewpoint] as [string, Viewpoint]),
  ];
  for (const [name, { position, target }] of views) {
    // Over the water a camera stands on a jetty or a boat: its eyes are measured from the water,
    // which lies 4 m under a cliff-top plot (docs/decisions/0094-coast-cliff-and-beach.md).
    const floor = water !== null && position[2] > water ? waterSurfaceY(spec) : 0;
    if (position[1] < floor + 1.6) problems.push(`${name} camera is below eye level`);
    const inside =
      Math.abs(position[0]) < home.width / 2 &&
      Math.abs(position[2]) < home.depth / 2 &&
      position[1] < home.height;
    if (inside) problems.push(`${name} camera is inside the home`);
    if (Math.hypot(position[0] - target[0], position[1] - target[1], position[2] - target[2]) < 1) {
      problems.push(`${name} camera looks at nothing`);
    }
  }
  return problems;
}
