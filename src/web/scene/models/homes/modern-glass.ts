import { floorHeight } from '#world';
import type { HomeContext } from './context';

/** The modern glass: see the scene's home models (docs/decisions/0043). */
export function buildModernGlass({ builder, home, width, depth, floors, top }: HomeContext) {
  const lowerW = width * 0.7;
  builder.block(
    { x: -width * 0.15, z: 0, width: lowerW, depth, y: 0, floors: 1 },
    { glassWalls: true, door: true },
  );
  if (floors > 1)
    builder.block(
      {
        x: width * 0.05,
        z: -depth * 0.08,
        width,
        depth: depth * 0.8,
        y: floorHeight,
        floors: floors - 1,
      },
      { glassWalls: home.walls === 'glass' || home.accent === 'glass' },
    );
  builder.roof('flat', width * 0.05, -depth * 0.04, width + 1, depth * 0.9, top, 0.6);
  // Vertical timber fins on the upper floor's front.
  for (let i = 0; i < 9; i++)
    builder.parts.matte.box(
      0.18,
      (floors - 1) * floorHeight || 2.8,
      0.3,
      -width / 2 + 1 + i * (width / 8.5),
      floors > 1 ? floorHeight : 0.3,
      depth * 0.33 + 0.2,
      builder.accent,
    );
  builder.parts.matte.box(width * 0.9, 0.25, 5, width * 0.1, 0, depth / 2 + 2.5, builder.trim);
}
