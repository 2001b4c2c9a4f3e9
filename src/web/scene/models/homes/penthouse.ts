import { floorHeight, penthouseBlock } from '#world';
import type { HomeContext } from './context';

/** The penthouse: see the scene's home models (docs/decisions/0043). */
export function buildPenthouse({ builder, home, palette, width, depth, floors }: HomeContext) {
  // A glass tower; its top floor is the home, set back to leave a roof terrace with the pool.
  const towerFloors = Math.max(1, floors - 1);
  const towerTop = towerFloors * floorHeight;
  builder.block({ x: 0, z: 0, width, depth, y: 0, floors: towerFloors }, { glassWalls: true, lived: false });
  builder.parts.matte.box(width * 0.5, 3, 0.4, 0, 0, depth / 2 + 0.1, '#2e3238');
  builder.parts.polished.box(width + 1.2, 0.4, depth + 1.2, 0, towerTop, 0, '#e4e2dd');
  // Where the penthouse stands on the roof is the world's (the judge's solids and the arrival on
  // its terrace read the same numbers).
  const penthouse = penthouseBlock(width, depth);
  builder.block({ ...penthouse, y: towerTop + 0.4, floors: 1 }, { glassWalls: true });
  builder.roof(
    'flat',
    penthouse.x,
    penthouse.z,
    penthouse.width + 1.5,
    penthouse.depth + 1.5,
    towerTop + 0.4 + floorHeight,
    0.6,
  );
  // Glass balustrade round the terrace and a rooftop pool.
  for (const sz of [-1, 1])
    builder.parts.glass.box(width + 1.2, 1.1, 0.08, 0, towerTop + 0.4, (sz * (depth + 1.1)) / 2, '#ffffff');
  for (const sx of [-1, 1])
    builder.parts.glass.box(0.08, 1.1, depth + 1.2, (sx * (width + 1.1)) / 2, towerTop + 0.4, 0, '#ffffff');
  if (home.pool) {
    // Beside the penthouse, behind the terrace the generator furnishes (terraceRects in
    // src/world/geometry/world-layout.ts): a pool over that terrace swallowed a globe or a yoga mat.
    const poolX = width * 0.33;
    const poolZ = -depth * 0.23;
    builder.parts.matte.box(width * 0.28, 0.3, depth * 0.4, poolX, towerTop + 0.4, poolZ, '#f1eee8');
    builder.parts.poolWater.box(width * 0.24, 0.1, depth * 0.36, poolX, towerTop + 0.65, poolZ, '#ffffff');
  }
  // Planters with small trees soften the terrace: either end of the pool's strip, off the
  // terrace where the generator sets things down.
  for (const z of [depth * 0.025, -depth / 2]) {
    builder.parts.matte.box(1.2, 0.6, 1.2, width * 0.33, towerTop + 0.4, z, '#4a4f55');
    builder.parts.matte.ball(0.9, width * 0.33, towerTop + 1.7, z, palette.foliage);
  }
}
