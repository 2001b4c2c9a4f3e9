import type { Viewpoint, WorldCategory, WorldProp, WorldSpec } from '#shared/worldSpec';
import {
  homeClearance,
  homeDimensions,
  poolRect,
  standsOnCliff,
  waterStartZ,
  waterSurfaceY,
} from './world-layout';

type Scene = Pick<WorldSpec, 'home' | 'terrain' | 'layout'>;
type Vec3 = [number, number, number];

/**
 * Eye height of a standing visitor over the ground, metres: no generated camera goes lower, the
 * walk's camera and VR's standing eyes are this high, and the mirror stands you here (one value, so
 * looking into the mirror is looking from where you walked).
 */
export const eyeHeight = 1.7;

/**
 * How far from straight down a visitor may orbit the camera (radians from the zenith): 0.48 π keeps
 * it 3.6° over its target (`belowCliffLookDown` below looks down more than that for this reason).
 */
export const orbitMaxPolarAngle = Math.PI * 0.48;

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

/**
 * Where a prop is drawn: a boat floats on the water, at least 6 m past the shore, when the world
 * has water (the scene's propPlacement in models/props.ts draws it there), so it is framed there.
 */
export function drawnAt(prop: WorldProp, scene: Pick<WorldSpec, 'terrain' | 'layout' | 'home'>): WorldProp {
  const shore = waterStartZ(scene);
  if (!afloat.has(prop.kind) || shore === null) return prop;
  const [x, y, z] = prop.position;
  // Framed where it floats: 4 m under a cliff-top plot (a view at the plot's height looked down
  // on its sails, docs/decisions/0094-coast-cliff-and-beach.md); at the plot's height elsewhere.
  const floats = standsOnCliff(scene) ? y + waterSurfaceY(scene) : y;
  return { ...prop, position: [x, floats, prop.kind === 'boat' ? Math.max(z, shore + 6) : z] };
}

/** How far the props stand from their centre, at most (their group's radius on the ground). */
const spreadOf = (props: readonly WorldProp[], center: Vec3) =>
  Math.max(...props.map((prop) => Math.hypot(prop.position[0] - center[0], prop.position[2] - center[2])));

/** The middle of a group on the ground plan, at the height the props stand at (a deck, a roof). */
function centroid(props: readonly WorldProp[]): Vec3 {
  const x = props.reduce((sum, prop) => sum + prop.position[0], 0) / props.length;
  const y = props.reduce((sum, prop) => sum + prop.position[1], 0) / props.length;
  const z = props.reduce((sum, prop) => sum + prop.position[2], 0) / props.length;
  return vec(x, y + 0.8, z);
}

/**
 * How far each prop reaches from its centre at scale 1 (m), for framing it; a kind without a row
 * (a new one) frames as `defaultReach`. Flat things are looked at from higher up, or they vanish.
 */
const propReach: Partial<Record<string, number>> = {
  car: 2.4,
  boat: 3.2,
  plane: 6,
  bicycle: 0.9,
  piano: 1.1,
  guitar: 0.5,
  books: 0.7,
  art: 0.8,
  flowers: 0.6,
  gym: 1.1,
  'yoga-mat': 0.95,
  desk: 0.9,
  telescope: 0.7,
  fireplace: 0.9,
  hammock: 1.8,
  campfire: 0.9,
  'hot-tub': 1.3,
  dog: 0.6,
  globe: 0.5,
  'vegetable-garden': 1.8,
};
const defaultReach = 1.2;
const flatKinds = new Set<string>([
  'yoga-mat',
  'vegetable-garden',
  'hot-tub',
  'campfire',
  'books',
  'flowers',
]);

/** Props of a category that are framed together: the first one and those within a few metres. */
function framedGroup(props: readonly WorldProp[]): WorldProp[] {
  const [primary] = props;
  if (!primary) return [];
  return props.filter(
    (prop) => Math.hypot(prop.position[0] - primary.position[0], prop.position[2] - primary.position[2]) <= 6,
  );
}

/**
 * Looks at a category's props from outside the home's side of them, the home in the background
 * (docs/decisions/0046-composition-checked-by-rays.md): far enough that the group fits the
 * narrowest screen (a phone held upright sees about ±19° across), near enough that it fills a good
 * part of a desktop frame, and higher up for flat things. The first prop leads; props of the same
 * category further away are left to the walk rather than shrunk into one wide, empty picture.
 */
function framing(props: readonly WorldProp[], scene: Scene, turn: number): Viewpoint {
  const group = framedGroup(props.map((prop) => drawnAt(prop, scene)));
  const center = centroid(group);
  const radius = Math.max(
    ...group.map(
      (prop) =>
        Math.hypot(prop.position[0] - center[0], prop.position[2] - center[2]) +
        (propReach[prop.kind] ?? defaultReach) * prop.scale,
    ),
  );
  const flat = group.every((prop) => flatKinds.has(prop.kind));
  // Things on a terrace stand among railings, planters and the home's walls: looked at from
  // higher up, over what stands around them, as from a balcony.
  const onTerrace = group.every((prop) => prop.site === 'terrace');
  const distance = Math.min(22, Math.max(4.5, radius * 3.8));
  const floor = center[1] - 0.8;
  const height = floor + eyeHeight + distance * (onTerrace ? 0.8 : flat ? 0.45 : 0.2);
  const target = vec(center[0], floor + (flat ? 0.2 : 0.8), center[2]);
  const outward = Math.atan2(center[0], center[2]);
  return orbit(target, outward + turn, distance, height, scene);
}

export function homeView(scene: Scene): Viewpoint {
  const home = homeDimensions(scene.home);
  if (scene.home.style === 'penthouse') {
    // The home is the top floor and its roof terrace, not the tower: seen from the skyline's
    // height, as from a neighbouring tower, looking a little down onto the terrace.
    const top = home.height - 3.5;
    const reach = Math.max(home.width, home.depth) * 1.2 + 14;
    return orbit(vec(0, top, 0), 0.55, reach, top + reach * 0.22, scene);
  }
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
      // Behind the boat, plane or globe, the horizon beyond it.
      if (mine.length > 0) return framing(mine, scene, 0.25);
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

/** How far off the home's axis the inland arrival stands: its front and one side, not a flat elevation. */
const threeQuarterAngle = (38 * Math.PI) / 180;
/**
 * Half the width a phone held upright sees (±17.6° at the scene's field of view), a little less:
 * the inland arrival's home fits it with a margin, so no screen cuts the home's ends off.
 */
const homeHalfAngle = (16 * Math.PI) / 180;
/** How far the inland arrival looks above the horizontal. */
const lookUp = (4 * Math.PI) / 180;

/**
 * The inland arrival (docs/decisions/0082-inland-arrival-faces-the-home.md): the home's front —
 * door, lit windows, terrace — at a three-quarter angle from a little above a visitor's eyes, with
 * the ring of peaks, mesas or hills the terrain raises far beyond the plot behind it. Far enough
 * that the home fits an upright phone; on the flat plot, never past its edge where the land rises.
 * (The view from behind the home, over its roof, showed a grey roof and its back wall.)
 */
function frontThreeQuarter(scene: Scene, side: number): Viewpoint {
  const home = homeDimensions(scene.home);
  const angle = side * threeQuarterAngle;
  // The home's footprint as seen from this angle: its front and one side.
  const across = home.width * Math.cos(threeQuarterAngle) + home.depth * Math.sin(threeQuarterAngle);
  const reach = Math.min(
    scene.layout.plotRadius * 0.85,
    across / 2 / Math.tan(homeHalfAngle) + home.depth / 4,
  );
  // Eye level plus a step up (a rise in the garden), looking a few degrees up: the home stands in
  // the lower half and the peaks, mesas or hills on the horizon get the sky above its roof (level,
  // a tall phone's lower third was bare ground).
  const height = eyeHeight + 1.6;
  const target = vec(0, height + reach * Math.tan(lookUp), 0);
  return {
    position: vec(Math.sin(angle) * reach, height, Math.cos(angle) * reach),
    target,
  };
}

/** How far off the home's axis a waterside arrival stands: mostly its front, a little of one side. */
const watersideAngle = (20 * Math.PI) / 180;
/** The same below a cliff-top home (see `fromTheWater`). */
const belowCliffAngle = (8 * Math.PI) / 180;
/** How far the waterside arrival looks below the horizontal. */
const lookDown = (9 * Math.PI) / 180;
/**
 * The same below a cliff-top home: more than the least the orbit allows (`orbitMaxPolarAngle`,
 * 0.48 π, keeps the camera 3.6° over its target: a view looking up the cliff was pulled up it), so
 * the sea fills the frame's foot and the cliff's face is seen a little from above, not as a wall.
 */
const belowCliffLookDown = (8 * Math.PI) / 180;
/** The waterside arrival's eyes over the water, metres: a visitor on a jetty's boards or a boat's deck. */
const deckEyes = eyeHeight + 0.75;
/**
 * The same off a cliff-top home (see `fromTheWater`): a few metres over the cliff's top, as from a
 * yacht's mast or a drone. From a deck below it the edge hid the terrace and the pool, and the home
 * filled 7 % of an upright phone's frame; from just over it, 12 m out, the rock face filled the
 * middle of the picture and the sea only its foot.
 */
const upperDeckEyes = eyeHeight + 5.5;
/**
 * How far past where the water begins the waterside arrival stands at most (m): in the water, short
 * of the boats, which float 6 m or more out (`drawnAt`).
 */
const offshore = 8;
/**
 * How far past where the sea begins the waterside arrival stands below a cliff (m): see
 * `fromTheWater`. Further out the home falls under 8 % of a wide screen.
 */
const belowCliffOffshore = 18;
/** How far past where the sea begins the waterside arrival stands at least (m): see `fromTheWater`. */
const seaShelf = 5;
/**
 * Half the width the waterside arrival fits the home into (an upright phone sees ±17.6°): its own,
 * so the inland arrival's stand-off can change without moving this one.
 */
const watersideHalfAngle = (16 * Math.PI) / 180;

/**
 * The waterside arrival (docs/decisions/0089-waterside-arrival-shows-home-and-water.md): from the
 * water's edge in front of the home — the end of a jetty, a boat just off the beach — looking back
 * at its front, a little from one side, the water in the foreground, the land rising behind the
 * home. Out over the water (a few metres past where it begins) wherever the home is
 * large enough to fill the frame from there; a small home is seen from the very edge. (From the
 * terrace, out over the water, the first picture held the sea and no home.)
 */
function fromTheWater(scene: Scene, side: number, shore: number): Viewpoint {
  const home = homeDimensions(scene.home);
  // Below a headland the boat lies nearly in front of the home: from further round, an upright
  // phone holds the home whole only from further out, where the cliff's edge hides more of it.
  const angle = standsOnCliff(scene) ? belowCliffAngle : watersideAngle;
  const across = home.width * Math.cos(angle) + home.depth * Math.sin(angle);
  const fit = across / 2 / Math.tan(watersideHalfAngle) + home.depth / 4;
  // A lake's water begins at its edge; the sea's beach shelves into it over several metres, and a
  // camera nearer than `seaShelf` to its start saw sand all the way to the lens.
  const nearest = scene.terrain.water === 'sea' ? shore + seaShelf : shore;
  // Under a headland the boat lies a little further out than off a beach, so the sea shows
  // between the lens and the cliff's foot, whatever the home's size.
  const z = standsOnCliff(scene)
    ? shore + belowCliffOffshore
    : Math.min(shore + offshore, Math.max(nearest, fit * Math.cos(angle)));
  const x = side * z * Math.tan(angle);
  // A jetty's boards or a boat's deck: low over the water, so the water between the lens and the
  // beach reaches well up the frame (a higher eye sees it only at the frame's foot).
  // Below a headland, from a boat's flybridge, a little over the cliff's top: from a deck below
  // it the cliff's edge hid the home's terrace and pool.
  const height = waterSurfaceY(scene) + (standsOnCliff(scene) ? upperDeckEyes : deckEyes);
  // It faces the home's middle (an upright phone has no width to spare for turning along the
  // shore) and looks a little down: the water between it and the beach fills the lower third of
  // the frame and more. Below a cliff-top home it looks down less: the home over its rock face,
  // the sea below (docs/decisions/0094-coast-cliff-and-beach.md).
  const bearing = Math.atan2(-x, -z);
  const reach = Math.hypot(x, z);
  return {
    position: vec(x, height, z),
    target: vec(
      x + Math.sin(bearing) * reach,
      height - reach * Math.tan(standsOnCliff(scene) ? belowCliffLookDown : lookDown),
      z + Math.cos(bearing) * reach,
    ),
  };
}

/** Things afloat: a waterside arrival keeps them off its own side, where one would stand at the lens. */
const afloat = new Set<string>(['boat', 'sailboat', 'yacht', 'kayak']);

/**
 * The seeded side of a waterside arrival, unless a boat floats on that side (the camera stands at
 * the water's edge there): then the other, so the boat lies out on the water beyond the home.
 */
function clearSide(props: readonly WorldProp[], scene: Scene, side: number): number {
  const boats = props.map((prop) => drawnAt(prop, scene)).filter((prop) => afloat.has(prop.kind));
  return boats.some((boat) => boat.position[0] * side > 0) ? -side : side;
}

/**
 * A houseboat's arrival: from the quay across the canal, the boat lying on the water between, the
 * canal houses beyond it — never from its own deck or the quay behind it, where the cabin's back
 * wall and the gangway's posts filled the frame.
 */
function acrossTheCanal(scene: Scene, side: number): Viewpoint {
  const home = homeDimensions(scene.home);
  const angle = side * threeQuarterAngle;
  const across = home.width * Math.cos(threeQuarterAngle) + home.depth * Math.sin(threeQuarterAngle);
  const reach = across * 1.4;
  return {
    position: vec(Math.sin(angle) * reach, eyeHeight + 1.3, Math.cos(angle) * reach),
    target: vec(0, home.height * 0.35, 0),
  };
}

/**
 * Whether the first view looks at the home from outside (everywhere but from a penthouse's roof
 * looking out): its caption then names what it shows, not the first moment's view from the home.
 */
export function arrivalLooksAtHome(lookingOut: boolean, scene: Scene): boolean {
  return !(lookingOut && scene.home.style === 'penthouse');
}

/**
 * The first view: by the sea or a lake, the home's front from the water's edge; otherwise, when
 * the first moment is a view, looking out — at the home's front from the water's edge by a river, at the home's front with the land it looks out on behind it inland, at
 * the skyline from a penthouse's roof — otherwise walking up to the home. A houseboat is always
 * seen from across its canal. `props` keep the waterside camera clear of the boats.
 */
export function arrivalViewpoint(
  lookingOut: boolean,
  scene: Scene,
  side: number,
  props: readonly WorldProp[] = [],
): Viewpoint {
  const home = homeDimensions(scene.home);
  if (lookingOut) {
    if (scene.home.style === 'penthouse') {
      return {
        position: vec(0, home.height + eyeHeight, home.depth / 2 - 1),
        target: horizon(scene, home.height * 0.6),
      };
    }
    if (waterStartZ(scene) === null) return frontThreeQuarter(scene, side);
  }
  const water = waterStartZ(scene);
  if (scene.home.style === 'houseboat') return acrossTheCanal(scene, side);
  // By the sea or a lake the water is half of what was described, whether the first moment is the
  // view or the arrival; a river is seen from the water only when the view is what comes first. A
  // tower's penthouse keeps the walk up to its foot.
  const byOpenWater = scene.terrain.water === 'sea' || scene.terrain.water === 'lake';
  if (water !== null && scene.home.style !== 'penthouse' && (lookingOut || byOpenWater))
    return fromTheWater(scene, clearSide(props, scene, side), water);
  const along = Math.min(scene.layout.plotRadius * 0.7, (water ?? Infinity) - 2);
  return {
    position: vec(side * scene.layout.plotRadius * 0.22, eyeHeight + 0.3, along),
    target: vec(0, Math.min(home.height * 0.45, 12), 0),
  };
}
