import { useEffect, useMemo, useRef, useState } from 'react';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { createWalkBridge, releaseHeldInput, type WalkBridge, walkKeyCodes } from '#web/scene/walk/walkInput';
import type { WalkState } from '#web/scene/walk/walkStep';
import { buildWalkWorld, type WalkSpot, type WalkWorld } from '#world';
import { affirmationsByCategory } from '../categoryAffirmation';

/** Standing this close to a spot (metres) counts as being at it. */
export const spotReach = 5;

export interface WalkPose {
  x: number;
  z: number;
  yaw: number;
}

export interface WalkSession {
  world: WalkWorld;
  bridge: WalkBridge;
  reducedMotion: boolean;
  /** False while another controller (the guided tour) has the camera. */
  enabled: boolean;
  pose: WalkPose;
  onPose: (state: WalkState) => void;
  /** The spot the walker is at, if any. */
  spot: WalkSpot | null;
  affirmations: Record<WorldCategory, string | null>;
  /** The map's 'Go to': carries the walker to a spot. */
  goTo: (spot: WalkSpot) => void;
}

/**
 * Everything 3D mode's walk shares between the canvas (WalkControls) and the DOM around it (the
 * stick, the map, the announcements): the walkable world, the input bridge, the walker's pose.
 * Keys are read on the window, so they work from the moment the dialog opens, whichever of its
 * buttons has the focus — except in a control that needs them itself (a text field, a slider).
 */
export function useWalkSession(
  spec: WorldSpec,
  affirmationLines: readonly string[] | null,
  reducedMotion: boolean,
  enabled = true,
): WalkSession {
  const world = useMemo(() => buildWalkWorld(spec), [spec]);
  const bridge = useRef(createWalkBridge()).current;
  const [pose, setPose] = useState<WalkPose>(() => ({ ...world.start }));
  const affirmations = useMemo(() => affirmationsByCategory(affirmationLines ?? []), [affirmationLines]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!walkKeyCodes.has(event.code) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (needsItsKeys(event.target)) return;
      bridge.keys.add(event.code);
      // Arrow keys would scroll; letters type nowhere here. Shift keeps its meaning for Shift+Tab.
      if (!event.code.startsWith('Shift')) event.preventDefault();
      bridge.wake();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      bridge.keys.delete(event.code);
    };
    // A key released while the window had no focus never sends keyup, and the stick unmounts
    // under a finger when another controller takes the camera: stop rather than walk on.
    const release = () => releaseHeldInput(bridge);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
      release();
    };
  }, [enabled, bridge]);

  const spot = nearestSpot(world.spots, pose);

  return {
    world,
    bridge,
    reducedMotion,
    enabled,
    pose,
    onPose: (state) => setPose({ x: state.x, z: state.z, yaw: state.yaw }),
    spot,
    affirmations,
    goTo: (target) => {
      bridge.jumpTo = target;
      bridge.wake();
    },
  };
}

function nearestSpot(spots: readonly WalkSpot[], pose: WalkPose): WalkSpot | null {
  let best: WalkSpot | null = null;
  let bestDistance = spotReach;
  for (const spot of spots) {
    const distance = Math.hypot(spot.x - pose.x, spot.z - pose.z);
    if (distance <= bestDistance) {
      best = spot;
      bestDistance = distance;
    }
  }
  return best;
}

/** Controls that use letters or arrow keys themselves keep them. */
function needsItsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox'].includes(target.type);
  return (
    target.closest('[role="slider"],[role="radiogroup"],[role="listbox"],[role="menu"],[role="tablist"]') !==
    null
  );
}
