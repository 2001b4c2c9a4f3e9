import { floorHeight } from '#world';
import { gableRoof } from '../roofs';
import type { HomeContext } from './context';

/** The mansion: see the scene's home models (docs/decisions/0043). */
export function buildMansion({ builder, home, width, depth, floors, rise, top }: HomeContext) {
  const centreW = width * 0.42;
  const wingW = (width - centreW) / 2;
  const wingFloors = Math.max(1, floors - 1);
  builder.block({ x: 0, z: 0, width: centreW, depth, y: 0, floors }, { door: true, shutters: true });
  for (const sx of [-1, 1]) {
    const x = sx * (centreW / 2 + wingW / 2);
    builder.block(
      { x, z: -depth * 0.1, width: wingW, depth: depth * 0.8, y: 0, floors: wingFloors },
      { shutters: true },
    );
    builder.roof(home.roof, x, -depth * 0.1, wingW, depth * 0.8, wingFloors * floorHeight, rise * 0.7);
    builder.chimney(x + sx * wingW * 0.25, -depth * 0.2, wingFloors * floorHeight + rise * 0.7);
  }
  builder.roof(home.roof, 0, 0, centreW, depth, top, rise);
  // A portico: columns and a pediment over the door.
  const porticoZ = depth / 2 + 1.8;
  for (let i = 0; i < 4; i++)
    builder.parts.polished.cylinder(
      0.3,
      0.34,
      top - 0.4,
      -centreW * 0.3 + (i * centreW * 0.6) / 3,
      0.4,
      porticoZ,
      '#f4f1ea',
    );
  builder.parts.matte.box(centreW * 0.75, 0.4, 3.2, 0, 0, porticoZ - 0.6, '#e9e4da');
  builder.parts.matte.add(gableRoof(3.6, centreW * 0.75, 1.6).rotateY(Math.PI / 2), builder.trim, {
    position: [0, top, porticoZ - 0.6],
  });
}
