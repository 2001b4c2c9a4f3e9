import { floorHeight, lighthouseTowerHeight } from '#world';
import type { HomeContext } from './context';

/**
 * A lighthouse: the keeper's whitewashed cottage at the foot of a tapering striped tower, a gallery
 * with a rail, the glowing lantern room and a dark cupola.
 */
export function buildLighthouse({ builder, palette, width, depth }: HomeContext) {
  const stripe = palette.accent === '#ffffff' ? '#c0392b' : '#c0392b';
  // The keeper's house across the front.
  const house = { x: -width * 0.1, z: depth * 0.2, width: width * 0.8, depth: depth * 0.55, y: 0, floors: 1 };
  builder.block(house, { door: true, shutters: true });
  builder.roof('gable', house.x, house.z, house.width, house.depth, floorHeight, 2);
  // The tower: stacked tapering rings, red and white.
  const towerH = lighthouseTowerHeight + floorHeight;
  const rings = 6;
  for (let i = 0; i < rings; i++) {
    const bottom = 2.6 - (i / rings) * 1.1;
    const topR = 2.6 - ((i + 1) / rings) * 1.1;
    builder.parts.matte.cylinder(
      topR,
      bottom,
      towerH / rings,
      width * 0.22,
      (i * towerH) / rings,
      -depth * 0.2,
      i % 2 ? stripe : '#f5f3ee',
      14,
    );
  }
  const top = towerH;
  builder.parts.matte.cylinder(2.1, 1.6, 0.3, width * 0.22, top, -depth * 0.2, '#2d2f33', 14);
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * Math.PI * 2;
    builder.parts.matte.box(
      0.06,
      0.9,
      0.06,
      width * 0.22 + Math.sin(angle) * 2,
      top + 0.3,
      -depth * 0.2 + Math.cos(angle) * 2,
      '#2d2f33',
    );
  }
  // The lantern glows like lit windows.
  builder.parts.windows.cylinder(1.1, 1.1, 1.6, width * 0.22, top + 0.3, -depth * 0.2, '#ffffff', 12);
  builder.parts.matte.cone(1.4, 1.3, width * 0.22, top + 1.9, -depth * 0.2, '#2d2f33', 12);
}
