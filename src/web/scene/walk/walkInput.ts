import type { WalkSpot } from '#world';
import type { WalkInput } from './walkStep';

/**
 * What the DOM side of 3D mode (keys, the touch stick, drags, the map) hands the walking
 * controller inside the canvas. A plain mutable object shared by both: input changes many times a
 * frame and must not re-render React.
 */
export interface WalkBridge {
  /** Physical keys held (KeyboardEvent.code). */
  keys: Set<string>;
  /** The touch stick: −1…1 each. */
  stickForward: number;
  stickStrafe: number;
  /** Look deltas (radians) gathered since the last frame. */
  lookYaw: number;
  lookPitch: number;
  /** A spot to be carried to (the map's 'Go to'), taken by the next frame. */
  jumpTo: WalkSpot | null;
  /** Asks the canvas for a frame (frameloop="demand"); set by the controller while mounted. */
  wake: () => void;
}

export function createWalkBridge(): WalkBridge {
  return {
    keys: new Set(),
    stickForward: 0,
    stickStrafe: 0,
    lookYaw: 0,
    lookPitch: 0,
    jumpTo: null,
    wake: () => {},
  };
}

/** Keys by physical position (`code`), so W A S D are where they are on any keyboard layout. */
const forwardKeys = ['KeyW', 'ArrowUp'];
const backKeys = ['KeyS', 'ArrowDown'];
const leftKeys = ['KeyA'];
const rightKeys = ['KeyD'];
const turnLeftKeys = ['ArrowLeft', 'KeyQ'];
const turnRightKeys = ['ArrowRight', 'KeyE'];
export const walkKeyCodes: ReadonlySet<string> = new Set([
  ...forwardKeys,
  ...backKeys,
  ...leftKeys,
  ...rightKeys,
  ...turnLeftKeys,
  ...turnRightKeys,
  'ShiftLeft',
  'ShiftRight',
]);

const held = (keys: Set<string>, codes: readonly string[]) => codes.some((code) => keys.has(code));
const axis = (keys: Set<string>, plus: readonly string[], minus: readonly string[]) =>
  (held(keys, plus) ? 1 : 0) - (held(keys, minus) ? 1 : 0);

/** The input for one step; the look deltas are used up. */
export function takeInput(bridge: WalkBridge): WalkInput {
  const input: WalkInput = {
    forward: clamp(axis(bridge.keys, forwardKeys, backKeys) + bridge.stickForward),
    strafe: clamp(axis(bridge.keys, rightKeys, leftKeys) + bridge.stickStrafe),
    turn: axis(bridge.keys, turnRightKeys, turnLeftKeys),
    run: bridge.keys.has('ShiftLeft') || bridge.keys.has('ShiftRight'),
    lookYaw: bridge.lookYaw,
    lookPitch: bridge.lookPitch,
  };
  bridge.lookYaw = 0;
  bridge.lookPitch = 0;
  return input;
}

/**
 * Lets go of everything held: keys, the stick and look deltas not yet used. For when the walk
 * loses its input (the window loses focus, another controller takes the camera, 3D mode closes):
 * a finger or key released meanwhile sends no event here, and the walker must not walk on alone
 * when the walk resumes.
 */
export function releaseHeldInput(bridge: WalkBridge): void {
  bridge.keys.clear();
  bridge.stickForward = 0;
  bridge.stickStrafe = 0;
  bridge.lookYaw = 0;
  bridge.lookPitch = 0;
}

/** True while something is asking to move (a frame is needed even if the walker is still). */
export function hasIntent(bridge: WalkBridge): boolean {
  return (
    [...bridge.keys].some((code) => walkKeyCodes.has(code) && !code.startsWith('Shift')) ||
    bridge.stickForward !== 0 ||
    bridge.stickStrafe !== 0 ||
    bridge.lookYaw !== 0 ||
    bridge.lookPitch !== 0 ||
    bridge.jumpTo !== null
  );
}

const clamp = (value: number) => Math.max(-1, Math.min(1, value));
