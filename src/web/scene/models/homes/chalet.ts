import { floorHeight } from '#world';
import { gableRoof } from '../roofs';
import type { HomeContext } from './context';

/**
 * An alpine chalet: a stone base, a timber upper floor, a wide low gable with deep eaves facing
 * the valley, a carved balcony across the front and snow on the roof in winter.
 */
export function buildChalet({ builder, width, depth, floors, top }: HomeContext) {
  const stone = '#9d968c';
  const timber = builder.wall;
  builder.parts.matte.box(width, floorHeight, depth, 0, 0, 0, stone);
  builder.windowsOn({ x: 0, z: 0, width, depth, y: 0, floors: 1 }, true);
  builder.door(0, depth / 2, 0);
  if (floors > 1) {
    builder.parts.matte.box(width, (floors - 1) * floorHeight, depth, 0, floorHeight, 0, timber);
    builder.windowsOn({ x: 0, z: 0, width, depth, y: floorHeight, floors: floors - 1 }, true);
    // The balcony: a deck on brackets and a rail of boards.
    const y = floorHeight;
    builder.parts.matte.box(width + 0.6, 0.25, 1.6, 0, y - 0.05, depth / 2 + 0.8, builder.accent);
    for (let i = 0; i <= 20; i++)
      builder.parts.matte.box(
        0.14,
        1.0,
        0.08,
        -width / 2 - 0.2 + (i * (width + 0.4)) / 20,
        y + 0.2,
        depth / 2 + 1.55,
        timber.clone().multiplyScalar(0.8),
      );
    builder.parts.matte.box(
      width + 0.6,
      0.12,
      0.14,
      0,
      y + 1.15,
      depth / 2 + 1.55,
      timber.clone().multiplyScalar(0.7),
    );
  }
  // The roof's ridge runs front to back so the gable faces the valley, with deep eaves.
  const rise = Math.max(2.6, width * 0.24);
  const roof = gableRoof(depth + 3, width + 2.4, rise).rotateY(Math.PI / 2);
  builder.parts.matte.add(roof, builder.roofColor('gable'), { position: [0, top, 0] });
  builder.parts.matte.box(0.3, 0.3, depth + 3, 0, top + rise - 0.25, 0, timber.clone().multiplyScalar(0.6));
  // Gable end boards in the wall's timber, and a carved king post.
  builder.parts.matte.add(gableRoof(0.2, width, rise - 0.1).rotateY(Math.PI / 2), timber, {
    position: [0, top, depth / 2 + 0.05],
  });
  builder.parts.matte.box(0.25, rise - 0.4, 0.3, 0, top, depth / 2 + 0.2, timber.clone().multiplyScalar(0.7));
  if (builder.winter) {
    const snow = gableRoof(depth + 3.1, width + 2.5, rise)
      .rotateY(Math.PI / 2)
      .scale(1, 1, 1);
    builder.parts.snow.add(snow, '#f7f9fc', { position: [0, top + 0.25, 0] });
  }
  builder.chimney(width * 0.25, -depth * 0.2, top + rise);
  // A woodpile by the door.
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 5 - row; i++)
      builder.parts.matte.cylinder(
        0.16,
        0.16,
        1.2,
        width / 2 - 0.6 - i * 0.34 - row * 0.17,
        0.16 + row * 0.3,
        depth / 2 + 0.5,
        '#8a5d3b',
        6,
      );
}
