import type { Viewpoint } from '#shared/worldSpec';
import { fovForAspect } from './field-of-view';
import type { TerrainShape } from './terrain-shape';

/**
 * The arrival's foreground (docs/decisions/0115-light-sky-and-foreground.md): the ground the first
 * picture shows in its lower third — on a phone the lower half — was one flat plane of lawn, sand
 * or snow. This rule finds that ground from the arrival's viewpoint alone and scatters what a
 * painter would put there: grass tufts and low rocks, thickest at the frame's sides and bottom,
 * so they frame the view and leave the middle open towards the home. One rule for every world:
 * no life names a foreground.
 */

export type ForegroundKind = 'tuft' | 'rock';

export interface ForegroundPiece {
  kind: ForegroundKind;
  x: number;
  y: number;
  z: number;
  /** Metres for a rock (its radius), a multiple of the tuft model's size for a tuft. */
  scale: number;
  rotation: number;
  /** 0..1, for the caller's colour choice (which blade, which stone). */
  shade: number;
}

export interface ForegroundGround {
  shape: TerrainShape;
  /** Where nothing may stand: the home, its terraces and path, a pool, props. */
  blocked(x: number, z: number): boolean;
  /** Tufts per piece placed (0..1), the rest rocks: many on a lawn, few on snow. */
  tuftShare: number;
  /** 0..1 of `foregroundLimits.most`: a lawn is full of tufts, open snow mostly bare. */
  density: number;
  /** A number for the scatter, stable for the world. */
  random: () => number;
}

export const foregroundLimits = {
  /** Nothing this close to the lens: it would be a blur covering the frame. */
  nearestMetres: 2.2,
  /**
   * How high up the frame the foreground reaches, as a share of the half-height below its middle:
   * the lower third of a landscape frame; on a tall screen, whose lower half was the empty one,
   * nearly to the middle.
   */
  topRow: { landscape: 1 / 3, portrait: 0.12 },
  /** At most this many pieces a view: one instanced draw each for tufts and rocks. */
  most: 200,
  /** The open lane towards the subject: half its width, metres, at the lens and per metre out. */
  laneHalfWidth: 0.9,
  laneWidening: 0.07,
};

const toRadians = Math.PI / 180;

/** The horizontal distances (metres, from the camera) the lower part of a frame of this shape shows. */
export function foregroundReach(
  viewpoint: Viewpoint,
  groundUnderEye: number,
  aspect: number,
): { near: number; far: number } | null {
  const [px, py, pz] = viewpoint.position;
  const [tx, ty, tz] = viewpoint.target;
  const eye = py - groundUnderEye;
  if (eye <= 0.3) return null;
  const run = Math.hypot(tx - px, tz - pz);
  const pitch = Math.atan2(py - ty, run); // positive: looking down
  const half = (fovForAspect(aspect) / 2) * toRadians;
  const top = aspect < 1 ? foregroundLimits.topRow.portrait : foregroundLimits.topRow.landscape;
  const bottom = pitch + half;
  const upper = pitch + Math.atan(Math.tan(half) * top);
  const near = Math.max(foregroundLimits.nearestMetres, bottom >= Math.PI / 2 ? 0 : eye / Math.tan(bottom));
  // A view that looks up or level never meets the ground there: reach half way to what it looks at.
  const far = upper <= 0.02 ? run * 0.5 : Math.min(run * 0.7, eye / Math.tan(upper));
  if (far <= near + 1) return null;
  return { near, far };
}

/**
 * The pieces for one view on a screen of this shape (the arrival is fitted per shape: a phone's
 * camera stands further back, arrival-fit.ts, so each shape gets its own frame).
 */
export function foregroundFrame(
  viewpoint: Viewpoint,
  aspect: number,
  ground: ForegroundGround,
): ForegroundPiece[] {
  const { shape, blocked, random, tuftShare } = ground;
  const most = Math.round(foregroundLimits.most * ground.density);
  const [px, , pz] = viewpoint.position;
  const [tx, , tz] = viewpoint.target;
  const reach = foregroundReach(viewpoint, shape.height(px, pz), aspect);
  if (!reach) return [];
  const run = Math.hypot(tx - px, tz - pz) || 1;
  // Forward and right along the ground.
  const fx = (tx - px) / run;
  const fz = (tz - pz) / run;
  const rx = -fz;
  const rz = fx;
  const sideways = Math.tan((fovForAspect(aspect) / 2) * toRadians) * aspect;
  const pieces: ForegroundPiece[] = [];
  for (let attempt = 0; attempt < most * 4 && pieces.length < most; attempt++) {
    // More pieces near the lens (the frame's bottom) than far out: the depth is drawn squared.
    const depth = reach.near + (reach.far - reach.near) * random() ** 1.6;
    // Two in three towards the frame's sides, the rest anywhere across it.
    const edge = random() < 0.66;
    const across = edge ? (0.45 + 0.55 * Math.sqrt(random())) * (random() < 0.5 ? -1 : 1) : random() * 2 - 1;
    const lateral = across * depth * sideways;
    const lane = foregroundLimits.laneHalfWidth + foregroundLimits.laneWidening * depth;
    const rock = random() >= tuftShare;
    // The lane to the subject stays open: no rock in it, and only the odd low tuft.
    if (Math.abs(lateral) < lane && (rock || random() < 0.75)) continue;
    const x = px + fx * depth + rx * lateral;
    const z = pz + fz * depth + rz * lateral;
    if (shape.wetness(x, z) > 0 || blocked(x, z)) continue;
    const y = shape.height(x, z);
    if (y < shape.waterLevel + 0.05 || shape.cliffCut(x, z) > 0.2) continue;
    pieces.push({
      kind: rock ? 'rock' : 'tuft',
      x,
      y,
      z,
      // Rocks stay low (under a metre high near the lens) so they frame rather than hide.
      scale: rock ? 0.25 + random() ** 2 * Math.min(0.9, 0.2 + depth * 0.05) : 1 + random() * 1.1,
      rotation: random() * Math.PI * 2,
      shade: random(),
    });
  }
  return pieces;
}
