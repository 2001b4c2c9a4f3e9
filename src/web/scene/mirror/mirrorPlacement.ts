import { Vector3 } from 'three';
import type { Viewpoint, WorldSpec } from '#shared/worldSpec';
import { eyeHeight, homeDimensions } from '#world';

/** The mirror's glass, in metres: a tall standing mirror, a little over head height. */
export const mirrorGlass = { width: 1.1, height: 2.1, standOff: 0.35 } as const;
/** How far in front of the glass the visitor stands (at the walk's eye height). */
const viewDistance = 3.6;

export interface MirrorPlacement {
  /** The foot of the mirror, on the ground. */
  base: Vector3;
  /** Rotation about y so the glass faces the viewer. */
  yaw: number;
  /** Where the camera stands to look into it, and the point it looks at. */
  eye: Vector3;
  lookAt: Vector3;
}

/**
 * The mirror stands in front of the home on the side the visitor arrives from (`arrival`: the
 * arrival the screen shows, composition/arrivalFit.ts), just clear of the wall, so the dream home
 * frames the reflection's setting.
 */
export function mirrorPlacement(
  spec: WorldSpec,
  groundHeight: (x: number, z: number) => number,
  arrival: Viewpoint = spec.arrival.viewpoint,
) {
  const home = homeDimensions(spec.home);
  // An arrival that looks out stands behind the home, over its shoulder (src/world/geometry/
  // viewpoints.ts), or on its roof (a penthouse's terrace): the mirror then stands on the side it
  // looks towards, the home's front.
  const { position, target } = arrival;
  const onRoof = Math.abs(position[0]) <= home.width / 2 && Math.abs(position[2]) <= home.depth / 2;
  const [ax, , az] = position[2] < -home.depth / 2 || onRoof ? target : position;
  const towards = new Vector3(ax, 0, az);
  if (towards.lengthSq() < 1e-6) towards.set(0, 0, 1);
  towards.normalize();
  // Half the footprint's extent along that direction, plus room for the door and the mirror.
  const reach = Math.abs(towards.x) * (home.width / 2) + Math.abs(towards.z) * (home.depth / 2) + 2.5;
  const bx = towards.x * reach;
  const bz = towards.z * reach;
  const base = new Vector3(bx, groundHeight(bx, bz), bz);
  const ex = bx + towards.x * viewDistance;
  const ez = bz + towards.z * viewDistance;
  const eye = new Vector3(ex, groundHeight(ex, ez) + eyeHeight, ez);
  const lookAt = new Vector3(bx, base.y + mirrorGlass.standOff + mirrorGlass.height * 0.55, bz);
  return { base, yaw: Math.atan2(towards.x, towards.z), eye, lookAt } satisfies MirrorPlacement;
}
