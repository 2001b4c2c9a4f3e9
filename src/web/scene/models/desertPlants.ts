import { Color, ConeGeometry, CylinderGeometry, IcosahedronGeometry, OctahedronGeometry } from 'three';
import type { PartList } from './parts';

/**
 * The desert's low plants, so that its scrub reads as desert and not as round garden shrubs
 * (docs/decisions/0087-desert-casale-snow.md): an agave's rosette of stiff pointed leaves, a
 * prickly pear's flat pads stacked on each other, a ribbed barrel cactus with its crown of
 * flowers. Each stands on y = 0 at (x, z) and is about a metre across at scale 1; the vegetation
 * instances them, the adobe's garden builds them into the home.
 */

const agaveLeaf = '#8fb0a0';
const padGreen = '#6f8f48';
const barrelGreen = '#5f7f40';

/** Nine broad stiff leaves fanning out from the ground, the inner ones upright. */
export function agave(parts: PartList, x: number, z: number, scale = 1, tint: Color | null = null) {
  const leaf = tint ? new Color(agaveLeaf).lerp(tint, 0.25) : new Color(agaveLeaf);
  for (let i = 0; i < 9; i++) {
    const angle = (i / 9) * Math.PI * 2;
    // Inner leaves stand up, outer ones splay: alternate the lean so the rosette has depth.
    const lean = i % 3 === 0 ? 0.35 : i % 2 ? 1.0 : 0.7;
    const length = (i % 2 ? 0.95 : 1.15) * scale;
    parts.add(new ConeGeometry(0.2 * scale, length, 3), leaf.clone().offsetHSL(0, 0, (i % 3) * 0.03), {
      position: [
        x + Math.sin(angle) * Math.sin(lean) * length * 0.5,
        Math.cos(lean) * length * 0.5,
        z + Math.cos(angle) * Math.sin(lean) * length * 0.5,
      ],
      rotation: [Math.cos(angle) * lean, 0, -Math.sin(angle) * lean],
      scale: [1, 1, 0.5],
    });
  }
}

/** Oval pads, two on the ground and three stacked edge-up on them, a few yellow blooms on top. */
export function pricklyPear(parts: PartList, x: number, z: number, scale = 1) {
  const pad = new Color(padGreen);
  const pads: [number, number, number, number][] = [
    // x, y, z offsets and the pad's turn about its own edge (radians).
    [-0.3, 0.35, 0, 0.35],
    [0.35, 0.32, 0.1, -0.3],
    [-0.15, 0.95, 0.05, 0.15],
    [0.45, 0.85, 0, -0.55],
    [0.05, 1.45, 0.05, -0.1],
  ];
  pads.forEach(([px, py, pz, tilt], index) => {
    parts.add(new IcosahedronGeometry(0.36 * scale, 0), pad.clone().offsetHSL(0, 0, (index % 2) * 0.04), {
      position: [x + px * scale, py * scale, z + pz * scale],
      rotation: [0, index * 0.4, tilt],
      scale: [1, 1.25, 0.32],
    });
  });
  for (const [fx, fy] of [
    [-0.15, 1.4],
    [0.55, 1.22],
    [0.05, 1.88],
  ] as const)
    parts.add(new OctahedronGeometry(0.09 * scale, 0), '#f2c94c', {
      position: [x + fx * scale, fy * scale, z],
    });
}

/** A squat ribbed barrel (an octagonal drum, narrower at its crown) with red-orange flowers. */
export function barrelCactus(parts: PartList, x: number, z: number, scale = 1) {
  const green = new Color(barrelGreen);
  parts.add(new CylinderGeometry(0.36 * scale, 0.42 * scale, 0.75 * scale, 8), green, {
    position: [x, 0.375 * scale, z],
  });
  parts.add(new ConeGeometry(0.36 * scale, 0.25 * scale, 8), green.clone().offsetHSL(0, 0, 0.04), {
    position: [x, 0.875 * scale, z],
  });
  parts.add(new CylinderGeometry(0.2 * scale, 0.12 * scale, 0.12 * scale, 5), '#e0703a', {
    position: [x, 0.98 * scale, z],
  });
}
