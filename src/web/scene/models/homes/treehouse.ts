import { floorHeight, treehouseDeckHeight } from '#shared/worldLayout';
import { gableRoof } from '../roofs';
import type { HomeContext } from './context';

/**
 * A treehouse: a giant trunk with buttress roots and a crown of leaves above, a wooden room on a
 * deck high on the trunk, a rail round the deck, a thatched roof and a rope ladder down.
 */
export function buildTreehouse({ builder, palette, width, depth }: HomeContext) {
  const deck = treehouseDeckHeight;
  const bark = '#6b5341';
  // The trunk rises through the back of the room into the canopy.
  builder.parts.matte.cylinder(1.0, 1.6, deck + floorHeight + 6, 0, 0, -depth * 0.25, bark, 10);
  for (let i = 0; i < 5; i++) {
    const angle = (i / 5) * Math.PI * 2;
    builder.parts.matte.add(gableRoof(0.5, 2.4, 2.2), bark, {
      position: [Math.sin(angle) * 1.4, 0, -depth * 0.25 + Math.cos(angle) * 1.4],
      rotation: [0, angle + Math.PI / 2, 0],
    });
  }
  // Posts and struts under the deck.
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      builder.parts.matte.cylinder(0.18, 0.22, deck, (sx * width) / 2.4, 0, (sz * depth) / 2.4, '#7a5a3e', 6);
  builder.parts.matte.box(width + 1.2, 0.35, depth + 2.6, 0, deck - 0.35, 0.7, builder.accent);
  // The room.
  const room = { x: 0, z: -0.3, width: width * 0.8, depth: depth * 0.7, y: deck, floors: 1 };
  builder.parts.matte.box(room.width, floorHeight, room.depth, room.x, deck, room.z, builder.wall);
  builder.windowsOn(room, false);
  builder.door(0, room.z + room.depth / 2, deck, 1.0, 2.1);
  // A steep thatched roof with a deep overhang.
  builder.parts.matte.add(gableRoof(room.width + 1.6, room.depth + 1.8, 2.6), '#b89a5e', {
    position: [0, deck + floorHeight, room.z],
  });
  // The deck's rail.
  const railZ = 0.7 + (depth + 2.6) / 2 - 0.1;
  for (let i = 0; i <= 10; i++)
    builder.parts.matte.box(0.1, 1, 0.1, -width / 2 - 0.5 + (i * (width + 1)) / 10, deck, railZ, '#7a5a3e');
  builder.parts.matte.box(width + 1.2, 0.1, 0.12, 0, deck + 1, railZ, '#7a5a3e');
  // A rope ladder down to the ground.
  for (let rung = 0; rung < 9; rung++)
    builder.parts.matte.box(0.7, 0.06, 0.08, width / 2 - 0.2, 0.4 + rung * 0.6, railZ + 0.2, '#a88a5c');
  // The canopy: big leaf masses above the roof (flat-shaded, a few hundred triangles).
  const leaves = builder.foliage(palette.foliage, '#2f6b3a');
  for (const [x, y, z, r] of [
    [0, deck + floorHeight + 5.5, -depth * 0.25, 4.2],
    [3.2, deck + floorHeight + 4.2, -depth * 0.1, 3],
    [-3.4, deck + floorHeight + 4.6, -depth * 0.45, 3.2],
    [0.6, deck + floorHeight + 3.6, -depth * 0.9, 2.8],
  ] as const)
    builder.parts.matte.ball(r, x, y, z, leaves, 1);
}
