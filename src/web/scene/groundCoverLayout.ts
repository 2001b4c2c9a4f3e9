import { Color } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import {
  gardenEdge,
  gardenPoint,
  homeDimensions,
  mixSeed,
  onWayToWater,
  plantCanStand,
  poolRect,
  propPlacement,
  sandGardenRadius,
  seededRandom,
  standsOnCliff,
  type TerrainShape,
  terraceRects,
} from '#world';
import { worldLookOf } from './look/settingLooks';

/**
 * Where the grass tufts grow: only out of soil — a lawn, a meadow, moss, a desert yard — never out
 * of paving (a city's quays and squares), a deck or terrace, a pool's rim, the sand of a beach or
 * snow (docs/decisions/0090-water-near-the-camera.md). Pure, so the rule is tested without a GPU.
 */

export interface Tuft {
  x: number;
  y: number;
  z: number;
  scale: number;
  rotation: number;
  color: Color;
}

/** Half a metre of clearance round a deck or a rim: a blade must not lean over its edge. */
const clearance = 0.6;

/** How far from the home's centre tufts may grow; 0 where the ground is never soil. */
export function tuftReach(spec: WorldSpec): number {
  const ground = worldLookOf(spec.terrain).ground;
  if (ground === 'snow' || ground === 'paving') return 0;
  const biome = spec.terrain.biome;
  if (biome === 'beach' || biome === 'island' || biome === 'desert') {
    // On sand only the garden is soil (sandGarden.ts: its edge wanders by up to 2.5 m and
    // models/terrain.ts blends it over 1.5 m): stop well inside that edge.
    const radius = sandGardenRadius(spec);
    return radius === 0 ? 0 : radius - 4;
  }
  return spec.layout.plotRadius * 1.3;
}

/** Whether (x, z) is built-on ground round the home: its terraces, the path, the pool and its rim. */
export function pavedAt(spec: WorldSpec, x: number, z: number): boolean {
  const home = homeDimensions(spec.home);
  if (Math.abs(x) < home.width / 2 + 1.5 && Math.abs(z) < home.depth / 2 + 1.5) return true;
  if (onWayToWater(spec, x, z)) return true;
  // The path to the door.
  if (Math.abs(x) < 1.5 && z > 0 && z < home.depth / 2 + 6) return true;
  for (const deck of terraceRects(spec)) {
    if (deck.y > 0.5) continue;
    if (
      Math.abs(x - deck.x) < deck.width / 2 + clearance &&
      Math.abs(z - deck.z) < deck.depth / 2 + clearance
    )
      return true;
  }
  const pool = poolRect(spec);
  // The rim reaches 0.6 m past the water, the loungers 2.4 m along its side.
  if (pool && Math.abs(x - pool.x) < pool.width / 2 + 2.8 && Math.abs(z - pool.z) < pool.depth / 2 + 1.5)
    return true;
  return false;
}

/**
 * The rainforest's floor is leaf litter and seedlings on dark moss, not a lawn with flowers
 * (docs/decisions/0092-rainforest-layers.md): its cover is fallen leaves lying flat.
 */
export function coversWithLitter(spec: WorldSpec): boolean {
  return spec.terrain.setting === 'rainforest';
}

/** Fallen leaves: russet, ochre, dead brown, and here and there a dark green seedling. */
const litterColours = ['#5e3c24', '#6e4a28', '#4a3420', '#7a5a30', '#2a4a26', '#583020'];

export function layoutTufts(spec: WorldSpec, shape: TerrainShape): Tuft[] {
  const reach = tuftReach(spec);
  if (reach === 0) return [];
  const biome = spec.terrain.biome;
  const random = seededRandom(mixSeed(spec.terrain.seed, 808));
  const plot = spec.layout.plotRadius;
  // The desert's yard grows sparse dry bunchgrass and the odd yellow bloom, not a green lawn
  // (docs/decisions/0085-settings-look-like-their-words.md).
  const dry = biome === 'desert';
  const litter = coversWithLitter(spec);
  const flowers = dry
    ? ['#f4c542', '#e8a33c']
    : [spec.palette.accent, spec.palette.primary, '#ffffff', '#f4c542'];
  // Litter is two small leaves an instance, so more of them cover the floor for the same triangles.
  const most = dry ? 160 : litter ? 1200 : 900;
  const list: Tuft[] = [];
  const leaf = dry
    ? new Color(spec.palette.ground).lerp(new Color('#8f8a52'), 0.6)
    : new Color(spec.palette.foliage);
  for (let attempt = 0; attempt < 2600 && list.length < most; attempt++) {
    const r = Math.sqrt(random()) * reach;
    const angle = random() * Math.PI * 2;
    const x = Math.cos(angle) * r;
    const z = Math.sin(angle) * r;
    if (pavedAt(spec, x, z)) continue;
    if (
      spec.props.some((prop) => {
        const at = propPlacement(prop, spec);
        return Math.hypot(at.x - x, at.z - z) < 2.5 * prop.scale;
      })
    )
      continue;
    if (shape.wetness(x, z) > 0) continue;
    const y = shape.height(x, z);
    // Not off the plot's edge onto the sand, nor down a cliff-top plot's rock face.
    if ((y < 0.05 && r > plot) || y < -0.05) continue;
    if (!plantCanStand(shape, x, z)) continue;
    const flower = !litter && random() < (dry ? 0.06 : 0.18);
    list.push({
      x,
      y,
      z,
      scale: flower ? 0.8 + random() * 0.4 : 0.6 + random() * 0.8,
      rotation: random() * Math.PI * 2,
      color: litter
        ? new Color(litterColours[Math.floor(random() * litterColours.length)] ?? '#6b3a22')
        : flower
          ? new Color(flowers[Math.floor(random() * flowers.length)] ?? '#ffffff')
          : leaf.clone().offsetHSL((random() - 0.5) * 0.04, 0, (random() - 0.5) * 0.12),
    });
  }
  return [...list, ...duneGrass(spec, shape)];
}

/** Dune grass is a pale, dry green, taller than the lawn's tufts. */
const duneGreen = new Color('#a9a86a');
/** How many dune grass tufts a beach garden's edge holds at most. */
const duneTufts = 170;

/**
 * Dune grass where a beach garden gives way to the sand, along its seaward half
 * (docs/decisions/0094-coast-cliff-and-beach.md): from just inside the lawn's wandering edge to
 * 2.5 m out on the sand, so the sand between the garden and the water starts at a line of grass,
 * as a real beach's does. None on a cliff-top garden (its edge is the cliff's) or by a river.
 */
function duneGrass(spec: WorldSpec, shape: TerrainShape): Tuft[] {
  const radius = sandGardenRadius(spec);
  const biome = spec.terrain.biome;
  if (radius === 0 || spec.terrain.water !== 'sea' || biome === 'desert' || standsOnCliff(spec)) return [];
  const random = seededRandom(mixSeed(spec.terrain.seed, 809));
  const list: Tuft[] = [];
  for (let attempt = 0; attempt < duneTufts * 2 && list.length < duneTufts; attempt++) {
    const angle = Math.PI * (0.1 + 0.8 * random());
    const probe = gardenPoint(spec, radius, angle, radius);
    const edge = gardenEdge(spec, radius, probe.x, probe.z);
    const { x, z } = gardenPoint(spec, radius, angle, edge - 0.8 + random() * 3.3);
    if (pavedAt(spec, x, z) || shape.wetness(x, z) > 0) continue;
    const y = shape.height(x, z);
    if (y < -0.05) continue;
    list.push({
      x,
      y,
      z,
      scale: 1.3 + random() * 0.9,
      rotation: random() * Math.PI * 2,
      color: duneGreen.clone().offsetHSL((random() - 0.5) * 0.03, 0, (random() - 0.5) * 0.1),
    });
  }
  return list;
}
