import {
  homeClearance,
  homeDimensions,
  poolRect,
  propFootprintRadius,
  waterStartZ,
} from '#shared/worldLayout';
import type { PropKind, WorldProp, WorldSpec } from '#shared/worldSpec';
import type { Random } from '../random';
import type { PropChoice } from './props';

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

/**
 * Where each kind of thing likes to be, as an angle around the home (0 = in front, +z; positive
 * towards +x) with a spread, and a band from the home's wall (0) to the plot's edge (1).
 */
const zones: Record<PropKind, { angle: number; spread: number; band: [number, number] }> = {
  car: { angle: 0.9, spread: 0.5, band: [0, 0.3] },
  boat: { angle: 0, spread: 1.2, band: [0.6, 1] },
  plane: { angle: Math.PI, spread: 1.4, band: [0.45, 1] },
  bicycle: { angle: 1.1, spread: 0.6, band: [0, 0.3] },
  piano: { angle: -0.9, spread: 0.5, band: [0, 0.3] },
  guitar: { angle: -0.7, spread: 0.6, band: [0, 0.3] },
  books: { angle: -0.8, spread: 0.6, band: [0, 0.3] },
  art: { angle: -1.1, spread: 0.6, band: [0, 0.35] },
  flowers: { angle: 0.3, spread: 1.6, band: [0, 0.4] },
  gym: { angle: 1.9, spread: 0.6, band: [0, 0.4] },
  'yoga-mat': { angle: 1.6, spread: 0.7, band: [0.1, 0.5] },
  desk: { angle: -1.3, spread: 0.5, band: [0, 0.3] },
  telescope: { angle: -0.3, spread: 0.8, band: [0.3, 0.7] },
  fireplace: { angle: -0.35, spread: 0.4, band: [0, 0.25] },
  hammock: { angle: -2.2, spread: 0.8, band: [0.2, 0.6] },
  campfire: { angle: -2.6, spread: 0.8, band: [0.3, 0.7] },
  'hot-tub': { angle: 2.2, spread: 0.6, band: [0, 0.35] },
  dog: { angle: 0.25, spread: 0.3, band: [0, 0.15] },
  globe: { angle: -0.55, spread: 0.5, band: [0.05, 0.35] },
  'vegetable-garden': { angle: -2.6, spread: 0.9, band: [0.1, 0.5] },
};

interface Circle {
  x: number;
  z: number;
  r: number;
}

/** The rules every placed prop obeys (the tests check the same rules independently). */
function fits(circle: Circle, spec: Placed, placed: readonly Circle[]): boolean {
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
  return placed.every((other) => Math.hypot(x - other.x, z - other.z) >= r + other.r + gap);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Places props on the plot, biggest first, each near where it belongs (a car by the drive, a boat
 * at the water's edge, the desk by the studio side) and otherwise anywhere free. A prop that
 * cannot fit anywhere is left out rather than overlapping something.
 */
export function placeProps(choices: readonly PropChoice[], spec: Placed, random: Random): WorldProp[] {
  const home = homeDimensions(spec.home);
  const inner = Math.hypot(home.width / 2, home.depth / 2) * 0.7 + homeClearance;
  const outer = spec.layout.plotRadius - plotMargin;
  const order = choices
    .map((choice, index) => ({ choice, index, scale: round2(random.range(0.9, 1.12)) }))
    .sort(
      (a, b) =>
        propFootprintRadius[b.choice.kind] * b.scale - propFootprintRadius[a.choice.kind] * a.scale ||
        a.index - b.index,
    );
  const placed: (Circle & { index: number; prop: WorldProp })[] = [];
  for (const { choice, index, scale } of order) {
    const r = propFootprintRadius[choice.kind] * scale;
    const zone = zones[choice.kind];
    const water = waterStartZ(spec);
    let spot: Circle | null = null;
    for (let attempt = 0; attempt < 160 && !spot; attempt++) {
      // The first tries stay in the prop's own zone, then anywhere on the plot.
      const own = attempt < 60;
      let angle = own
        ? zone.angle + (random.next() - 0.5) * zone.spread * 2
        : random.range(-Math.PI, Math.PI);
      let band = own ? random.range(...zone.band) : random.next();
      if (choice.kind === 'boat' && water === null) {
        angle = random.pick([-1.8, 1.8, Math.PI]) + (random.next() - 0.5) * 0.6;
        band = random.range(0.3, 0.8);
      }
      const distance = inner + r + band * Math.max(0, outer - inner - 2 * r);
      const candidate = { x: Math.sin(angle) * distance, z: Math.cos(angle) * distance, r };
      // A boat with water beside it waits right at the water's edge.
      if (choice.kind === 'boat' && water !== null && own)
        candidate.z = water - gap - r - random.range(0.05, 1);
      if (fits(candidate, spec, placed)) spot = candidate;
    }
    if (!spot) continue;
    const facing = Math.atan2(-spot.x, -spot.z) + random.range(-0.4, 0.4);
    placed.push({
      ...spot,
      index,
      prop: {
        kind: choice.kind,
        category: choice.category,
        position: [round2(spot.x), 0, round2(spot.z)],
        rotationY: round2(Math.atan2(Math.sin(facing), Math.cos(facing))),
        scale,
        color: choice.color,
        label: choice.label,
      },
    });
  }
  return placed.sort((a, b) => a.index - b.index).map((item) => item.prop);
}
