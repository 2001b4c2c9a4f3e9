import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import { fovForAspect } from './field-of-view';
import { subjectOf } from './frame-rules';
import { homeSolids, penthouseBlock } from './home-solids';
import { ellipsoidPoints, hullCorners } from './solid-corners';
import { type TerrainShape, terrainShape } from './terrain-shape';
import { floorHeight, homeDimensions, standsOnCliff, terraceRects } from './world-layout';

/**
 * The arrival as it is shown on a screen of this shape
 * (docs/decisions/0088-arrival-fits-every-screen.md), computed by the world on its own terrain and
 * the home's solids (home-solids.ts), so the scene, the tour, VR and the mirror all stand where it
 * says (docs/decisions/0106-the-world-computes-each-view.md). The generator stands the inland arrival on
 * the flat plot, so a wide home seen by an upright phone (±17.6° across) was cut at both ends.
 * Here the camera steps back along its own line of sight — same bearing, same pitch, the same
 * height over the ground under it — until the building (walls, roof, balconies: `inBuilding`) fits inside the
 * frame with `arrivalMargin` to spare on every side. A view that already fits is returned as it is,
 * so desktops see the generator's arrival. Pure and cheap (no rays): it runs before the first frame.
 */

/** The home leaves this share of the frame's half-width (and half-height) free on each side. */
export const arrivalMargin = 0.07;
/** How far the camera may step back, metres: beyond, the land has risen into a ring of hills. */
const maxStepBack = 90;
const step = 0.5;
/**
 * How far past its footprint the walls reach (a porch, a step), metres. The rule that checks the
 * fit (arrival-rules.ts) asks half a metre less: a garden shrub at the building's corner is partly
 * in this band, and its vertices, outside it, are not held.
 */
export const overhang = 1;
/** Higher than this, metres, anything of the home's model is the building (a storey's height). */
const eaves = floorHeight;

type Point = [number, number, number];

/**
 * Whether a point of the home's model is part of the building the arrival must hold whole: all of
 * it within `overhang` of the footprint (walls, doors, a porch, a houseboat's hull) and whatever
 * stands higher than `eaves` (roofs, eaves, upper balconies, a treehouse's deck and crown). What
 * lies around it on the plot — side decks, garden beds, the pool — and what stands in the garden
 * (a cactus, an oven, a low courtyard wall) may run out of the frame like the lawn: holding a side
 * deck's far end and a garden cactus pushed the desert's camera 17 m further back, and the home
 * shrank to 4 % of a phone.
 */
export function inBuilding(spec: Pick<WorldSpec, 'home'>, [x, y, z]: Point, reach = overhang): boolean {
  if (y >= eaves) return true;
  const home = homeDimensions(spec.home);
  return Math.abs(x) <= home.width / 2 + reach && Math.abs(z) <= home.depth / 2 + reach;
}

/** Built once per world: the screen turning asks again. */
const buildings = new WeakMap<WorldSpec, Point[]>();

/**
 * The building's points (`inBuilding`): the corners of the home's solids (and an ellipsoid's
 * outermost points) that are in it. Each solid is convex, so all of it is in a frame that holds
 * these.
 */
export function buildingPoints(spec: WorldSpec): Point[] {
  const known = buildings.get(spec);
  if (known) return known;
  const points: Point[] = [];
  for (const solid of homeSolids(spec))
    for (const point of solid.type === 'hull' ? hullCorners(solid) : ellipsoidPoints(solid))
      if (inBuilding(spec, point)) points.push(point);
  buildings.set(spec, points);
  return points;
}

/**
 * Whether every point lies inside the frame, `margin` in from its sides and its bottom. The top is
 * free: a treehouse's crown or a lighthouse's lamp may rise out of it, as a tall tree does.
 */
export function pointsFit(corners: Point[], viewpoint: Viewpoint, aspect: number, margin: number): boolean {
  const [px, py, pz] = viewpoint.position;
  const [tx, ty, tz] = viewpoint.target;
  // The camera's axes: forward (f), right (r, level), up (u = r × f).
  const fl = Math.hypot(tx - px, ty - py, tz - pz);
  const [fx, fy, fz] = [(tx - px) / fl, (ty - py) / fl, (tz - pz) / fl];
  const rl = Math.hypot(fx, fz);
  const [rx, rz] = [-fz / rl, fx / rl];
  const [ux, uy, uz] = [-rz * fy, rz * fx - rx * fz, rx * fy];
  const tanHalf = Math.tan(((fovForAspect(aspect) / 2) * Math.PI) / 180) * (1 - margin);
  const tanH = tanHalf * aspect;
  return corners.every(([x, y, z]) => {
    const [dx, dy, dz] = [x - px, y - py, z - pz];
    const depth = dx * fx + dy * fy + dz * fz;
    if (depth <= 0) return false;
    const across = dx * rx + dz * rz;
    const high = dx * ux + dy * uy + dz * uz;
    return Math.abs(across / depth) <= tanH && high / depth >= -tanHalf;
  });
}

/** The arrival on a screen of this shape (width / height): the home whole, with a margin. */
export function fittedArrival(
  spec: WorldSpec,
  aspect: number,
  shape: TerrainShape = terrainShape(spec),
  generated: Viewpoint = spec.arrival.viewpoint,
): Viewpoint {
  if (spec.home.style === 'penthouse' && subjectOf(spec, null, generated).kind === 'horizon')
    return terraceView(spec, aspect);
  // A view out over the water is about what lies beyond, not the home.
  if (subjectOf(spec, null, generated).kind !== 'home') return generated;
  const corners = buildingPoints(spec);
  if (pointsFit(corners, generated, aspect, arrivalMargin)) return generated;
  const [px, py, pz] = generated.position;
  const [tx, ty, tz] = generated.target;
  const reach = Math.hypot(px - tx, pz - tz);
  if (reach < 0.01) return generated;
  const [bx, bz] = [(px - tx) / reach, (pz - tz) / reach];
  const lift = py - Math.max(shape.height(px, pz), shape.waterLevel);
  const pitch = Math.atan2(ty - py, reach);
  let viewpoint = generated;
  for (let back = step; back <= maxStepBack; back += step) {
    const x = px + bx * back;
    const z = pz + bz * back;
    // Over the water the camera keeps its height over the surface (a visitor on a jetty).
    // Across a canal, a camera that only stepped back would lose the water under the quay's
    // edge: it climbs as it steps back, as from a bridge's rise, so the canal stays in the picture
    // (and below a cliff, so the terrace stays over the cliff's edge).
    const y = Math.max(shape.height(x, z), shape.waterLevel) + lift + back * climb(spec);
    viewpoint = {
      position: [round2(x), round2(y), round2(z)],
      target: [tx, round2(y + (reach + back) * Math.tan(pitch)), tz],
    };
    if (pointsFit(corners, viewpoint, aspect, arrivalMargin)) return viewpoint;
  }
  return viewpoint;
}

/** The penthouse's front right corner (its lit glass corner, facing the terrace). */
function penthouseCorner(spec: WorldSpec): { x: number; z: number } {
  const home = homeDimensions(spec.home);
  const block = penthouseBlock(home.width, home.depth);
  return { x: block.x + block.width / 2, z: block.z + block.depth / 2 };
}

/** Where on the roof the penthouse's arrival stands, and how it turns (see `terraceView`). */
const terraceStand = {
  /** In from the tower's right edge, metres (clear of the glass balustrade). */
  inset: 0.7,
  /** How far forward of the tower's middle, as a share of its depth: in front of the planter. */
  forward: 0.12,
  /** Eyes over the terrace floor, metres: just over the penthouse's roof (3.8 m), below the generator's 5.4. */
  eyes: 4.4,
  /** The penthouse's front corner stands this share of the way from the middle to the right edge. */
  corner: 0.85,
  /** Looking this far below the horizontal, radians: the terrace and its things in the lower half. */
  down: (10 * Math.PI) / 180,
  /** The target stands out in the city, this far off (beyond the plot: a view out). */
  reach: 120,
};

/**
 * A penthouse's arrival from its own roof (docs/decisions/0088-arrival-fits-every-screen.md):
 * standing at the terrace's back beside the penthouse, on the strip the pool and the planters
 * keep (the generator furnishes the terrace in front of it, so nothing stands against the lens),
 * looking out across the terrace — the penthouse's lit front corner on the right, the terrace,
 * its things and its glass balustrade ahead, the city's towers beyond. Turned on each screen so
 * the corner stands inside its frame (a phone sees ±17.6° across, a desktop ±36.7°). The
 * generator's view stood 5 m over the terrace's front edge looking out, and showed only the city:
 * nothing said whose terrace it was.
 */
export function terraceView(spec: WorldSpec, aspect: number): Viewpoint {
  const [deck] = terraceRects(spec);
  if (!deck) return spec.arrival.viewpoint;
  const front = penthouseCorner(spec);
  const home = homeDimensions(spec.home);
  const { inset, forward, eyes, corner, down, reach } = terraceStand;
  const x = home.width / 2 - inset;
  const z = home.depth * forward;
  const y = deck.y + eyes;
  // Bearings from straight out (+z), towards −x: the penthouse's front corner's, and the view's.
  const cornerBearing = Math.atan2(x - front.x, front.z - z);
  const halfAcross = Math.atan(Math.tan(((fovForAspect(aspect) / 2) * Math.PI) / 180) * aspect);
  const bearing = cornerBearing - corner * halfAcross;
  return {
    position: [round2(x), round2(y), round2(z)],
    target: [
      round2(x - Math.sin(bearing) * reach),
      round2(y - Math.tan(down) * reach),
      round2(z + Math.cos(bearing) * reach),
    ],
  };
}

/**
 * Metres the camera climbs per metre it steps back (see `fittedArrival`): across a canal, and
 * below a cliff-top home, where a phone's camera stepping back level saw less and less of the
 * terrace over the cliff's edge (docs/decisions/0094-coast-cliff-and-beach.md).
 */
const climb = (spec: WorldSpec) => (spec.home.style === 'houseboat' ? 0.25 : standsOnCliff(spec) ? 0.1 : 0);

const round2 = (value: number) => Math.round(value * 100) / 100;
