import { floorHeight } from '#world';
import type { HomeContext } from './context';

/**
 * A loft in a converted warehouse: a brick block with tall steel-framed windows on every floor, a
 * saw-tooth skylight roof, a loading door turned into the entrance and a water tank on the roof.
 */
export function buildLoft({ builder, width, depth, floors, top }: HomeContext) {
  const steel = '#2f3438';
  builder.parts.matte.box(width, top, depth, 0, 0, 0, builder.wall);
  // Tall steel-framed windows: a grid of panes per bay and floor.
  const bays = Math.max(2, Math.floor(width / 3));
  // A tall loft building keeps to the ribbon windows of any tall block (a bounded triangle count).
  for (let floor = 0; floor < (floors > 6 ? 0 : floors); floor++)
    for (let bay = 0; bay < bays; bay++) {
      const x = -width / 2 + (bay + 0.5) * (width / bays);
      if (floor === 0 && Math.abs(x) < 1.5) continue;
      const y = floor * floorHeight + 0.5;
      builder.parts.windows.box(2.1, 2.3, 0.1, x, y, depth / 2 + 0.03, '#ffffff');
      builder.parts.polished.box(2.3, 0.12, 0.16, x, y - 0.06, depth / 2 + 0.06, steel);
      builder.parts.polished.box(0.08, 2.3, 0.14, x, y, depth / 2 + 0.07, steel);
      builder.parts.polished.box(2.1, 0.06, 0.14, x, y + 1.15, depth / 2 + 0.07, steel);
    }
  builder.windowsOn(
    { x: 0, z: 0, width, depth, y: 0, floors },
    false,
    floors > 6 ? undefined : ['back', 'left', 'right'],
  );
  builder.door(0, depth / 2, 0, 2.2, 2.8);
  // A cornice and a saw-tooth roof of north lights.
  builder.parts.matte.box(
    width + 0.4,
    0.4,
    depth + 0.4,
    0,
    top,
    0,
    builder.wall.clone().multiplyScalar(0.85),
  );
  for (let i = 0; i < 3; i++) {
    const z = -depth / 2 + (i + 0.5) * (depth / 3);
    builder.parts.windows.add(
      builder.wedge(depth / 3 - 0.2, 1.6, width - 1).rotateY(Math.PI / 2),
      '#ffffff',
      {
        position: [0, top + 0.4 + 0.8, z],
      },
    );
  }
  // A water tank on stilts.
  for (const sx of [-1, 1])
    builder.parts.polished.box(0.12, 1.8, 0.12, width / 3 + sx * 0.8, top + 0.4, -depth / 4, steel);
  builder.parts.matte.cylinder(1.1, 1.1, 1.8, width / 3, top + 2.2, -depth / 4, '#7a5a3e', 12);
  builder.parts.matte.cone(1.2, 0.8, width / 3, top + 4, -depth / 4, '#5b5f63', 12);
}
