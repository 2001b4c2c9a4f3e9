import { floorHeight } from '#world';
import type { HomeContext } from './context';

/**
 * An adobe pueblo house: low earth-coloured volumes with rounded parapets, wooden vigas poking out
 * below the roofline, a ladder to the roof terrace, a beehive oven and a turquoise door.
 */
export function buildAdobe({ builder, width, depth, floors }: HomeContext) {
  builder.paintDoors('#3aa6a0');
  const earth = builder.wall;
  const mainW = width * 0.62;
  const wingW = width - mainW;
  const blocks = [
    { x: -width / 2 + mainW / 2, z: 0, width: mainW, depth, y: 0, floors: 1 },
    {
      x: width / 2 - wingW / 2,
      z: -depth * 0.18,
      width: wingW,
      depth: depth * 0.64,
      y: 0,
      floors: Math.max(1, floors),
    },
  ];
  for (const block of blocks) {
    const height = block.floors * floorHeight;
    builder.parts.matte.box(block.width, height, block.depth, block.x, 0, block.z, earth);
    // Softened edges: a rounded parapet a shade lighter.
    builder.parts.matte.box(
      block.width + 0.15,
      0.45,
      block.depth + 0.15,
      block.x,
      height,
      block.z,
      earth.clone().multiplyScalar(1.06),
    );
    // Vigas: round beam ends in a row under the roof.
    for (let i = 0; i < Math.floor(block.width / 1.2); i++)
      builder.parts.matte.add(builder.log(0.13, 0.7), '#6b4a2e', {
        position: [block.x - block.width / 2 + 0.6 + i * 1.2, height - 0.35, block.z + block.depth / 2 + 0.2],
        rotation: [Math.PI / 2, 0, 0],
      });
    builder.windowsOn(block, false);
  }
  builder.door(-width / 2 + mainW / 2, depth / 2, 0, 1.1, 2.1);
  // A ladder leaning to the roof.
  const ladderX = -width / 2 + 1.4;
  for (const side of [-0.3, 0.3])
    builder.parts.matte.add(builder.log(0.05, floorHeight + 1.4), '#7a5736', {
      position: [ladderX + side, (floorHeight + 1.4) / 2, depth / 2 + 0.5],
      rotation: [0.18, 0, 0],
    });
  for (let rung = 0; rung < 6; rung++)
    builder.parts.matte.box(
      0.7,
      0.06,
      0.06,
      ladderX,
      0.4 + rung * 0.6,
      depth / 2 + 0.75 - rung * 0.11,
      '#7a5736',
    );
  // The horno: a beehive oven on a plinth by the courtyard.
  builder.parts.matte.box(1.8, 0.5, 1.8, width / 2 + 1.6, 0, depth / 2 - 0.8, earth);
  builder.parts.matte.add(builder.hemisphere(0.85), earth.clone().multiplyScalar(1.05), {
    position: [width / 2 + 1.6, 0.5, depth / 2 - 0.8],
  });
}
