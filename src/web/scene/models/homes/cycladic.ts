import { floorHeight } from '#world';
import type { HomeContext } from './context';

/**
 * A Cycladic house: whitewashed cubes stepping up the slope, flat roofs with parapets, blue doors
 * and shutters, a small blue dome and an outside stair.
 */
export function buildCycladic({ builder, width, depth, floors }: HomeContext) {
  builder.paintDoors('#2f6fb3');
  const blue = '#2f6fb3';
  const mainW = width * 0.6;
  const sideW = width - mainW;
  builder.block({ x: -width / 2 + mainW / 2, z: 0, width: mainW, depth, y: 0, floors: 1 }, { door: true });
  builder.block(
    { x: width / 2 - sideW / 2, z: -depth * 0.2, width: sideW, depth: depth * 0.6, y: 0, floors },
    { shutters: true },
  );
  if (floors > 1)
    builder.block({
      x: -width * 0.3,
      z: -depth * 0.2,
      width: mainW * 0.5,
      depth: depth * 0.5,
      y: floorHeight,
      floors: 1,
    });
  // Rounded parapets on every roof.
  for (const [x, z, w, d, y] of [
    [-width / 2 + mainW / 2, 0, mainW, depth, floorHeight],
    [width / 2 - sideW / 2, -depth * 0.2, sideW, depth * 0.6, floors * floorHeight],
  ] as const) {
    builder.parts.matte.box(w + 0.2, 0.5, d + 0.2, x, y, z, builder.trim);
    builder.parts.matte.box(w - 0.4, 0.52, d - 0.4, x, y + 0.02, z, '#ece8df');
  }
  // The blue dome on its drum.
  const domeY = floors * floorHeight + 0.5;
  builder.parts.matte.cylinder(1.5, 1.5, 0.8, width / 2 - sideW / 2, domeY, -depth * 0.2, builder.trim, 16);
  builder.parts.matte.add(builder.hemisphere(1.5), blue, {
    position: [width / 2 - sideW / 2, domeY + 0.8, -depth * 0.2],
  });
  // An outside stair up to the roof terrace.
  for (let step = 0; step < 8; step++)
    builder.parts.matte.box(
      1.1,
      0.4 * (step + 1),
      0.4,
      -width / 2 - 0.6,
      0,
      depth / 2 - 0.4 - step * 0.4,
      builder.trim,
    );
}
