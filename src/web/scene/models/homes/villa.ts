import { floorHeight } from '#world';
import type { HomeContext } from './context';

/** The villa: see the scene's home models (docs/decisions/0043). */
export function buildVilla({ builder, home, width, depth, floors, rise, top }: HomeContext) {
  const mainW = width * 0.62;
  const wingW = width - mainW;
  const wingFloors = Math.max(1, floors - 1);
  builder.block(
    { x: -width / 2 + mainW / 2, z: 0, width: mainW, depth, y: 0, floors },
    { door: false, shutters: true },
  );
  builder.block(
    {
      x: width / 2 - wingW / 2,
      z: -depth * 0.15,
      width: wingW,
      depth: depth * 0.7,
      y: 0,
      floors: wingFloors,
    },
    { door: true, shutters: true },
  );
  builder.roof(home.roof, -width / 2 + mainW / 2, 0, mainW, depth, top, rise * 0.7);
  builder.roof(
    home.roof,
    width / 2 - wingW / 2,
    -depth * 0.15,
    wingW,
    depth * 0.7,
    wingFloors * floorHeight,
    rise * 0.55,
  );
  // A terrace with a pergola in front of the wing.
  const terraceZ = depth * 0.2 + 1.5;
  builder.listFor(home.accent).box(wingW, 0.3, 4, width / 2 - wingW / 2, 0, terraceZ, builder.trim);
  for (const sx of [-1, 1])
    builder.parts.matte.box(
      0.25,
      2.8,
      0.25,
      width / 2 - wingW / 2 + sx * (wingW / 2 - 0.4),
      0.3,
      terraceZ + 1.7,
      builder.accent,
    );
  for (let i = 0; i < 5; i++)
    builder.parts.matte.box(
      wingW,
      0.15,
      0.2,
      width / 2 - wingW / 2,
      3.1,
      terraceZ - 1.6 + i * 0.8,
      builder.accent,
    );
}
