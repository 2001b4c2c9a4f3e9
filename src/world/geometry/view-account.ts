import type { PropKind, Viewpoint, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { fovForAspect } from './field-of-view';
import { castView, rayGrid, type ViewHit } from './judge-view';
import type { TreeKind } from './plant-kinds';
import type { HomePart } from './solids';

/**
 * What a view shows, summed up from its rays (docs/decisions/0102-the-world-owns-its-geometry.md):
 * the shares of the frame each surface takes, the home (how much, which walls, where in the frame,
 * whether the frame cuts it), each prop and each category of props, the plants by kind, where the
 * horizon crosses the frame, what stands against the lens, and how much of the picture is the
 * setting far beyond the plot. Shares are of the whole frame (0..1) unless said otherwise.
 */

/** Where a thing lies in the frame: the extent of its rays, 0..1 from the left and from the top. */
export interface FrameBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface SeenThing {
  share: number;
  /** Its middle in the frame (the mean of its rays), and its extent. */
  centre: [number, number];
  box: FrameBox;
  /** The nearest of its rays, metres. */
  nearest: number;
}

export interface SeenProp extends SeenThing {
  /** Its index in `spec.props`. */
  index: number;
  kind: PropKind;
  category: WorldCategory | null;
}

export interface SeenHome extends SeenThing {
  /** Shares of the frame by part: walls and blocks (`body`), roofs, decks, the pool, the garden… */
  parts: Partial<Record<HomePart, number>>;
  /** Of its faces in view that stand up (walls), the shares facing its front (+z), back (−z) and sides. */
  frontShare: number;
  backShare: number;
  sideShare: number;
  /** Of the home in view, the share facing up (roofs, decks). */
  upwardShare: number;
  /**
   * Which edges of the frame it runs into (rays in the outermost `edgeBand` meet it): a view that
   * should hold the home whole has none but the top.
   */
  cut: { left: boolean; right: boolean; top: boolean; bottom: boolean };
}

export interface ViewAccount {
  aspect: number;
  columns: number;
  rows: number;
  /** The frame's shares, summing to 1: the ground is split by what it is (snow, sand, other soil). */
  shares: {
    sky: number;
    water: number;
    snow: number;
    sand: number;
    soil: number;
    /** The stair or the boardwalk down to the water. */
    path: number;
    /** A city's towers. */
    skyline: number;
    home: number;
    props: number;
    plants: number;
  };
  home: SeenHome | null;
  /** Every prop in view, largest first. */
  props: SeenProp[];
  /** The props' shares by category and by kind. */
  categories: Partial<Record<WorldCategory, number>>;
  kinds: Partial<Record<PropKind, number>>;
  plants: { share: number; kinds: Partial<Record<TreeKind, number>> };
  /** Where the horizon crosses the frame: 0 at its top, 1 at its bottom (outside 0..1: off the frame). */
  horizon: number;
  /** What stands within `nearMetres` of the lens (not the ground): its share, and what it is. */
  near: { share: number; things: string[] };
  /** The sky, and the land and water further than `farMetres`: the setting beyond the plot. */
  setting: number;
}

/** Things nearer the lens than this, metres, press against it. */
export const nearMetres = 2.5;
/** Land and water further than this, metres, are the setting beyond the plot. */
export const farMetres = 60;
/** The outermost share of the frame's width or height whose rays count as meeting its edge. */
export const edgeBand = 0.03;

/** Where the horizon crosses the frame, 0 = top edge, 1 = bottom edge (outside 0..1: off frame). */
export function horizonRow(viewpoint: Viewpoint, aspect: number): number {
  const [px, py, pz] = viewpoint.position;
  const [tx, ty, tz] = viewpoint.target;
  const pitch = Math.atan2(ty - py, Math.hypot(tx - px, tz - pz));
  const half = (fovForAspect(aspect) / 2) * (Math.PI / 180);
  return 0.5 + Math.tan(pitch) / Math.tan(half) / 2;
}

function seen(hits: readonly ViewHit[], total: number): SeenThing {
  let u = 0;
  let v = 0;
  const box: FrameBox = { left: 1, right: 0, top: 1, bottom: 0 };
  let nearest = Number.POSITIVE_INFINITY;
  for (const hit of hits) {
    u += hit.u;
    v += hit.v;
    box.left = Math.min(box.left, hit.u);
    box.right = Math.max(box.right, hit.u);
    box.top = Math.min(box.top, hit.v);
    box.bottom = Math.max(box.bottom, hit.v);
    nearest = Math.min(nearest, hit.distance);
  }
  return { share: hits.length / total, centre: [u / hits.length, v / hits.length], box, nearest };
}

function describe(hit: ViewHit): string {
  const thing = hit.thing;
  if (!thing) return hit.surface;
  if (thing.kind === 'home') return `home ${thing.part}`;
  if (thing.kind === 'prop') return `prop ${thing.prop}`;
  if (thing.kind === 'plant') return `plant ${thing.plant}`;
  return thing.kind;
}

/** Sums the rays of one view up (`castView` casts them). */
export function accountOf(hits: readonly ViewHit[], viewpoint: Viewpoint, aspect: number): ViewAccount {
  const total = hits.length;
  const { columns, rows } = rayGrid(aspect, total);
  const count = (test: (hit: ViewHit) => boolean) => hits.filter(test).length / total;
  const ground = (surface: 'snow' | 'sand' | 'soil') =>
    count((hit) => hit.surface === 'terrain' && hit.ground === surface);
  const homeHits = hits.filter((hit) => hit.surface === 'home');
  let home: SeenHome | null = null;
  if (homeHits.length > 0) {
    const parts: Partial<Record<HomePart, number>> = {};
    for (const hit of homeHits)
      if (hit.thing?.kind === 'home') parts[hit.thing.part] = (parts[hit.thing.part] ?? 0) + 1 / total;
    const upward = homeHits.filter((hit) => (hit.normal?.[1] ?? 0) > 0.5);
    const walls = homeHits.filter((hit) => (hit.normal?.[1] ?? 0) <= 0.5);
    const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
    const front = walls.filter((hit) => (hit.normal?.[2] ?? 0) > 0.5).length;
    const back = walls.filter((hit) => (hit.normal?.[2] ?? 0) < -0.5).length;
    home = {
      ...seen(homeHits, total),
      parts,
      frontShare: ratio(front, walls.length),
      backShare: ratio(back, walls.length),
      sideShare: ratio(walls.length - front - back, walls.length),
      upwardShare: ratio(upward.length, homeHits.length),
      cut: {
        left: homeHits.some((hit) => hit.u < edgeBand),
        right: homeHits.some((hit) => hit.u > 1 - edgeBand),
        top: homeHits.some((hit) => hit.v < edgeBand),
        bottom: homeHits.some((hit) => hit.v > 1 - edgeBand),
      },
    };
  }
  const byProp = new Map<number, ViewHit[]>();
  for (const hit of hits)
    if (hit.thing?.kind === 'prop')
      byProp.set(hit.thing.index, [...(byProp.get(hit.thing.index) ?? []), hit]);
  const props: SeenProp[] = [...byProp.entries()]
    .map(([index, mine]) => {
      const thing = mine[0]?.thing;
      const kind = thing?.kind === 'prop' ? thing.prop : ('car' as PropKind);
      const category = thing?.kind === 'prop' ? thing.category : null;
      return { index, kind, category, ...seen(mine, total) };
    })
    .sort((a, b) => b.share - a.share);
  const categories: Partial<Record<WorldCategory, number>> = {};
  const kinds: Partial<Record<PropKind, number>> = {};
  for (const prop of props) {
    if (prop.category) categories[prop.category] = (categories[prop.category] ?? 0) + prop.share;
    kinds[prop.kind] = (kinds[prop.kind] ?? 0) + prop.share;
  }
  const plantKinds: Partial<Record<TreeKind, number>> = {};
  for (const hit of hits)
    if (hit.thing?.kind === 'plant')
      plantKinds[hit.thing.plant] = (plantKinds[hit.thing.plant] ?? 0) + 1 / total;
  const nearHits = hits.filter(
    (hit) => hit.surface !== 'terrain' && hit.surface !== 'water' && !hit.floor && hit.distance < nearMetres,
  );
  return {
    aspect,
    columns,
    rows,
    shares: {
      sky: count((hit) => hit.surface === 'sky'),
      water: count((hit) => hit.surface === 'water'),
      snow: ground('snow'),
      sand: ground('sand'),
      soil: ground('soil'),
      path: count((hit) => hit.thing?.kind === 'path'),
      skyline: count((hit) => hit.surface === 'skyline'),
      home: homeHits.length / total,
      props: count((hit) => hit.thing?.kind === 'prop'),
      plants: count((hit) => hit.surface === 'plant'),
    },
    home,
    props,
    categories,
    kinds,
    plants: { share: count((hit) => hit.surface === 'plant'), kinds: plantKinds },
    horizon: horizonRow(viewpoint, aspect),
    near: { share: nearHits.length / total, things: [...new Set(nearHits.map(describe))] },
    setting: count(
      (hit) =>
        hit.surface === 'sky' ||
        ((hit.surface === 'terrain' || hit.surface === 'water') && hit.distance > farMetres),
    ),
  };
}

export interface ViewJudgement extends ViewAccount {
  /** The rays themselves, row by row from the top left, for rules of one's own. */
  hits: ViewHit[];
}

/**
 * What the view from `viewpoint` on a screen of this shape (width / height) shows: about `rays`
 * rays (900 by default; 300 judges a view in a millisecond or two) summed up.
 */
export function judgeView(spec: WorldSpec, viewpoint: Viewpoint, aspect: number, rays = 900): ViewJudgement {
  const hits = castView(spec, viewpoint, aspect, rays);
  return { ...accountOf(hits, viewpoint, aspect), hits };
}
