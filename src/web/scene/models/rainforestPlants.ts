import { type BufferGeometry, Color, CylinderGeometry, IcosahedronGeometry, OctahedronGeometry } from 'three';
import type { ColorLike, PartList } from './parts';

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

type Point = [number, number, number];

/**
 * A limb from `from`, `length` long, leaning `lean` radians from upright towards `azimuth`
 * (0 = +x, turning towards -z). Returns where it ends, so a leaf cluster can sit on its tip.
 */
export function limb(
  parts: PartList,
  color: ColorLike,
  from: Point,
  azimuth: number,
  lean: number,
  length: number,
  radius: number,
): Point {
  const geometry = stem(radius * 0.55, radius, length, 5);
  // rotateZ(-lean) tips +y towards +x; rotateY(azimuth) then turns it round the trunk.
  geometry.rotateZ(-lean);
  geometry.rotateY(azimuth);
  geometry.translate(...from);
  parts.add(geometry, color);
  const reach = Math.sin(lean) * length;
  return [
    from[0] + Math.cos(azimuth) * reach,
    from[1] + Math.cos(lean) * length,
    from[2] - Math.sin(azimuth) * reach,
  ];
}

/** Buttress roots: thin fins round a trunk's foot, half sunk in the ground, `height` above it. */
export function buttressRoots(
  parts: PartList,
  color: ColorLike,
  at: Point,
  options: { count: number; height: number; reach: number; trunkRadius: number; turn: number },
) {
  for (let i = 0; i < options.count; i++) {
    const fin = new OctahedronGeometry(1, 0);
    fin.scale(options.reach * 0.08, options.height, options.reach);
    fin.translate(0, 0, options.trunkRadius * 0.8);
    // Fins of one tree are not evenly spaced: a little wobble keeps them from reading as a star.
    fin.rotateY((i / options.count) * Math.PI * 2 + options.turn + Math.sin(i * 2.3) * 0.25);
    fin.translate(...at);
    parts.add(fin, color);
  }
}

/** Lianas hanging from `[x, top, z, length]`: thin dark cords, three-sided. */
export function lianas(
  parts: PartList,
  hangers: readonly (readonly [number, number, number, number])[],
  thickness = 1,
) {
  for (const [x, top, z, length] of hangers) {
    const vine = stem(0.05 * thickness, 0.07 * thickness, length, 3);
    vine.translate(x, top - length, z);
    parts.add(vine, liana);
  }
}

/** A repeatable 0..1 from a number: the clusters' irregularity is part of the model, not random. */
function hashOf(value: number): number {
  const x = Math.sin(value * 127.1 + 311.7) * 43758.5453;
  return x - Math.floor(x);
}

/**
 * A leaf mass that is not a ball: an icosahedron whose corners are pushed in and out by a hash of
 * where they are (shared corners move together, so the mass stays closed), squashed to `flatten`.
 */
function lump(radius: number, detail: number, flatten: number, seed: number): BufferGeometry {
  const geometry = new IcosahedronGeometry(radius, detail);
  const position = geometry.getAttribute('position');
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    const key = Math.round(x * 97) * 0.013 + Math.round(y * 89) * 0.029 + Math.round(z * 83) * 0.047 + seed;
    const push = 0.78 + 0.4 * hashOf(key);
    position.setXYZ(i, x * push, y * push * flatten, z * push);
  }
  geometry.computeVertexNormals();
  return geometry;
}

/**
 * A cluster of leaf masses round `centre`: one big lump and `lumps - 1` smaller ones riding off
 * it at different heights, each its own green, so a crown reads as clumped foliage with an
 * irregular outline instead of one disc or one ball (docs/decisions/0095-treehouse-ice-haze.md).
 */
export function leafCluster(
  parts: PartList,
  green: Color,
  centre: Point,
  radius: number,
  options: { lumps: number; detail: number; flatten: number; seed: number },
) {
  const { lumps, detail, flatten, seed } = options;
  parts.add(lump(radius, detail, flatten, seed), green, { position: centre });
  for (let i = 1; i < lumps; i++) {
    const angle = (i / (lumps - 1)) * Math.PI * 2 + hashOf(seed + i) * 1.4;
    const size = radius * (0.5 + 0.25 * hashOf(seed + i * 3.7));
    const out = radius * (0.55 + 0.3 * hashOf(seed + i * 5.3));
    const rise = radius * flatten * (hashOf(seed + i * 7.1) - 0.35) * 0.9;
    parts.add(
      lump(size, detail, flatten * 1.1, seed + i),
      green
        .clone()
        .offsetHSL((hashOf(seed + i * 2.9) - 0.5) * 0.06, 0.04, (hashOf(seed + i * 4.3) - 0.4) * 0.12),
      { position: [centre[0] + Math.cos(angle) * out, centre[1] + rise, centre[2] + Math.sin(angle) * out] },
    );
  }
}

/** The emergent tree: a pale 13 m trunk on four buttress fins, a clumped crown, lianas. */
export function rainforestGiant(parts: PartList, foliage: Color) {
  parts.add(stem(0.32, 0.55, 13, 6), '#9a8c78');
  buttressRoots(parts, '#8a7b66', [0, 0, 0], {
    count: 4,
    height: 2.6,
    reach: 1.4,
    trunkRadius: 0.55,
    turn: 0.4,
  });
  // Two limbs reach out to the side clusters of the crown.
  const deep = foliage.clone().lerp(new Color('#1d5a2e'), 0.5);
  const east = limb(parts, '#8a7b66', [0, 8.8, 0], 0.5, 0.95, 4.4, 0.18);
  const west = limb(parts, '#8a7b66', [0, 11.2, 0], 3.4, 0.55, 4, 0.16);
  // Rounded clumps at three heights, a low one on one side and a high one on the other, rather
  // than one flat crown: from the arrival a row of giants read as umbrellas on poles (docs/decisions/0095-treehouse-ice-haze.md).
  leafCluster(parts, deep, [0, 13.6, 0], 3.2, { lumps: 2, detail: 0, flatten: 0.72, seed: 1 });
  leafCluster(parts, deep.clone().offsetHSL(0.03, 0.05, 0.06), [east[0], east[1] + 0.6, east[2]], 2.5, {
    lumps: 2,
    detail: 0,
    flatten: 0.75,
    seed: 2,
  });
  leafCluster(parts, deep.clone().offsetHSL(-0.02, 0, -0.04), [west[0], west[1] + 0.6, west[2]], 2.3, {
    lumps: 1,
    detail: 0,
    flatten: 0.8,
    seed: 3,
  });
  // Lianas hang from under the crown, long enough to be seen against the trunks behind.
  lianas(parts, [
    [2.6, 12.6, 1.4, 7],
    [-2.2, 12.6, -1.8, 8.5],
    [0.8, 12.6, -2.6, 6],
    [-1.5, 12.6, 2.2, 9],
    [3.2, 12.6, -0.8, 5],
  ]);
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
