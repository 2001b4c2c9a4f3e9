import { Color } from 'three';
import { floorHeight } from '#world';
import { roofColors, tinted } from '../materialColors';
import { hipRoof } from '../roofs';
import type { HomeContext } from './context';

/**
 * A stone farmhouse as a Tuscan casale (docs/decisions/0087-desert-casale-snow.md): a long, low
 * block of honey stone under a low-pitched hip roof, a squat dovecote tower rising from its
 * middle, an outside stair up the front to the first floor's door, a lower wing with an open
 * loggia, small windows with green shutters. It fills the same box as any farmhouse
 * (`homeDimensions`), so props and cameras keep their places.
 */
export function buildCasale({ builder, home, width, depth, floors, rise, top }: HomeContext) {
  const matte = builder.parts.matte;
  // Honey stone: the palette's tint of the wall, warmed towards the ochre of Tuscan limestone.
  const stone = builder.wall.clone().lerp(new Color('#d2a66c'), 0.4);
  const light = stone.clone().offsetHSL(0, -0.04, 0.07);
  const dark = stone.clone().multiplyScalar(0.78);
  const brick = new Color('#a65a3a');
  const roof =
    home.roof === 'terracotta' || home.roof === 'flat' ? roofColors.terracotta : builder.roofColor(home.roof);
  const shutter = '#56704e';
  const pitch = Math.min(rise, 1.3);

  // The main block: along the back of the box, leaving the front metre and a half to the stair.
  const wingW = round(width * 0.28);
  const mainW = width - wingW;
  const mainD = round(depth * 0.8);
  const mx = -width / 2 + mainW / 2;
  const mz = -depth / 2 + mainD / 2;
  const front = mz + mainD / 2;
  const wall = floors * floorHeight;
  matte.box(mainW, wall, mainD, mx, 0, mz, stone);
  // A battered plinth of darker stone, and lighter quoins at the corners.
  matte.box(mainW + 0.3, 0.7, mainD + 0.3, mx, 0, mz, dark);
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      matte.box(0.5, wall - 0.7, 0.5, mx + sx * (mainW / 2 - 0.22), 0.7, mz + sz * (mainD / 2 - 0.22), light);
  // A brick string course between the floors and a brick cornice under the eaves.
  for (let floor = 1; floor < floors; floor++)
    matte.box(mainW + 0.12, 0.16, mainD + 0.12, mx, floor * floorHeight, mz, brick);
  matte.box(mainW + 0.5, 0.28, mainD + 0.5, mx, wall - 0.28, mz, brick);
  matte.add(hipRoof(mainW + 1.1, mainD + 1.1, pitch), roof, { position: [mx, wall, mz] });

  // The dovecote tower, squat and square, through the middle of the roof, with its pigeon holes.
  const tower = 3.4;
  const tx = mx + 1.2;
  const tz = mz - 0.4;
  // Its roof's tip is the top of the box the home fills.
  const towerTop = top + rise - 0.55;
  matte.box(tower, towerTop, tower, tx, 0, tz, stone.clone().offsetHSL(0, 0, 0.02));
  matte.box(tower + 0.3, 0.22, tower + 0.3, tx, towerTop - 0.22, tz, brick);
  matte.add(hipRoof(tower + 0.8, tower + 0.8, 0.55), roof, { position: [tx, towerTop, tz] });
  for (const face of [-1, 1]) {
    for (let i = -1; i <= 1; i++) {
      matte.box(0.24, 0.24, 0.06, tx + i * 0.7, towerTop - 1.0, tz + face * (tower / 2 + 0.02), '#3a2f28');
      matte.box(0.06, 0.24, 0.24, tx + face * (tower / 2 + 0.02), towerTop - 1.0, tz + i * 0.7, '#3a2f28');
    }
  }

  // The outside stair: a landing before the first floor's door, steps down along the wall.
  const landingX = mx - 2.6;
  const stairDepth = 1.3;
  const stairZ = front + stairDepth / 2;
  const steps = Math.round(floorHeight / 0.32);
  matte.box(1.6, floorHeight, stairDepth, landingX, 0, stairZ, stone);
  matte.box(1.6, 0.9, 0.22, landingX, floorHeight, front + stairDepth - 0.11, light);
  for (let i = 0; i < steps - 1; i++) {
    const height = floorHeight - (i + 1) * 0.32;
    matte.box(0.34, height, stairDepth, landingX + 0.8 + 0.17 + i * 0.32, 0, stairZ, i % 2 ? stone : light);
  }
  if (floors > 1) builder.door(landingX, front, floorHeight, 1.0, 2.1, light);
  // The ground floor's door beside the stair's foot.
  const doorX = landingX + 0.8 + steps * 0.32 + 1.0;
  builder.door(doorX, front, 0, 1.1, 2.2, light);

  // Small windows with green shutters: two floors on every face, kept clear of the stair and doors.
  const window = (x: number, y: number, z: number, facing: 'z' | 'x', sign: number) => {
    const [w, d] = facing === 'z' ? [0.8, 0.12] : [0.12, 0.8];
    builder.parts.windows.box(w, 1.05, d, x, y, z, '#ffffff');
    matte.box(facing === 'z' ? 1.0 : 0.2, 0.12, facing === 'z' ? 0.2 : 1.0, x, y - 0.12, z, light);
    for (const side of [-1, 1]) {
      const [sx, sz] =
        facing === 'z' ? [x + side * 0.62, z + 0.04 * sign] : [x + 0.04 * sign, z + side * 0.62];
      matte.box(facing === 'z' ? 0.42 : 0.08, 1.05, facing === 'z' ? 0.08 : 0.42, sx, y, sz, shutter);
    }
  };
  const lowest = 1.15;
  for (let floor = 0; floor < floors; floor++) {
    const y = floor * floorHeight + lowest;
    for (const x of [mx - mainW / 2 + 1.1, landingX + 2.2, doorX, mx + mainW / 2 - 1.1]) {
      const stairHere = floor === 0 && x > landingX - 1 && x < doorX + 1;
      const doorHere = Math.abs(x - doorX) < 1.2 && floor === 0;
      if (!stairHere && !doorHere) window(x, y, front + 0.04, 'z', 1);
    }
    for (const x of [mx - 2.5, mx + 2.5]) window(x, y, mz - mainD / 2 - 0.04, 'z', -1);
    for (const z of [mz - 1.8, mz + 1.8]) window(mx - mainW / 2 - 0.04, y, z, 'x', -1);
  }

  // The lower wing on the right, its front an open loggia under the same terracotta.
  const wx = width / 2 - wingW / 2;
  const wingD = round(depth * 0.6);
  const wz = -depth / 2 + wingD / 2;
  const wingWall = floorHeight + 0.3;
  const loggia = round(depth - wingD - 0.8);
  matte.box(wingW, wingWall, wingD, wx, 0, wz, stone);
  matte.box(wingW + 0.2, 0.6, wingD + 0.2, wx, 0, wz, dark);
  matte.box(wingW, 0.14, loggia, wx, 0, wz + wingD / 2 + loggia / 2, '#b8704f');
  for (const px of [wx - wingW / 2 + 0.3, wx, wx + wingW / 2 - 0.3])
    matte.box(0.5, wingWall, 0.5, px, 0, wz + wingD / 2 + loggia - 0.3, light);
  matte.box(wingW + 0.1, 0.45, 0.55, wx, wingWall - 0.45, wz + wingD / 2 + loggia - 0.3, light);
  matte.add(hipRoof(wingW + 0.8, wingD + loggia + 0.8, 1.0), roof, {
    position: [wx, wingWall, wz + loggia / 2],
  });
  builder.door(wx, wz + wingD / 2, 0, 1.1, 2.2, light);
  window(width / 2 + 0.04, lowest, wz, 'x', 1);

  // A chimney at the far end of the roof.
  matte.box(
    0.8,
    1.6,
    0.8,
    mx - mainW / 2 + 1.8,
    wall + pitch * 0.3,
    mz - 1.2,
    tinted('#8f8174', '#a65a3a', 0.3),
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
