import { floorHeight } from '#world';
import type { HomeContext } from './context';

/**
 * A castle: a stone keep between round corner towers with conical roofs, crenellated walls, an
 * arched gate with a portcullis and banners in the palette's accent.
 */
export function buildCastle({ builder, palette, width, depth, floors, top }: HomeContext) {
  const stone = builder.wall;
  const dark = stone.clone().multiplyScalar(0.75);
  const keepW = width * 0.55;
  builder.block({ x: 0, z: 0, width: keepW, depth: depth * 0.7, y: 0, floors }, {});
  // Curtain walls between the towers.
  const wallH = floorHeight * 1.6;
  for (const sz of [-1, 1]) builder.parts.matte.box(width, wallH, 1.2, 0, 0, (sz * depth) / 2, stone);
  for (const sx of [-1, 1]) builder.parts.matte.box(1.2, wallH, depth, (sx * width) / 2, 0, 0, stone);
  // Crenellations along the walls and the keep.
  const merlons = (x0: number, z0: number, length: number, alongX: boolean, y: number) => {
    for (let i = 0; i < Math.floor(length / 1.2); i++) {
      const t = -length / 2 + 0.6 + i * 1.2;
      builder.parts.matte.box(
        alongX ? 0.6 : 1.3,
        0.7,
        alongX ? 1.3 : 0.6,
        alongX ? x0 + t : x0,
        y,
        alongX ? z0 : z0 + t,
        stone,
      );
    }
  };
  for (const sz of [-1, 1]) merlons(0, (sz * depth) / 2, width, true, wallH);
  for (const sx of [-1, 1]) merlons((sx * width) / 2, 0, depth, false, wallH);
  merlons(0, (depth * 0.7) / 2, keepW, true, top);
  merlons(0, -(depth * 0.7) / 2, keepW, true, top);
  builder.parts.matte.box(keepW, 0.3, depth * 0.7, 0, top, 0, dark);
  // Round towers with conical roofs at the corners.
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) {
      const x = (sx * width) / 2;
      const z = (sz * depth) / 2;
      builder.parts.matte.cylinder(2, 2.2, top + 1.5, x, 0, z, stone, 12);
      builder.parts.matte.cone(2.6, 4, x, top + 1.5, z, builder.roofColor('hip'), 12);
      builder.parts.matte.cylinder(0.04, 0.04, 1.6, x, top + 5.5, z, '#3b3b3b', 4);
      builder.parts.matte.box(0.9, 0.55, 0.04, x + 0.45, top + 6.4, z, palette.accent);
      for (const angle of [0, 1.57, 3.14, 4.71])
        builder.parts.windows.box(
          0.4,
          1.2,
          0.1,
          x + Math.sin(angle) * 2.05,
          top * 0.55,
          z + Math.cos(angle) * 2.05,
          '#ffffff',
          angle,
        );
    }
  // The gate: an arch of dark wood under a stone lintel, in the front wall.
  builder.parts.matte.box(3.4, 4.4, 1.5, 0, 0, depth / 2, dark);
  builder.parts.matte.box(2.4, 3.2, 0.2, 0, 0, depth / 2 + 0.7, '#4a3423');
  builder.parts.matte.add(
    builder
      .hemisphere(1.2)
      .rotateX(Math.PI / 2)
      .scale(1, 1, 0.15),
    '#4a3423',
    {
      position: [0, 3.2, depth / 2 + 0.72],
    },
  );
  for (let i = 0; i < 5; i++)
    builder.parts.polished.box(0.08, 3.2, 0.1, -0.9 + i * 0.45, 0, depth / 2 + 0.85, '#3b3b3b');
}
