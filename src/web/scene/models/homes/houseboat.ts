import { floorHeight, houseboatGangway } from '#world';
import type { HomeContext } from './context';

/**
 * A houseboat: a long dark hull floating low in the canal, a timber cabin with round portholes
 * and a roof deck with a rail and flower pots, mooring posts at the quay behind it.
 */
export function buildHouseboat({ builder, home, palette, width, depth }: HomeContext) {
  const hull = '#2b3a42';
  const waterline = -0.45;
  // The hull, tapering at the bow (+x).
  builder.parts.matte.box(width * 0.86, 1.3, depth, -width * 0.07, waterline - 0.3, 0, hull);
  builder.parts.matte.add(builder.wedge(width * 0.16, 1.3, depth), hull, {
    position: [width * 0.36 + width * 0.08, waterline - 0.3 + 0.65, 0],
  });
  builder.parts.matte.box(width + 0.1, 0.16, depth + 0.12, 0, waterline + 0.95, 0, '#c9b48a');
  // The cabin.
  const cabin = {
    x: -width * 0.05,
    z: 0,
    width: width * 0.72,
    depth: depth * 0.78,
    y: waterline + 1.1,
    floors: 1,
  };
  const height = floorHeight * 0.8;
  builder.parts.matte.box(cabin.width, height, cabin.depth, cabin.x, cabin.y, cabin.z, builder.wall);
  for (let i = 0; i < 5; i++)
    for (const side of [-1, 1])
      builder.parts.windows.add(builder.disc(0.38), '#ffffff', {
        position: [
          cabin.x - cabin.width / 2 + 1.2 + i * ((cabin.width - 2.4) / 4),
          cabin.y + height * 0.55,
          side * (cabin.depth / 2 + 0.03),
        ],
        rotation: [Math.PI / 2, 0, 0],
      });
  builder.door(cabin.x - cabin.width / 2 + 0.9, cabin.depth / 2, cabin.y, 0.9, 2.0);
  // The roof deck with a rail and pots of flowers.
  const deckY = cabin.y + height;
  builder.parts.matte.box(
    cabin.width + 0.3,
    0.18,
    cabin.depth + 0.3,
    cabin.x,
    deckY,
    cabin.z,
    builder.accent,
  );
  for (const side of [-1, 1])
    builder.parts.matte.box(
      cabin.width,
      0.08,
      0.08,
      cabin.x,
      deckY + 0.9,
      side * (cabin.depth / 2),
      '#e9e4da',
    );
  for (let i = 0; i <= 8; i++)
    for (const side of [-1, 1])
      builder.parts.matte.box(
        0.06,
        0.9,
        0.06,
        cabin.x - cabin.width / 2 + (i * cabin.width) / 8,
        deckY,
        side * (cabin.depth / 2),
        '#e9e4da',
      );
  const blooms = [palette.accent, '#e05a6b', '#f2c94c', '#ffffff'];
  for (let i = 0; i < 6; i++) {
    const x = cabin.x - cabin.width / 2 + 0.6 + i * 0.7;
    builder.parts.matte.cylinder(0.22, 0.17, 0.35, x, deckY + 0.18, -cabin.depth / 2 + 0.4, '#b5633d', 8);
    builder.flower(x, deckY + 0.62, -cabin.depth / 2 + 0.4, blooms[i % blooms.length] ?? '#fff');
  }
  // Mooring posts on the quay behind the boat, and a gangplank to it.
  for (const x of [-width * 0.35, width * 0.35])
    builder.parts.matte.cylinder(0.15, 0.15, 1.4, x, -0.5, -depth / 2 - 1.4, '#3d3430', 8);
  const plank = houseboatGangway(home);
  builder.parts.matte.box(plank.width, 0.12, plank.depth, plank.x, 0.05, plank.z, '#8a6a4a');
  for (const side of [-1, 1])
    builder.parts.matte.box(
      0.06,
      0.9,
      plank.depth,
      plank.x + (side * plank.width) / 2,
      0.15,
      plank.z,
      '#e9e4da',
    );
}
