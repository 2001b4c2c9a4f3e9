import type { PropKind, PropSite, WorldProp, WorldSpec } from '#shared/worldSpec';
import type { PropChoice } from '../spec/props';
import type { Random } from '../spec/random';
import {
  homeClearance,
  homeDimensions,
  poolRect,
  propFootprintRadius,
  type TerraceRect,
  terraceRects,
  waterStartZ,
} from './world-layout';

type Placed = Pick<WorldSpec, 'home' | 'terrain' | 'layout'>;

/** Props stay this far inside the plot's edge (the terrain starts rising there). */
export const plotMargin = 2;
/** Gap kept between two props, and between a prop and the pool or the water's edge. */
const gap = 0.6;

/** Room for the home, its clearance and a ring of props; a plane needs more. */
export function plotRadiusFor(home: WorldSpec['home'], choices: readonly PropChoice[]): number {
  const { width, depth } = homeDimensions(home);
  const halfDiagonal = Math.hypot(width / 2 + homeClearance, depth / 2 + homeClearance);
  const extra = choices.some((choice) => choice.kind === 'plane') ? 8 : 0;
  return Math.round(Math.min(60, Math.max(26, halfDiagonal + 20 + extra)));
}

const boatKinds = new Set<PropKind>(['boat', 'sailboat', 'yacht', 'kayak']);
const vehicleKinds = new Set<PropKind>([
  'car',
  'convertible',
  'pickup',
  'jeep',
  'motorbike',
  'scooter',
  'bicycle',
  'cargo-bike',
  'snowmobile',
]);
/** Things that live indoors: they stand on the home's terrace, never out in a field. */
const indoorKinds = new Set<PropKind>([
  'piano',
  'guitar',
  'books',
  'desk',
  'art',
  'gym',
  'yoga-mat',
  'fireplace',
  'globe',
  'telescope',
  'kitchen',
  'lab-bench',
  'blackboard',
  'workbench',
  'skis',
]);

/** Where a kind of thing belongs (docs/decisions/0042). */
export function siteFor(kind: PropKind, hasWater: boolean): PropSite {
  if (boatKinds.has(kind)) return 'water';
  if (kind === 'surfboard') return hasWater ? 'dock' : 'terrace';
  if (vehicleKinds.has(kind)) return 'drive';
  if (indoorKinds.has(kind)) return 'terrace';
  return 'garden';
}

/**
 * Where each kind of thing likes to be on the open plot, as an angle around the home (0 = in
 * front, +z; positive towards +x) with a spread, and a band from the home's wall (0) to the
 * plot's edge (1). Vehicles share the drive (front right); garden things spread round the back.
 */
// The drive runs along the home's right side, out of the home view's line of sight (front right).
const drive = { angle: 1.55, spread: 0.35, band: [0, 0.3] as [number, number] };
const zones: Partial<Record<PropKind, { angle: number; spread: number; band: [number, number] }>> = {
  plane: { angle: Math.PI, spread: 1.4, band: [0.45, 1] },
  flowers: { angle: 0.3, spread: 1.6, band: [0, 0.4] },
  hammock: { angle: -2.2, spread: 0.8, band: [0.2, 0.6] },
  campfire: { angle: -2.6, spread: 0.8, band: [0.3, 0.7] },
  'hot-tub': { angle: 2.2, spread: 0.6, band: [0, 0.35] },
  dog: { angle: 0.25, spread: 0.3, band: [0, 0.15] },
  'vegetable-garden': { angle: -2.6, spread: 0.9, band: [0.1, 0.5] },
  stage: { angle: -1.9, spread: 0.8, band: [0.2, 0.7] },
};
const gardenZone = { angle: Math.PI, spread: 2.4, band: [0, 0.6] as [number, number] };

interface Circle {
  x: number;
  z: number;
  r: number;
}
interface Spot extends Circle {
  y: number;
}

/** Ground rules: on the plot, clear of the home, the pool and the water. */
function fitsGround(circle: Circle, spec: Placed, placed: readonly Spot[]): boolean {
  const { x, z, r } = circle;
  if (Math.hypot(x, z) + r > spec.layout.plotRadius - plotMargin - 0.05) return false;
  const home = homeDimensions(spec.home);
  const dx = Math.max(Math.abs(x) - (home.width / 2 + homeClearance), 0);
  const dz = Math.max(Math.abs(z) - (home.depth / 2 + homeClearance), 0);
  if (dx * dx + dz * dz < (r + 0.1) ** 2) return false;
  const pool = poolRect(spec);
  if (pool) {
    const px = Math.max(Math.abs(x - pool.x) - pool.width / 2, 0);
    const pz = Math.max(Math.abs(z - pool.z) - pool.depth / 2, 0);
    if (px * px + pz * pz < (r + gap) ** 2) return false;
  }
  const water = waterStartZ(spec);
  if (water !== null && z + r > water - gap) return false;
  return clearOf(circle, 0, placed);
}

function clearOf(circle: Circle, y: number, placed: readonly Spot[]): boolean {
  return placed.every(
    (other) =>
      Math.abs(other.y - y) > 2 ||
      Math.hypot(circle.x - other.x, circle.z - other.z) >= circle.r + other.r + gap,
  );
}

/** Inside a terrace deck, off the path to the door (x = 0 on the front deck). */
function fitsTerrace(circle: Circle, deck: TerraceRect, spec: Placed, placed: readonly Spot[]): boolean {
  const { x, z, r } = circle;
  const inside =
    Math.abs(x - deck.x) <= deck.width / 2 - r * 0.6 && Math.abs(z - deck.z) <= deck.depth / 2 - r * 0.6;
  if (!inside) return false;
  const home = homeDimensions(spec.home);
  const onFront = deck.y === 0 && z > home.depth / 2;
  if (onFront && Math.abs(x) < r + 0.9) return false;
  // A raised deck sits over the water for a houseboat; on the ground the water stays clear.
  const water = waterStartZ(spec);
  if (deck.y === 0 && water !== null && z + r > water - gap) return false;
  return clearOf(circle, deck.y, placed);
}

/** Afloat: in the water, clear of a floating home and of other boats. */
function fitsWater(circle: Circle, spec: Placed, placed: readonly Spot[], water: number): boolean {
  const { x, z, r } = circle;
  if (z - r < water + 0.5) return false;
  const home = homeDimensions(spec.home);
  const dx = Math.max(Math.abs(x) - home.width / 2 - 1.5, 0);
  const dz = Math.max(Math.abs(z) - home.depth / 2 - 1.5, 0);
  if (dx * dx + dz * dz < r * r) return false;
  return clearOf(circle, 0, placed);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function groundCandidate(
  kind: PropKind,
  site: PropSite,
  attempt: number,
  spec: Placed,
  r: number,
  random: Random,
): Circle {
  const home = homeDimensions(spec.home);
  const inner = Math.hypot(home.width / 2, home.depth / 2) * 0.7 + homeClearance;
  const outer = spec.layout.plotRadius - plotMargin;
  const zone = site === 'drive' ? drive : (zones[kind] ?? gardenZone);
  const own = attempt < 60;
  const angle = own ? zone.angle + (random.next() - 0.5) * zone.spread * 2 : random.range(-Math.PI, Math.PI);
  const band = own ? random.range(...zone.band) : random.next();
  const distance = inner + r + band * Math.max(0, outer - inner - 2 * r);
  const candidate = { x: Math.sin(angle) * distance, z: Math.cos(angle) * distance, r };
  const water = waterStartZ(spec);
  // The dock: right at the water's edge.
  if (site === 'dock' && water !== null && own) candidate.z = water - gap - r - random.range(0.05, 1);
  return candidate;
}

function waterCandidate(spec: Placed, r: number, water: number, random: Random): Circle {
  const reach = spec.layout.plotRadius * 0.6;
  const x = random.range(-reach, reach);
  // A river or canal is narrow: boats keep to its middle; on a lake or the sea they lie off shore.
  const z =
    spec.terrain.water === 'river'
      ? water + 6 + random.range(-0.8, 0.8)
      : water + r + 1.5 + random.range(0, 8);
  return { x, z, r };
}

function findSpot(
  choice: PropChoice,
  site: PropSite,
  r: number,
  spec: Placed,
  placed: readonly Spot[],
  random: Random,
): Spot | null {
  if (site === 'water') {
    const water = waterStartZ(spec);
    if (water === null) return null;
    for (let attempt = 0; attempt < 80; attempt++) {
      const candidate = waterCandidate(spec, r, water, random);
      if (fitsWater(candidate, spec, placed, water)) return { ...candidate, y: 0 };
    }
    return null;
  }
  if (site === 'terrace') {
    const decks = terraceRects(spec);
    for (let attempt = 0; attempt < 120; attempt++) {
      // The front deck first: it is the one the arrival and home views see.
      const deck = (attempt < 50 ? decks[0] : random.pick(decks)) as TerraceRect;
      const candidate = {
        x: deck.x + random.range(-0.5, 0.5) * Math.max(0, deck.width - r),
        z: deck.z + random.range(-0.5, 0.5) * Math.max(0, deck.depth - r),
        r,
      };
      if (fitsTerrace(candidate, deck, spec, placed)) return { ...candidate, y: deck.y };
    }
    return null;
  }
  for (let attempt = 0; attempt < 160; attempt++) {
    const candidate = groundCandidate(choice.kind, site, attempt, spec, r, random);
    if (fitsGround(candidate, spec, placed)) return { ...candidate, y: 0 };
  }
  return null;
}

/**
 * Places props, biggest first, each where it belongs: indoor things on the terrace, vehicles on
 * the drive, boats afloat, the rest in the garden near their own corner. A prop that cannot fit
 * where it belongs is left out rather than dropped somewhere it does not belong.
 */
export function placeProps(choices: readonly PropChoice[], spec: Placed, random: Random): WorldProp[] {
  const hasWater = spec.terrain.water !== 'none';
  const order = choices
    .map((choice, index) => ({ choice, index, scale: round2(random.range(0.9, 1.12)) }))
    .sort(
      (a, b) =>
        propFootprintRadius[b.choice.kind] * b.scale - propFootprintRadius[a.choice.kind] * a.scale ||
        a.index - b.index,
    );
  const placed: (Spot & { index: number; prop: WorldProp })[] = [];
  for (const { choice, index, scale } of order) {
    const r = propFootprintRadius[choice.kind] * scale;
    const site = siteFor(choice.kind, hasWater);
    const spot = findSpot(choice, site, r, spec, placed, random);
    if (!spot) continue;
    // Ground things turn towards the home; boats lie along the shore; terrace things face out.
    const facing =
      site === 'water'
        ? Math.PI / 2 + random.pick([0, Math.PI]) + random.range(-0.25, 0.25)
        : site === 'terrace'
          ? random.range(-0.5, 0.5)
          : Math.atan2(-spot.x, -spot.z) + random.range(-0.4, 0.4);
    placed.push({
      ...spot,
      index,
      prop: {
        kind: choice.kind,
        category: choice.category,
        position: [round2(spot.x), round2(spot.y), round2(spot.z)],
        site,
        rotationY: round2(Math.atan2(Math.sin(facing), Math.cos(facing))),
        scale,
        color: choice.color,
        label: choice.label,
      },
    });
  }
  return placed.sort((a, b) => a.index - b.index).map((item) => item.prop);
}
