import type { WorldSpec } from '#shared/worldSpec';
import type { PathBlock } from './path-block';
import type { TerrainShape } from './terrain-shape';
import { cliffEdgeZ, homeDimensions, standsOnCliff, waterStartZ, waterSurfaceY } from './world-layout';

/**
 * A stair down a cliff-top home's cliff to the sea (docs/decisions/0100-cliff-stair-beach-path-and-warm-sand.md):
 * whitewashed steps cut into the face from the plot's edge beside the pool, running along the
 * cliff as they fall, so the sea sees them as a diagonal across the rock; a landing on the pebbles
 * at the foot, a small jetty out over the water and a ladder at its end. Pure.
 */

type StairSpec = Pick<WorldSpec, 'terrain' | 'layout' | 'home' | 'arrival'>;

/** A step's rise and run (along the cliff), and the stair's width (across it), metres. */
const rise = 0.26;
const run = 0.45;
const stairWidth = 1.3;
/** The whitewashed tread's thickness on each step's stone body. */
const tread = 0.09;
const jetty = { length: 3.6, width: 1.4, above: 0.45 };

/** The rectangle the stair, landing and jetty take, so plants and tufts keep off it. */
export interface Corridor {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/**
 * Which side of the home the stair is on: away from the arrival's camera, which stands off the
 * home's axis on its own side, so the jetty lies beside the view rather than under the lens.
 */
function stairSide(spec: StairSpec): 1 | -1 {
  return spec.arrival.viewpoint.position[0] > 0 ? -1 : 1;
}

/** Where the stair begins (x) and how many steps it has; null off a cliff. */
function stairPlan(spec: StairSpec) {
  const shore = waterStartZ(spec);
  if (!standsOnCliff(spec) || shore === null) return null;
  const side = stairSide(spec);
  // From the plot's edge below the home's end, falling along the cliff towards its middle, so
  // the whole flight, its landing and the jetty stand under the home in the arrival's picture.
  const head = (homeDimensions(spec.home).width / 2 - 1.5) * side;
  const foot = waterSurfaceY(spec) + 0.35;
  const steps = Math.ceil(-foot / rise);
  return { side, head, foot, steps, shore, edge: cliffEdgeZ(spec) };
}

export function cliffStairCorridor(spec: StairSpec): Corridor | null {
  const plan = stairPlan(spec);
  if (!plan) return null;
  const far = plan.head - plan.side * (plan.steps * run + 2.6);
  return {
    minX: Math.min(plan.head, far) - 1,
    maxX: Math.max(plan.head, far) + 1,
    minZ: plan.edge - 1.5,
    maxZ: plan.shore + jetty.length + 1,
  };
}

/** Where along z the ground at x comes down to `y` on the way from the cliff's edge to the sea. */
function faceAt(shape: TerrainShape, x: number, y: number, from: number, to: number): number {
  let near = from;
  let far = to;
  for (let i = 0; i < 24; i++) {
    const middle = (near + far) / 2;
    if (shape.height(x, middle) > y) near = middle;
    else far = middle;
  }
  return (near + far) / 2;
}

/** The lowest ground under a block's footprint, so no block floats over a hollow. */
function lowestUnder(shape: TerrainShape, x: number, z: number, halfX: number, halfZ: number): number {
  let lowest = shape.height(x, z);
  for (const [dx, dz] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const)
    lowest = Math.min(lowest, shape.height(x + dx * halfX, z + dz * halfZ));
  return lowest;
}

export function layoutCliffStair(spec: StairSpec, shape: TerrainShape): PathBlock[] {
  const plan = stairPlan(spec);
  if (!plan) return [];
  const { side, head, foot, steps, shore, edge } = plan;
  const blocks: PathBlock[] = [];
  const stepRise = -foot / steps;
  let lastZ = edge;
  for (let i = 0; i < steps; i++) {
    const x = head - side * (i + 0.5) * run;
    const top = -(i + 1) * stepRise;
    // The tread's back edge meets the face where the ground is as high as the step before it:
    // the step is cut in there and built out over the face below.
    const back = Math.max(lastZ - 0.2, faceAt(shape, x, top + stepRise, edge - 1, shore + 1));
    const z = back + stairWidth / 2;
    lastZ = back;
    // The step's body in the cliff's own stone, its tread whitewashed: from the sea the treads
    // read as white lines falling across the rock (whole white blocks read as a row of posts).
    blocks.push(
      {
        x,
        z,
        top: top - tread,
        bottom: lowestUnder(shape, x, z, run / 2, stairWidth / 2) - 0.15,
        width: run + 0.02,
        depth: stairWidth,
        material: 'stone',
      },
      { x, z, top, bottom: top - tread, width: run + 0.06, depth: stairWidth + 0.08, material: 'whitewash' },
    );
  }
  // The landing on the pebbles at the foot, then the jetty out over the water and its ladder.
  const landingX = head - side * (steps * run + 1.1);
  const landingZ = Math.max(lastZ + stairWidth / 2, shore - 1.2);
  const landingTop = foot + 0.12;
  blocks.push(
    {
      x: landingX,
      z: landingZ,
      top: landingTop - tread,
      bottom: lowestUnder(shape, landingX, landingZ, 1.1, 1.1) - 0.2,
      width: 2.2,
      depth: 2.2,
      material: 'stone',
    },
    {
      x: landingX,
      z: landingZ,
      top: landingTop,
      bottom: landingTop - tread,
      width: 2.26,
      depth: 2.26,
      material: 'whitewash',
    },
  );
  const deck = waterSurfaceY(spec) + jetty.above;
  const jettyStart = landingZ + 1.1;
  const jettyEnd = jettyStart + jetty.length;
  blocks.push({
    x: landingX,
    z: (jettyStart + jettyEnd) / 2,
    top: deck,
    bottom: deck - 0.12,
    width: jetty.width,
    depth: jetty.length,
    material: 'wood',
  });
  for (const along of [jettyStart + 1.2, jettyEnd - 0.15])
    for (const across of [-1, 1])
      blocks.push({
        x: landingX + across * (jetty.width / 2 - 0.1),
        z: along,
        top: deck + (along > jettyStart + 2 ? 0.9 : 0),
        bottom: deck - 2,
        width: 0.16,
        depth: 0.16,
        material: 'wood',
      });
  // The ladder's rungs down the jetty's end into the water, between its two tall posts.
  for (let rung = 1; rung <= 3; rung++)
    blocks.push({
      x: landingX,
      z: jettyEnd - 0.15,
      top: deck - rung * 0.35 + 0.04,
      bottom: deck - rung * 0.35,
      width: jetty.width - 0.2,
      depth: 0.08,
      material: 'wood',
    });
  return blocks;
}
