import { type BufferGeometry, Color, CylinderGeometry, IcosahedronGeometry, OctahedronGeometry } from 'three';
import type { PartList } from './parts';

/**
 * The rainforest's layers, so that "a treehouse in the rainforest" reads as a jungle and not a
 * park (docs/decisions/0092-rainforest-layers.md): an emergent giant on buttress roots with a broad
 * flat crown and lianas hanging from it, a banana/heliconia fan of big paddle leaves, a tree fern's
 * umbrella of fronds, a clump of understory palms. Leaves are flattened diamonds (8 triangles) and
 * trunks open cylinders, so each model stays cheap enough to be instanced by the hundred.
 */

const liana = '#45603a';

/** A diamond leaf from (x, y, z), `length` long, leaning `tilt` from upright towards `azimuth`. */
function leafAt(
  parts: PartList,
  color: Color,
  at: [number, number, number],
  azimuth: number,
  tilt: number,
  length: number,
  width: number,
) {
  const leaf = new OctahedronGeometry(1, 0);
  // The blade lies across the leaf's lean, thin through it, so from above it shows its face.
  leaf.scale(width / 2, length / 2, width * 0.12);
  leaf.translate(0, length / 2, 0);
  leaf.rotateX(tilt);
  leaf.rotateY(azimuth);
  leaf.translate(...at);
  parts.add(leaf, color);
}

/** An open (capless) cylinder: its ends are hidden in the ground or a crown, caps are waste. */
function stem(top: number, bottom: number, height: number, sides: number): BufferGeometry {
  const geometry = new CylinderGeometry(top, bottom, height, sides, 1, true);
  geometry.translate(0, height / 2, 0);
  return geometry;
}

/** The emergent tree: a pale 13 m trunk on four buttress fins, a broad flat crown, lianas. */
export function rainforestGiant(parts: PartList, foliage: Color) {
  parts.add(stem(0.32, 0.55, 13, 6), '#9a8c78');
  for (let i = 0; i < 4; i++) {
    const fin = new OctahedronGeometry(1, 0);
    fin.scale(0.1, 2.6, 1.4);
    fin.translate(0, 0, 0.45);
    fin.rotateY((i / 4) * Math.PI * 2 + 0.4);
    parts.add(fin, '#8a7b66');
  }
  // Two limbs reach out to the side lobes of the crown.
  for (const [angle, lean] of [
    [0.5, 0.7],
    [3.4, -0.7],
  ] as const) {
    const limb = stem(0.1, 0.18, 4.2, 4);
    limb.rotateZ(lean);
    limb.rotateY(angle);
    limb.translate(0, 10, 0);
    parts.add(limb, '#8a7b66');
  }
  const deep = foliage.clone().lerp(new Color('#1d5a2e'), 0.5);
  parts.add(new IcosahedronGeometry(4.8, 0), deep, { position: [0, 13.6, 0], scale: [1, 0.36, 1] });
  parts.add(new IcosahedronGeometry(3, 0), deep.clone().offsetHSL(0.03, 0.05, 0.06), {
    position: [2.6, 14.4, 1.2],
    scale: [1, 0.4, 1],
  });
  parts.add(new IcosahedronGeometry(2.8, 0), deep.clone().offsetHSL(-0.02, 0, -0.04), {
    position: [-2.4, 12.9, -1.4],
    scale: [1, 0.42, 1],
  });
  // A smaller lobe riding high and off-centre, so the crowns do not all show one flat disc.
  parts.add(new IcosahedronGeometry(2.2, 0), deep.clone().offsetHSL(0.05, 0.08, 0.1), {
    position: [-0.8, 15.6, 1.8],
    scale: [1, 0.6, 1],
  });
  // Lianas hang from under the crown, long enough to be seen against the trunks behind.
  for (const [x, z, length] of [
    [2.6, 1.4, 7],
    [-2.2, -1.8, 8.5],
    [0.8, -2.6, 6],
    [-1.5, 2.2, 9],
    [3.2, -0.8, 5],
  ] as const) {
    const vine = stem(0.05, 0.07, length, 3);
    vine.translate(x, 12.6 - length, z);
    parts.add(vine, liana);
  }
}

/** A banana / heliconia fan: a soft stem and six paddle leaves, with a red heliconia bract. */
export function bananaFan(parts: PartList, foliage: Color) {
  const green = foliage.clone().lerp(new Color('#6bb53e'), 0.55);
  parts.add(stem(0.12, 0.2, 2.2, 5), '#7d8a4a');
  for (let i = 0; i < 6; i++) {
    const azimuth = (i / 6) * Math.PI * 2 + (i % 2) * 0.3;
    leafAt(
      parts,
      green.clone().offsetHSL(0, 0, ((i % 3) - 1) * 0.04),
      [0, 2.05, 0],
      azimuth,
      0.5 + (i % 3) * 0.32,
      3,
      1.25,
    );
  }
  const bract = new OctahedronGeometry(0.22, 0);
  bract.scale(0.6, 1.6, 0.6);
  bract.translate(0.4, 1.5, 0.1);
  parts.add(bract, '#d8452f');
}

/** A tree fern: a slim dark trunk under a flat umbrella of nine fronds. */
export function treeFern(parts: PartList, foliage: Color) {
  const green = foliage.clone().lerp(new Color('#3f8a3a'), 0.5).offsetHSL(0, 0.05, 0.02);
  parts.add(stem(0.12, 0.18, 3.2, 5), '#4a3a2a');
  for (let i = 0; i < 9; i++) {
    const azimuth = (i / 9) * Math.PI * 2;
    leafAt(
      parts,
      green.clone().offsetHSL(0, 0, (i % 2) * 0.04),
      [0, 3.1, 0],
      azimuth,
      1.15 + (i % 3) * 0.12,
      2.6,
      0.55,
    );
  }
}

/** A clump of three understory palms of different heights, four fronds each. */
export function fanPalm(parts: PartList, foliage: Color) {
  const green = foliage.clone().lerp(new Color('#4f9a3c'), 0.45);
  for (const [x, z, height, turn] of [
    [0, 0, 3.4, 0],
    [0.6, 0.3, 2.3, 0.8],
    [-0.4, 0.5, 1.6, 1.7],
  ] as const) {
    const trunk = stem(0.06, 0.09, height, 4);
    trunk.translate(x, 0, z);
    parts.add(trunk, '#7a6a4a');
    for (let i = 0; i < 4; i++)
      leafAt(
        parts,
        green.clone().offsetHSL(0, 0, (i % 2) * 0.05),
        [x, height, z],
        turn + (i / 4) * Math.PI * 2,
        0.95,
        1.8,
        0.5,
      );
  }
}
