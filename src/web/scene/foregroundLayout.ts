import { Color } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import {
  type ForegroundPiece,
  foregroundFrame,
  mixSeed,
  propPlacement,
  seededRandom,
  shownArrival,
  type TerrainShape,
} from '#world';
import { pavedAt } from './groundCoverLayout';
import { type GroundKind, worldLookOf } from './look/settingLooks';

/**
 * The arrival's foreground as the scene draws it (decision 0115): where the pieces stand comes
 * from the rule in src/world/geometry/foreground-frame.ts; what they are and their colours from
 * the ground they stand on. A lawn is framed by grass and flowers with a few stones, sand by dune
 * grass and rocks, snow by rocks and dry stalks poking through; paving (a city's plaza) by nothing.
 */

/**
 * By the ground the pieces stand on: the share that are tufts (the rest are rocks), and how dense
 * the frame is — a lawn full of grass and flowers, a beach's few rocks and dune grass, open snow
 * mostly bare with a few stones and dry stalks; paving (a city's plaza) none.
 */
const byGround: Record<GroundKind, { tuftShare: number; density: number }> = {
  grass: { tuftShare: 0.9, density: 1 },
  moss: { tuftShare: 0.85, density: 1 },
  litter: { tuftShare: 0.8, density: 0.8 },
  sand: { tuftShare: 0.6, density: 0.6 },
  rock: { tuftShare: 0.5, density: 0.7 },
  snow: { tuftShare: 0.55, density: 0.45 },
  paving: { tuftShare: 0, density: 0 },
};

export interface ForegroundLook extends ForegroundPiece {
  color: Color;
}

/** A desktop's and a phone's screen shapes (width / height). */
const screenShapes = [16 / 10, 375 / 812];

const stone = new Color('#8a857c');
const dryStalk = new Color('#b59f74');
const duneGrass = new Color('#a9a86a');

export function layoutForeground(spec: WorldSpec, shape: TerrainShape): ForegroundLook[] {
  const ground = worldLookOf(spec.terrain).ground;
  const { tuftShare, density } = byGround[ground];
  if (density === 0) return [];
  const props = spec.props.map((prop) => ({ at: propPlacement(prop, spec), reach: 2.2 * prop.scale }));
  const terrain = {
    shape,
    tuftShare,
    density,
    random: seededRandom(mixSeed(spec.terrain.seed, 815)),
    blocked: (x: number, z: number) =>
      pavedAt(spec, x, z) || props.some(({ at, reach }) => Math.hypot(at.x - x, at.z - z) < reach),
  };
  // The two frames the arrival is seen in: a wide screen's and an upright phone's, whose camera
  // stands further back (arrival-fit.ts). Each frames its own lower part.
  const pieces = screenShapes.flatMap((aspect) =>
    foregroundFrame(shownArrival(spec, aspect), aspect, terrain),
  );
  const rock = stone.clone().lerp(new Color(spec.palette.ground), 0.3);
  const leaf = new Color(spec.palette.foliage);
  const blade = ground === 'snow' ? dryStalk : ground === 'sand' ? duneGrass : leaf;
  const flowers = [spec.palette.accent, '#ffffff', '#f4c542', spec.palette.primary];
  const blooms = ground === 'grass' || ground === 'moss';
  return pieces.map((piece) => ({
    ...piece,
    color:
      piece.kind === 'rock'
        ? rock.clone().offsetHSL(0, 0, (piece.shade - 0.5) * 0.16)
        : blooms && piece.shade < 0.22
          ? new Color(flowers[Math.floor((piece.shade / 0.22) * flowers.length)] ?? '#ffffff')
          : blade.clone().offsetHSL((piece.shade - 0.5) * 0.04, 0, (piece.shade - 0.5) * 0.14),
  }));
}
