import type { WorldSpec } from '#shared/worldSpec';
import { shownArrival } from './shown-views';
import type { TerrainShape } from './terrain-shape';
import { homeDimensions, terraceRects } from './world-layout';

/**
 * A headset's eye sees about as wide as it sees high: the arrival is fitted to a square screen,
 * so VR starts where the whole home is in view (docs/decisions/0088-arrival-fits-every-screen.md).
 */
export const headsetAspect = 1;

/**
 * The floor under the visitor's feet: the terrain, except on a penthouse's roof, where the fitted
 * arrival stands on the terrace (arrival-fit.ts `terraceView`) and the feet stay on its floor.
 */
export function vrFloor(spec: WorldSpec, shape: TerrainShape): (x: number, z: number) => number {
  const [deck] = spec.home.style === 'penthouse' ? terraceRects(spec) : [];
  if (!deck) return shape.height;
  const home = homeDimensions(spec.home);
  return (x, z) =>
    Math.abs(x) <= home.width / 2 && Math.abs(z) <= home.depth / 2 ? deck.y : shape.height(x, z);
}

/**
 * Where VR puts the visitor's feet and which way they face: the arrival the screen shows
 * (arrival-fit.ts) rather than the generator's, which stands close enough to a wide
 * home to cut both its ends (docs/decisions/0093-painted-clouds.md). Yaw turns the origin's −z
 * (the XR camera's forward) towards the arrival's target.
 */
export function vrStart(spec: WorldSpec, shape: TerrainShape) {
  const arrival = shownArrival(spec, headsetAspect);
  let [x, , z] = arrival.position;
  const [tx, , tz] = arrival.target;
  // A waterside arrival's camera stands out over the water, looking back at the home
  // (docs/decisions/0089-waterside-arrival-shows-home-and-water.md): the feet start on the shore
  // in line with it, not on the sea floor.
  for (let step = 0; step < 80 && shape.height(x, z) < shape.waterLevel; step++) {
    x *= 0.97;
    z *= 0.97;
  }
  return {
    position: [x, vrFloor(spec, shape)(x, z), z] as [number, number, number],
    yaw: Math.atan2(-(tx - x), -(tz - z)),
  };
}
