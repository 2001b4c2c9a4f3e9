import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom } from '../spec/random';
import { floraMix } from './flora-plants';
import { smoothstep } from './noise';
import { plantCanStand } from './plant-footing';
import type { TreeKind } from './plant-kinds';
import { type TerrainShape, terrainRadius } from './terrain-shape';
import { layoutVineyard } from './vine-rows';
import { onWayToWater } from './way-to-water';
import { homeDimensions } from './world-layout';

/**
 * Where the plants grow: a seeded scatter around the plot, denser near it and thinning towards
 * the horizon, never in water, on cliffs, in the home or on a prop, and never between the home and
 * the arrival camera. Pure, so it is tested and always gives the same forest for the same seed.
 */

export interface PlantInstance {
  kind: TreeKind;
  x: number;
  y: number;
  z: number;
  rotation: number;
  scale: number;
  /** Brightness variation, 0.85..1.15. */
  shade: number;
  /** Height over width (1 when absent), so a forest of one model does not stand at one height. */
  stretch?: number;
}

const mixes: Record<WorldSpec['terrain']['biome'], [TreeKind, number][]> = {
  beach: [
    ['palm', 0.7],
    ['bush', 0.2],
    ['round', 0.1],
  ],
  island: [
    ['palm', 0.8],
    ['bush', 0.2],
  ],
  mountains: [
    ['pine', 0.85],
    ['rock', 0.15],
  ],
  snow: [
    ['pine', 0.8],
    ['rock', 0.2],
  ],
  forest: [
    ['round', 0.5],
    ['pine', 0.4],
    ['bush', 0.1],
  ],
  lake: [
    ['pine', 0.55],
    ['round', 0.35],
    ['bush', 0.1],
  ],
  countryside: [
    ['round', 0.65],
    ['bush', 0.3],
    ['rock', 0.05],
  ],
  // Saguaros, then the desert's low plants among the rocks: agaves, prickly pears and barrel
  // cacti, never the round green bush of a garden (docs/decisions/0087-desert-casale-snow.md).
  desert: [
    ['cactus', 0.4],
    ['rock', 0.2],
    ['agave', 0.16],
    ['prickly-pear', 0.12],
    ['barrel', 0.12],
  ],
  city: [
    ['round', 0.9],
    ['bush', 0.1],
  ],
};

/**
 * Settings whose plants differ from their biome's: jungle giants and palms in the rainforest,
 * cypresses and olive trees on the vineyard hills, acacias on the savanna, olives above the
 * Mediterranean, bare rock and a few firs in the tundra, and canyons of rock and cactus.
 */
const settingMixes: Partial<Record<WorldSpec['terrain']['setting'], [TreeKind, number][]>> = {
  // Near the home the rainforest is its understory: banana fans, tree ferns and clumps of small
  // palms under the giants (docs/decisions/0092-rainforest-layers.md). Farther out, `farMixes`.
  rainforest: [
    ['jungle', 0.24],
    ['palm', 0.1],
    ['fan-palm', 0.22],
    ['banana', 0.2],
    ['tree-fern', 0.24],
  ],
  'vineyard-hills': [
    ['cypress', 0.5],
    ['olive', 0.4],
    ['bush', 0.1],
  ],
  savanna: [
    ['acacia', 0.55],
    ['bush', 0.3],
    ['rock', 0.15],
  ],
  'cliff-coast': [
    ['olive', 0.4],
    ['cypress', 0.2],
    ['palm', 0.2],
    ['rock', 0.2],
  ],
  tundra: [
    ['rock', 0.5],
    ['pine', 0.3],
    ['bush', 0.2],
  ],
  canyon: [
    ['rock', 0.5],
    ['cactus', 0.3],
    ['agave', 0.1],
    ['prickly-pear', 0.1],
  ],
  'pine-forest': [
    ['pine', 0.8],
    ['round', 0.1],
    ['bush', 0.1],
  ],
  'river-valley': [
    ['round', 0.6],
    ['pine', 0.2],
    ['bush', 0.2],
  ],
};

/**
 * A pine forest in autumn or spring is a mixed wood: half its trees broadleaf, so the season the
 * answers asked for shows in their crowns (look/seasonFoliage.ts) instead of in one tree in ten.
 */
const seasonalMixes: Partial<Record<WorldSpec['terrain']['setting'], [TreeKind, number][]>> = {
  'pine-forest': [
    ['pine', 0.45],
    ['round', 0.45],
    ['bush', 0.1],
  ],
};

/**
 * Beyond the plot's surroundings only what stands out of the canopy shows through the mist: there
 * the rainforest is its emergent giants and tall palms, fewer and larger, not its understory.
 */
const farMixes: Partial<Record<WorldSpec['terrain']['setting'], [TreeKind, number][]>> = {
  rainforest: [
    ['jungle', 0.8],
    ['palm', 0.12],
    ['tree-fern', 0.08],
  ],
};

/** Plants lower than a person's eye over most of their spread, so they may grow on the plot. */
const understory = new Set<TreeKind>(['banana', 'tree-fern', 'fan-palm']);

/**
 * Triangles of each plant model (models/trees.ts; a test keeps these honest), so that the plants
 * of any world, however lush, stay within their share of the 200k-triangle budget.
 */
export const plantTriangles: Record<TreeKind, number> = {
  palm: 196,
  pine: 108,
  round: 84,
  cactus: 164,
  bush: 40,
  rock: 40,
  jungle: 194,
  banana: 66,
  'tree-fern': 82,
  'fan-palm': 120,
  vine: 36,
  cypress: 54,
  olive: 64,
  acacia: 72,
  agave: 54,
  'prickly-pear': 124,
  barrel: 68,
};
export const plantTriangleBudget = 50_000;

/** The desert's low plants (models/desertPlants.ts). */
export const desertLow = new Set<TreeKind>(['agave', 'prickly-pear', 'barrel']);

export function layoutVegetation(spec: WorldSpec, shape: TerrainShape): PlantInstance[] {
  const random = seededRandom(mixSeed(spec.terrain.seed, 404));
  const plot = spec.layout.plotRadius;
  const home = homeDimensions(spec.home);
  const biome = spec.terrain.biome;
  const { setting, season } = spec.terrain;
  const turning = season === 'autumn' || season === 'spring';
  // A known climate's own plants first: no palms by a North-Atlantic lighthouse (decision 0110).
  const mix =
    floraMix(spec) ?? (turning ? seasonalMixes[setting] : undefined) ?? settingMixes[setting] ?? mixes[biome];
  const farMix = farMixes[spec.terrain.setting] ?? mix;
  // Every camera's line of sight near the plot stays clear of trunks and canopies.
  const sightLines = [spec.arrival.viewpoint, ...spec.categories.map((view) => view.viewpoint)].map(
    sightLine,
  );
  const budget = Math.round(
    (biome === 'desert' ? 60 : biome === 'city' ? 40 : 90) +
      spec.terrain.vegetation *
        (biome === 'desert' ? 120 : biome === 'beach' || biome === 'island' ? 260 : 520),
  );
  const plants: PlantInstance[] = [];
  let triangles = 0;
  // Vine rows first (vineyard hills only): low, so they may stand nearer the views than trees.
  const vineyard = layoutVineyard(
    spec,
    shape,
    (x, z) =>
      Math.hypot(x, z) >= plot ||
      (!(Math.abs(x) < home.width / 2 + 8 && Math.abs(z) < home.depth / 2 + 10) &&
        !spec.props.some(
          (prop) => Math.hypot(prop.position[0] - x, prop.position[2] - z) < 4 * prop.scale + 2,
        ) &&
        distanceToSegment(x, z, 0, 0, sightLines[0]?.[0] ?? 0, sightLines[0]?.[1] ?? 0) >= 8),
    (x, z) => sightLines.every(([ax, az, bx, bz]) => distanceToSegment(x, z, ax, az, bx, bz) >= 4),
  );
  for (const vine of vineyard.segments) {
    triangles += plantTriangles.vine;
    plants.push({ kind: 'vine', ...vine, scale: 1, shade: 0.92 + random() * 0.16 });
  }
  const maxRadius = biome === 'city' ? plot * 1.3 : terrainRadius * 0.8;
  // The rainforest spends its triangles near the home, where its layers are seen, and leaves the
  // distance to fewer giants in the mist (docs/decisions/0092-rainforest-layers.md).
  const nearBias = farMixes[spec.terrain.setting] ? 2.7 : 2;

  for (let attempt = 0; attempt < budget * 4 && plants.length < budget; attempt++) {
    // Radius biased towards the plot, where the camera looks.
    const u = random();
    const r = plot * 0.55 + (maxRadius - plot * 0.55) * u ** nearBias;
    const angle = random() * Math.PI * 2;
    const x = Math.cos(angle) * r;
    const z = Math.sin(angle) * r;
    const kind = pick(r > plot * 2.5 ? farMix : mix, random());
    const y = shape.height(x, z);
    if (shape.wetness(x, z) > 0.02 || y < shape.waterLevel + 0.4) continue;
    if (vineyard.covers(x, z)) continue;
    if (y > (biome === 'mountains' || biome === 'snow' ? 42 : 55) && kind !== 'rock') continue;
    // On the plot: keep clear of the home, the props and the view from the arrival point.
    if (r < plot) {
      if (Math.abs(x) < home.width / 2 + 5 && Math.abs(z) < home.depth / 2 + 7) continue;
      if (spec.props.some((prop) => Math.hypot(prop.position[0] - x, prop.position[2] - z) < 4 * prop.scale))
        continue;
      if (distanceToSegment(x, z, 0, 0, sightLines[0]?.[0] ?? 0, sightLines[0]?.[1] ?? 0) < 8) continue;
      if (random() > (understory.has(kind) ? 0.85 : 0.3)) continue;
    }
    if (sightLines.some(([ax, az, bx, bz]) => distanceToSegment(x, z, ax, az, bx, bz) < 7)) continue;
    // Nothing on slopes steeper than roots hold, nor down a cliff's face; nothing on the way to the water.
    if (!plantCanStand(shape, x, z, kind === 'rock')) continue;
    if (onWayToWater(spec, x, z)) continue;
    if (triangles + plantTriangles[kind] > plantTriangleBudget) break;
    triangles += plantTriangles[kind];
    const far = smoothstep(plot, maxRadius, r);

    plants.push({
      kind,
      x,
      y: y - 0.15,
      z,
      rotation: random() * Math.PI * 2,
      // Distant trees are drawn larger so the forest still reads as a forest through the fog.
      // The desert's low plants, a metre across, are drawn a half larger so they show beyond the plot.
      scale:
        (kind === 'palm' ? 0.6 + random() * 0.35 : 0.75 + random() * 0.6) *
        (1 + far * 0.9) *
        (desertLow.has(kind) ? 1.5 : 1),
      shade: 0.85 + random() * 0.3,
      // Giants and palms of several heights, so the canopy is layered rather than one flat roof.
      ...(kind === 'jungle' || kind === 'palm' || understory.has(kind)
        ? { stretch: 0.8 + random() * 0.45 }
        : {}),
    });
  }
  return plants;
}

/** The first 40 m of a camera's view, on the ground plane: [fromX, fromZ, toX, toZ]. */
function sightLine(view: WorldSpec['arrival']['viewpoint']): [number, number, number, number] {
  const [px, , pz] = view.position;
  const [tx, , tz] = view.target;
  const length = Math.hypot(tx - px, tz - pz) || 1;
  const reach = Math.min(40, length);
  return [px, pz, px + ((tx - px) / length) * reach, pz + ((tz - pz) / length) * reach];
}

function pick(mix: [TreeKind, number][], value: number): TreeKind {
  let sum = 0;
  for (const [kind, weight] of mix) {
    sum += weight;
    if (value <= sum) return kind;
  }
  return mix[0]?.[0] ?? 'round';
}

function distanceToSegment(px: number, pz: number, ax: number, az: number, bx: number, bz: number): number {
  const dx = bx - ax;
  const dz = bz - az;
  const length = dx * dx + dz * dz || 1;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (pz - az) * dz) / length));
  return Math.hypot(px - ax - t * dx, pz - az - t * dz);
}
