import { type BufferGeometry, Color, CylinderGeometry, Quaternion, Vector3 } from 'three';
import { floorHeight, treehouseDeckHeight } from '#world';
import { buttressRoots, leafCluster, lianas, limb } from '../rainforestPlants';
import { gableRoof } from '../roofs';
import type { HomeContext } from './context';

/**
 * A treehouse built into a rainforest giant (docs/decisions/0095-treehouse-ice-haze.md): a thick
 * pale trunk on buttress roots rising through the back of the deck and the roof, limbs reaching
 * out over the house, a crown of clumped leaf masses in several greens above and around the roof,
 * lianas hanging past the deck; the wooden room sits on the deck, held by braces from the trunk
 * and two log posts at the front, with a ladder up. The trunk, roots, limbs and lianas come from
 * the forest's own giant (models/rainforestPlants.ts), larger.
 */
export function buildTreehouse({ builder, palette, width, depth }: HomeContext) {
  const deck = treehouseDeckHeight;
  const bark = '#8c7f6c';
  const barkShade = '#76695a';
  const timber = '#7a5a3e';
  const eaves = deck + floorHeight;
  const trunkZ = -depth * 0.4;
  const trunkTop = eaves + 6.5;
  const { matte } = builder.parts;

  // The trunk: wide at the foot, through the deck behind the room and out of the roof's back slope.
  matte.cylinder(0.95, 1.5, trunkTop, 0, 0, trunkZ, bark, 10);
  buttressRoots(matte, barkShade, [0, 0, trunkZ], {
    count: 5,
    height: 4.2,
    reach: 2.6,
    trunkRadius: 1.5,
    turn: 0.3,
  });

  // Limbs from high on the trunk, each carrying a leaf cluster; two low ones spread over the deck.
  const leaves = builder.foliage(palette.foliage, '#2f6b3a');
  const greens = [
    leaves.clone().lerp(new Color('#1f5a2c'), 0.35),
    leaves.clone().lerp(new Color('#4f8f3a'), 0.4),
    leaves.clone().lerp(new Color('#2d6b4a'), 0.45),
    leaves.clone().lerp(new Color('#3a7a2e'), 0.3).offsetHSL(0, 0, -0.04),
  ];
  const crown: [number, number, number, number, number][] = [
    // azimuth, lean, length, start height above the eaves, cluster radius
    [0.3, 1.05, 6.2, 2.2, 3.3],
    [2.6, 1.1, 6.4, 2.6, 3.2],
    [1.5, 0.55, 4.8, 4.2, 3.6],
    [4.3, 0.85, 5.2, 3.4, 3.4],
    [-0.9, 0.95, 5.4, 4.6, 3.0],
    [3.5, 1.2, 5.8, 1.4, 2.7],
    // Two low limbs out to the sides, so leaves frame the roof and not only cap it.
    [0.1, 1.3, 6.0, -0.4, 2.6],
    [3.05, 1.3, 6.2, 0.1, 2.5],
  ];
  crown.forEach(([azimuth, lean, length, start, radius], index) => {
    const tip = limb(matte, barkShade, [0, eaves + start, trunkZ], azimuth, lean, length, 0.42);
    leafCluster(
      matte,
      greens[index % greens.length] ?? leaves,
      [tip[0], tip[1] + radius * 0.25, tip[2]],
      radius,
      {
        lumps: 3,
        detail: 1,
        flatten: 0.6,
        seed: 11 + index * 7,
      },
    );
  });
  // The top of the crown over the trunk itself.
  leafCluster(matte, greens[0] ?? leaves, [0.4, trunkTop + 1.2, trunkZ + 0.6], 4, {
    lumps: 4,
    detail: 1,
    flatten: 0.55,
    seed: 5,
  });
  lianas(
    matte,
    [
      [width / 2 + 1.6, eaves + 5.5, -0.8, 9.5],
      [-width / 2 - 1.2, eaves + 5, 1.2, 8],
      [-width / 2 - 2.4, eaves + 5.6, -2.6, 11],
      [width / 2 + 2.6, eaves + 5, 2.4, 6.5],
      [1.8, eaves + 6, trunkZ - 1.8, 12],
    ],
    1.6,
  );

  // The deck, held by braces from the trunk and two log posts at the front.
  const deckZ = 0.7;
  const deckDepth = depth + 2.6;
  const front = deckZ + deckDepth / 2;
  matte.box(width + 1.2, 0.35, deckDepth, 0, deck - 0.35, deckZ, builder.accent);
  for (const sx of [-1, 1]) {
    const postX = (sx * width) / 2.3;
    matte.cylinder(0.26, 0.32, deck, postX, 0, front - 0.8, timber, 7);
    // A knee brace from each post back under the deck.
    matte.add(builder.log(0.12, 2.6), timber, {
      position: [postX, deck - 1.2, front - 1.7],
      rotation: [-0.8, 0, 0],
    });
  }
  // Braces from the trunk, a third of the way up, to the deck's underside at its sides and middle.
  for (const [x, z] of [
    [-width / 2, trunkZ + 1.4],
    [width / 2, trunkZ + 1.4],
    [0, deckZ + 1.2],
  ] as const)
    matte.add(strut([0, deck * 0.35, trunkZ], [x, deck - 0.35, z], 0.13), timber);

  // The room.
  const room = { x: 0, z: -0.3, width: width * 0.8, depth: depth * 0.7, y: deck, floors: 1 };
  matte.box(room.width, floorHeight, room.depth, room.x, deck, room.z, builder.wall);
  builder.windowsOn(room, false);
  builder.door(0, room.z + room.depth / 2, deck, 1.0, 2.1);
  // A steep thatched roof with a deep overhang.
  matte.add(gableRoof(room.width + 1.6, room.depth + 1.8, 2.6), '#b89a5e', {
    position: [0, eaves, room.z],
  });
  // The deck's rail.
  const railZ = front - 0.1;
  for (let i = 0; i <= 10; i++)
    matte.box(0.1, 1, 0.1, -width / 2 - 0.5 + (i * (width + 1)) / 10, deck, railZ, timber);
  matte.box(width + 1.2, 0.1, 0.12, 0, deck + 1, railZ, timber);

  // A ladder up to the deck's front edge: two rails and rungs, leaning a little.
  const ladderX = width / 2 - 0.9;
  const lean = 0.18;
  const ladder = builder.log(0.05, deck + 1);
  for (const side of [-0.35, 0.35])
    matte.add(ladder.clone(), '#a88a5c', {
      position: [ladderX + side, (deck + 1) / 2, railZ + 0.3 + (Math.sin(lean) * (deck + 1)) / 2],
      rotation: [-lean, 0, 0],
    });
  ladder.dispose();
  for (let rung = 0; rung < 13; rung++) {
    const y = 0.35 + rung * 0.42;
    matte.box(0.75, 0.06, 0.08, ladderX, y, railZ + 0.3 + Math.sin(lean) * (deck + 1 - y), '#a88a5c');
  }
}

/** A round beam from one point to another. */
function strut(from: [number, number, number], to: [number, number, number], radius: number): BufferGeometry {
  const direction = new Vector3(to[0] - from[0], to[1] - from[1], to[2] - from[2]);
  const geometry = new CylinderGeometry(radius, radius, direction.length(), 6);
  geometry.applyQuaternion(new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.normalize()));
  geometry.translate((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2);
  return geometry;
}
