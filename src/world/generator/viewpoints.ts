import { homeClearance, homeDimensions, poolRect, waterStartZ } from '#shared/worldLayout';
import type { Viewpoint, WorldCategory, WorldProp, WorldSpec } from '#shared/worldSpec';

type Scene = Pick<WorldSpec, 'home' | 'terrain' | 'layout'>;
type Vec3 = [number, number, number];

/** Eye height of a standing visitor; no camera goes lower. */
export const eyeHeight = 1.7;

const round2 = (value: number) => Math.round(value * 100) / 100;
const vec = (x: number, y: number, z: number): Vec3 => [round2(x), round2(y), round2(z)];

/** True when a camera stands inside the home's box (walls plus a metre, up to the roof). */
function insideHome(position: Vec3, scene: Scene): boolean {
  const home = homeDimensions(scene.home);
  return (
    Math.abs(position[0]) < home.width / 2 + 1 &&
    Math.abs(position[2]) < home.depth / 2 + 1 &&
    position[1] < home.height + 1
  );
}

/**
 * A camera `distance` away from `target` in the direction `angle` (0 = +z), `height` above the
 * ground; walked further out until it is clear of the home.
 */
function orbit(target: Vec3, angle: number, distance: number, height: number, scene: Scene): Viewpoint {
  let reach = distance;
  let position = vec(
    target[0] + Math.sin(angle) * reach,
    Math.max(eyeHeight, height),
    target[2] + Math.cos(angle) * reach,
  );
  for (let step = 0; step < 40 && insideHome(position, scene); step++) {
    reach += 2;
    position = vec(
      target[0] + Math.sin(angle) * reach,
      Math.max(eyeHeight, height),
      target[2] + Math.cos(angle) * reach,
    );
  }
  return { position, target };
}

function centroid(props: readonly WorldProp[]): Vec3 {
  const x = props.reduce((sum, prop) => sum + prop.position[0], 0) / props.length;
  const z = props.reduce((sum, prop) => sum + prop.position[2], 0) / props.length;
  return vec(x, 0.8, z);
}

const spreadOf = (props: readonly WorldProp[], center: Vec3) =>
  Math.max(...props.map((prop) => Math.hypot(prop.position[0] - center[0], prop.position[2] - center[2])));

/** Looks at a group of props from outside the home's side of them, the home in the background. */
function framing(props: readonly WorldProp[], scene: Scene, turn: number): Viewpoint {
  const center = centroid(props);
  const outward = Math.atan2(center[0], center[2]);
  const distance = spreadOf(props, center) + 7;
  return orbit(center, outward + turn, distance, 2.6, scene);
}

export function homeView(scene: Scene): Viewpoint {
  const home = homeDimensions(scene.home);
  const target = vec(0, home.height * 0.4, 0);
  const distance = Math.max(Math.max(home.width, home.depth) * 1.3 + 8, home.height * 1.1);
  return orbit(target, 0.55, distance, Math.max(3, home.height * 0.45), scene);
}

/** The horizon straight ahead of the home (over the water when there is some). */
function horizon(scene: Scene, height = 2): Vec3 {
  return vec(0, height, scene.layout.plotRadius + 60);
}

export function categoryViewpoint(
  category: WorldCategory,
  props: readonly WorldProp[],
  scene: Scene,
): Viewpoint {
  const home = homeDimensions(scene.home);
  const all = props.filter((prop) => prop.category === category);
  // Things of one category can stand far apart now that each kind has its own site (skis on the
  // terrace, the hot tub in the garden): a group wider than a view holds frames its first one.
  const mine = all.length > 1 && spreadOf(all, centroid(all)) > 8 ? all.slice(0, 1) : all;
  switch (category) {
    case 'home':
      return homeView(scene);
    case 'car': {
      if (mine.length > 0) return framing(mine, scene, 0.5);
      // No car drawn: the drive up to the door.
      const drive = vec(home.width / 2 + homeClearance + 2, 0.8, home.depth / 2 + homeClearance + 2);
      return orbit(drive, 0.6, 10, 2.4, scene);
    }
    case 'career': {
      if (mine.length > 0) return framing(mine, scene, -0.45);
      // The studio side of the home.
      return orbit(vec(-home.width / 2, home.height * 0.35, 0), -1.0, Math.max(12, home.width), 3, scene);
    }
    case 'travel': {
      if (mine.length > 0) {
        // Behind the boat, plane or globe, looking past them to the horizon.
        const center = centroid(mine);
        const away = Math.atan2(center[0], center[2]);
        const back = spreadOf(mine, center) + 6;
        const position = vec(center[0] - Math.sin(away) * back + 3, 3, center[2] - Math.cos(away) * back);
        const viewpoint = insideHome(position, scene)
          ? orbit(center, away + 0.7, back + 4, 3, scene)
          : { position, target: center };
        // Aimed just beyond the furthest of them (the boat at the water's edge, usually): the
        // prop sits in the middle of the frame with the horizon behind it, not lost at its foot.
        const furthest = mine.reduce((top, prop) =>
          Math.hypot(prop.position[0], prop.position[2]) > Math.hypot(top.position[0], top.position[2])
            ? prop
            : top,
        );
        const out = Math.atan2(furthest.position[0], furthest.position[2]);
        return {
          position: viewpoint.position,
          target: vec(
            furthest.position[0] + Math.sin(out) * 2.5,
            1,
            furthest.position[2] + Math.cos(out) * 2.5,
          ),
        };
      }
      return { position: vec(2, 3.5, home.depth / 2 + homeClearance + 4), target: horizon(scene) };
    }
    case 'health': {
      if (mine.length > 0) return framing(mine, scene, 0.4);
      const pool = poolRect(scene);
      if (pool) return orbit(vec(pool.x, 0.3, pool.z), 0.8, pool.width + 4, 3, scene);
      // A trail leaving the plot at the back-left.
      const trail = vec(
        Math.sin(-2.3) * scene.layout.plotRadius * 0.75,
        0.5,
        Math.cos(-2.3) * scene.layout.plotRadius * 0.75,
      );
      return orbit(trail, -0.6, 14, 3, scene);
    }
  }
}

/**
 * The first view: looking out from the home's terrace (or the penthouse's roof) when the first
 * moment is a view, otherwise walking up to the home.
 */
export function arrivalViewpoint(lookingOut: boolean, scene: Scene, side: number): Viewpoint {
  const home = homeDimensions(scene.home);
  if (lookingOut) {
    if (scene.home.style === 'penthouse') {
      return {
        position: vec(0, home.height + eyeHeight, home.depth / 2 - 1),
        target: horizon(scene, home.height * 0.6),
      };
    }
    const water = waterStartZ(scene);
    const terraceZ = Math.min(home.depth / 2 + homeClearance + 1.5, (water ?? Infinity) - 1);
    const lift = scene.home.floors > 1 ? 3.2 : 0;
    const peaks = scene.terrain.biome === 'mountains' || scene.terrain.biome === 'snow';
    return { position: vec(side * 2, eyeHeight + lift, terraceZ), target: horizon(scene, peaks ? 14 : 2) };
  }
  const water = waterStartZ(scene);
  const along = Math.min(scene.layout.plotRadius * 0.7, (water ?? Infinity) - 2);
  return {
    position: vec(side * scene.layout.plotRadius * 0.22, eyeHeight + 0.3, along),
    target: vec(0, Math.min(home.height * 0.45, 12), 0),
  };
}
