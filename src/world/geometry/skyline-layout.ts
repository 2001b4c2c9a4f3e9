import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom } from '../spec/random';
import type { TerrainShape } from './terrain-shape';
import { waterStartZ } from './world-layout';

/**
 * A city's skyline around the plot: towers on a street grid, taller towards a downtown ahead of the
 * home, with a second cluster behind it; a canal city's tall narrow houses along its quays. Each
 * tower is a box standing half a metre into the ground under its middle. Pure and seeded: the
 * scene draws these boxes (src/web/scene/Skyline.tsx), the view judge meets them.
 */
export interface Tower {
  x: number;
  z: number;
  /** Width (x), depth (z), height (y), metres. */
  w: number;
  d: number;
  h: number;
  /** 0..1: which of the skyline's colours. */
  shade: number;
}

/** How far into the ground a tower's foot stands, metres (a slope never shows under it). */
export const towerFooting = 0.5;

export function skylineTowers(spec: WorldSpec, shape: TerrainShape): Tower[] {
  if (spec.terrain.biome !== 'city') return [];
  const random = seededRandom(mixSeed(spec.terrain.seed, 606));
  const plot = spec.layout.plotRadius;
  const list: Tower[] = [];
  const canal = spec.terrain.setting === 'canal-city';
  if (canal) list.push(...canalHouses(spec, random));
  const block = 22;
  for (let gx = -12; gx <= 12; gx++)
    for (let gz = -12; gz <= 12; gz++) {
      const x = gx * block + (random() - 0.5) * 4;
      const z = gz * block + (random() - 0.5) * 4;
      const r = Math.hypot(x, z);
      if (r < plot * 1.35 || r > 280) continue;
      if (shape.wetness(x, z) > 0.01 || shape.wetness(x + 8, z) > 0.01 || shape.wetness(x - 8, z) > 0.01)
        continue;
      if (random() < 0.18) continue;
      // Downtown rises ahead of the home (+z, where its terrace and the arrival view look) with a
      // second cluster behind it; near the plot the blocks stay lower so the home stands out.
      const downtown = Math.max(
        0,
        1 - Math.hypot(x + 30, z - 170) / 150,
        0.7 - Math.hypot(x - 60, z + 150) / 140,
      );
      const nearby = Math.min(1, Math.max(0.3, (r - plot * 1.35) / 110));
      // An old canal city stays low: four or five storeys, no downtown towers.
      const h = canal
        ? 10 + random() * 8
        : (8 + random() * 28 * (0.5 + random()) + downtown * (40 + 120 * random() * random())) * nearby;
      const w = 9 + random() * 8;
      const d = 9 + random() * 8;
      const shade = random();
      list.push({ x, z, w, d, h, shade });
      // Tall towers get a set-back crown, sometimes a spire: a skyline, not a field of boxes.
      if (h > 45 && !canal) {
        list.push({ x, z, w: w * 0.62, d: d * 0.62, h: h * (1.12 + random() * 0.12), shade });
        if (random() < 0.4) list.push({ x, z, w: 0.7, d: 0.7, h: h * 1.4, shade });
      }
    }
  return list;
}

/**
 * A canal city's houses: tall narrow facades shoulder to shoulder along the far quay of the canal
 * (its centre follows the river's curve in terrainShape.ts), and along the near quay beyond the
 * plot, each a shade of brick, cream or painted wood; open opposite the home, where the views look.
 */
function canalHouses(spec: WorldSpec, random: () => number): Tower[] {
  const shore = waterStartZ(spec);
  if (shore === null) return [];
  const plot = spec.layout.plotRadius;
  const houses: Tower[] = [];
  for (const side of [1, -1]) {
    let x = -150;
    while (x < 150) {
      const w = 5 + random() * 2.5;
      const centre = shore + 6 + Math.sin((x + w / 2) / 35) * 5;
      // Far quay: across the canal. Near quay: the plot's side, beyond the plot itself.
      const z = side === 1 ? centre + 10.5 : shore - 4;
      // Opposite the home the far quay opens onto a square, so the views across the canal stay open.
      if (Math.abs(x + w / 2) > (side === 1 ? plot * 0.9 : plot + 4))
        houses.push({ x: x + w / 2, z, w, d: 9, h: 11 + random() * 6, shade: random() });
      x += w + 0.15;
    }
  }
  return houses;
}
