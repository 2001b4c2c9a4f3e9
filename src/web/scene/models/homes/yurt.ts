import type { HomeContext } from './context';

/**
 * A yurt: a round felt wall with a lattice band, a shallow cone roof with a crown ring, a bright
 * painted door and a wooden platform round it.
 */
export function buildYurt({ builder, palette, width }: HomeContext) {
  builder.paintDoors('#d9822b');
  const radius = width / 2;
  const felt = '#ece4d3';
  builder.parts.matte.cylinder(radius + 1.2, radius + 1.2, 0.3, 0, 0, 0, builder.accent, 20);
  builder.parts.matte.cylinder(radius, radius, 2.2, 0, 0.3, 0, felt, 20);
  // The lattice band and rope ties.
  builder.parts.matte.cylinder(radius + 0.03, radius + 0.03, 0.25, 0, 1.6, 0, palette.accent, 20);
  builder.parts.matte.cylinder(radius + 0.03, radius + 0.03, 0.12, 0, 0.6, 0, '#8a6a4a', 20);
  builder.parts.matte.cone(radius + 0.5, 2.2, 0, 2.5, 0, felt, 20);
  builder.parts.matte.cylinder(0.7, 0.8, 0.35, 0, 4.45, 0, '#8a6a4a', 12);
  builder.door(0, radius, 0.3, 1.0, 1.7);
  // Small windows in the wall either side.
  for (const angle of [-0.9, 0.9, 2.4, -2.4])
    builder.parts.windows.box(
      0.6,
      0.6,
      0.08,
      Math.sin(angle) * (radius + 0.02),
      1.2,
      Math.cos(angle) * (radius + 0.02),
      '#ffffff',
      angle,
    );
}
