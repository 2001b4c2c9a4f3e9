import { Vector3 } from 'three';
import type { Viewpoint } from '#shared/worldSpec';

/**
 * A camera flight between two viewpoints: position and target eased together, lifted a little in
 * the middle so the camera arcs over the plot instead of sliding through the home.
 */

export const flightSeconds = 1.5;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export interface Flight {
  fromPosition: Vector3;
  fromTarget: Vector3;
  toPosition: Vector3;
  toTarget: Vector3;
  /** Extra height at the middle of the flight, metres. */
  lift: number;
}

export function planFlight(fromPosition: Vector3, fromTarget: Vector3, to: Viewpoint): Flight {
  const toPosition = new Vector3(...to.position);
  const toTarget = new Vector3(...to.target);
  const distance = fromPosition.distanceTo(toPosition);
  return {
    fromPosition: fromPosition.clone(),
    fromTarget: fromTarget.clone(),
    toPosition,
    toTarget,
    lift: Math.min(12, distance * 0.15),
  };
}

/** Writes the camera position and target at progress t ∈ [0, 1] into the given vectors. */
export function flightAt(flight: Flight, t: number, position: Vector3, target: Vector3): void {
  const eased = easeInOutCubic(Math.min(1, Math.max(0, t)));
  position.lerpVectors(flight.fromPosition, flight.toPosition, eased);
  position.y += Math.sin(eased * Math.PI) * flight.lift;
  target.lerpVectors(flight.fromTarget, flight.toTarget, eased);
}
