import { Color } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import {
  type ForegroundPiece,
  foregroundFrame,
  frontPathRect,
  mixSeed,
  propPlacement,
  seededRandom,
  shownArrival,
  type TerrainShape,
  terraceRects,
} from '#world';
import { pavedAt } from './groundCoverLayout';
import { type GroundKind, worldLookOf } from './look/settingLooks';

/**
 * The arrival's foreground as the scene draws it (decision 0115): where the pieces stand comes
 * from the rule in src/world/geometry/foreground-frame.ts; what they are and their colours from
 * the ground they stand on. A lawn is framed by grass with a few stones, sand by dune grass and
 * rocks, snow by rocks and dry stalks poking through; paving (a city's plaza) by nothing. Blades
 * take the ground's own tones (greens, straws, dune grass), never the sky's or the flowers' hues: a
 * whole tuft in pink or blue reads as paper confetti, not a flower (the garden's beds hold those).
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
const meadowGreen = new Color('#6f8f4a');

/** Metres kept clear round the front path and the decks and steps it crosses: a tuft leans 0.5 m. */
export const pathMargin = 1.2;

/** Whether (x, z) lies on the path to the door or a ground deck (with its steps), or near them. */
export function nearPathOrSteps(spec: WorldSpec, x: number, z: number): boolean {
  const rects = [frontPathRect(spec), ...terraceRects(spec).filter((deck) => deck.y <= 0.5)];
  return rects.some(
    (rect) =>
      Math.abs(x - rect.x) < rect.width / 2 + pathMargin &&
      Math.abs(z - rect.z) < rect.depth / 2 + pathMargin,
  );
}

/** Hues (0..1) a blade of grass may have: from straw (0.08) through the greens (0.4). */
export const bladeHues = { from: 0.08, to: 0.4 };

/**
 * The lawn's blade colour: the palette's foliage when it is a green or a straw, else a meadow
 * green (a palette may carry a person's favourite blue or pink as its foliage, for the trees).
 */
function lawnBlade(foliage: string): Color {
  const leaf = new Color(foliage);
  const { h, s, l } = leaf.getHSL({ h: 0, s: 0, l: 0 });
  const grassy = h >= bladeHues.from + 0.02 && h <= bladeHues.to - 0.02 && s > 0.15 && l > 0.12 && l < 0.7;
  return grassy ? leaf : meadowGreen.clone();
}

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
      pavedAt(spec, x, z) ||
      nearPathOrSteps(spec, x, z) ||
      props.some(({ at, reach }) => Math.hypot(at.x - x, at.z - z) < reach),
  };
  // The two frames the arrival is seen in: a wide screen's and an upright phone's, whose camera
  // stands further back (arrival-fit.ts). Each frames its own lower part.
  const pieces = screenShapes.flatMap((aspect) =>
    foregroundFrame(shownArrival(spec, aspect), aspect, terrain),
  );
  // Stone only faintly tinted by the ground, so a rock stands apart from the lawn it sits in.
  const rock = stone.clone().lerp(new Color(spec.palette.ground), 0.12);
  const blade =
    ground === 'snow' ? dryStalk : ground === 'sand' ? duneGrass : lawnBlade(spec.palette.foliage);
  return pieces.map((piece) => ({
    ...piece,
    color:
      piece.kind === 'rock'
        ? rock.clone().offsetHSL(0, 0, (piece.shade - 0.5) * 0.16)
        : blade.clone().offsetHSL((piece.shade - 0.5) * 0.04, 0, (piece.shade - 0.5) * 0.14),
  }));
}
