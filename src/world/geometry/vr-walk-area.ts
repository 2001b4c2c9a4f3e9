import type { WorldSpec } from '#shared/worldSpec';
import { homeDimensions, type TerraceRect, terraceRects } from './world-layout';

/** Teleports land no closer than this to the home's walls (never inside the home). */
const wallMargin = 0.6;
/** On a roof terrace the feet keep this far from its edges: the parapet, not thin air. */
const edgeMargin = 0.35;

/**
 * Where a VR visitor may teleport to and walk: the plot around the home, or, for a penthouse, whose
 * arrival stands on its roof terrace (arrival-fit.ts `terraceView`), that terrace. The
 * plot's disc is no floor there: a teleport aimed at the street would drop the visitor forty metres
 * and one at the roof was refused as "inside the home", so the roof could not be walked at all.
 */
export type VRWalkArea =
  | { kind: 'plot'; radius: number; home: { width: number; depth: number } }
  | { kind: 'terrace'; deck: TerraceRect };

export function vrWalkArea(spec: WorldSpec): VRWalkArea {
  const [deck] = spec.home.style === 'penthouse' ? terraceRects(spec) : [];
  if (deck) return { kind: 'terrace', deck };
  return { kind: 'plot', radius: spec.layout.plotRadius, home: homeDimensions(spec.home) };
}

/** Whether a teleport may land here. */
export function vrMayStand(area: VRWalkArea, x: number, z: number): boolean {
  if (area.kind === 'terrace') {
    const { deck } = area;
    return (
      Math.abs(x - deck.x) <= deck.width / 2 - edgeMargin &&
      Math.abs(z - deck.z) <= deck.depth / 2 - edgeMargin
    );
  }
  const insideHome =
    Math.abs(x) < area.home.width / 2 + wallMargin && Math.abs(z) < area.home.depth / 2 + wallMargin;
  return !insideHome && Math.hypot(x, z) <= area.radius;
}

/**
 * Where the thumbstick's walk may go: on a terrace it stops at the parapet; on the plot it is free,
 * as on the screen's walk (the terrain has no edge to fall from).
 */
export function vrKeepOn(area: VRWalkArea, x: number, z: number): [number, number] {
  if (area.kind === 'plot') return [x, z];
  const { deck } = area;
  const halfWidth = Math.max(0, deck.width / 2 - edgeMargin);
  const halfDepth = Math.max(0, deck.depth / 2 - edgeMargin);
  return [
    Math.min(Math.max(x, deck.x - halfWidth), deck.x + halfWidth),
    Math.min(Math.max(z, deck.z - halfDepth), deck.z + halfDepth),
  ];
}
