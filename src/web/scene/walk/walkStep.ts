import { clampPitch, eyeHeight, isWalkable, onBridge, type WalkWorld } from '#world';

/**
 * One step of walking (3D mode, decision 0026), as a pure function of the last state, the
 * controls held and the time passed: the R3F controller calls it each frame and copies the
 * result into the camera, and the unit tests drive it without a renderer.
 */

export interface WalkState {
  x: number;
  z: number;
  /** Height of the eye (ground + eye height + head bob). */
  y: number;
  /** Radians about y; 0 looks along −z, as a three.js camera does. */
  yaw: number;
  /** Radians; positive looks up. */
  pitch: number;
  /** Velocity on the ground, m/s. */
  vx: number;
  vz: number;
  /** Turning speed from the keyboard, rad/s. */
  turnSpeed: number;
  /** Phase of the head bob, radians. */
  bob: number;
}

export interface WalkInput {
  /** −1 back … 1 forward (keys give ±1, the joystick anything between). */
  forward: number;
  /** −1 left … 1 right. */
  strafe: number;
  /** Keyboard turning: −1 left … 1 right. */
  turn: number;
  /** Faster (Shift). */
  run: boolean;
  /** Look deltas since the last step (mouse, drag), radians: applied as they come. */
  lookYaw: number;
  lookPitch: number;
}

export interface WalkOptions {
  reducedMotion: boolean;
}

export const idleInput: WalkInput = { forward: 0, strafe: 0, turn: 0, run: false, lookYaw: 0, lookPitch: 0 };

/** Speeds and how fast they are reached: gentler with reduced motion (no lurch, no fast spin). */
export const walkTuning = {
  normal: { walk: 3.2, run: 6.5, acceleration: 9, turn: 1.7, turnAcceleration: 7, bobAmplitude: 0.045 },
  reduced: { walk: 2.2, run: 3.6, acceleration: 3.5, turn: 1.0, turnAcceleration: 3, bobAmplitude: 0 },
} as const;

/** Longest step integrated at once: a stalled frame never throws the walker through a wall. */
const maxDt = 0.1;
/** Longest distance moved per collision check (smaller than the thinnest obstacle). */
const maxMove = 0.25;

export function startState(world: WalkWorld): WalkState {
  const { x, z, yaw, pitch } = world.start;
  return { x, z, y: world.groundHeight(x, z) + eyeHeight, yaw, pitch, vx: 0, vz: 0, turnSpeed: 0, bob: 0 };
}

/** True while the walker still moves or turns on its own (more frames are needed). */
export function isMoving(state: WalkState): boolean {
  return Math.hypot(state.vx, state.vz) > 0.01 || Math.abs(state.turnSpeed) > 0.005;
}

export function step(
  state: WalkState,
  input: WalkInput,
  dt: number,
  world: WalkWorld,
  options: WalkOptions,
): WalkState {
  const tuning = options.reducedMotion ? walkTuning.reduced : walkTuning.normal;
  const seconds = Math.min(maxDt, Math.max(0, Number.isFinite(dt) ? dt : 0));

  // Turning: the keyboard eases into a turn; mouse and touch deltas apply as given (the hand leads).
  const turnTarget = -clampUnit(input.turn) * tuning.turn;
  const turnSpeed = approach(state.turnSpeed, turnTarget, tuning.turnAcceleration * seconds);
  const yaw = wrapAngle(state.yaw + turnSpeed * seconds - finite(input.lookYaw));
  const pitch = clampPitch(state.pitch - finite(input.lookPitch));

  // Moving: the wanted velocity on the ground, reached with a gentle acceleration.
  let forward = clampUnit(input.forward);
  let strafe = clampUnit(input.strafe);
  const amount = Math.hypot(forward, strafe);
  if (amount > 1) {
    forward /= amount;
    strafe /= amount;
  }
  const speed = input.run ? tuning.run : tuning.walk;
  const sin = Math.sin(yaw);
  const cos = Math.cos(yaw);
  // Forward is (−sin, −cos), right is (cos, −sin).
  const wantX = (-sin * forward + cos * strafe) * speed;
  const wantZ = (-cos * forward - sin * strafe) * speed;
  const dvx = wantX - state.vx;
  const dvz = wantZ - state.vz;
  const change = Math.hypot(dvx, dvz);
  const allowed = tuning.acceleration * seconds;
  const scale = change > allowed ? allowed / change : 1;
  let vx = state.vx + dvx * scale;
  let vz = state.vz + dvz * scale;
  if (Math.hypot(vx, vz) < 0.01 && amount === 0) {
    vx = 0;
    vz = 0;
  }

  let { x, z } = state;
  const distance = Math.hypot(vx, vz) * seconds;
  const pieces = Math.max(1, Math.ceil(distance / maxMove));
  for (let piece = 0; piece < pieces; piece++) {
    const next = move(world, x, z, (vx * seconds) / pieces, (vz * seconds) / pieces);
    // Blocked along an axis: that part of the velocity stops, the rest slides on.
    if (next.blockedX) vx = 0;
    if (next.blockedZ) vz = 0;
    x = next.x;
    z = next.z;
  }

  const moved = Math.hypot(x - state.x, z - state.z);
  const bob = moved > 0 ? wrapAngle(state.bob + moved * 2.4) : state.bob;
  const walkShare = Math.min(1, Math.hypot(vx, vz) / tuning.walk);
  const bobHeight = tuning.bobAmplitude * walkShare * Math.sin(bob);
  return { x, z, y: world.groundHeight(x, z) + eyeHeight + bobHeight, yaw, pitch, vx, vz, turnSpeed, bob };
}

/**
 * Moves from a walkable (x, z) by (dx, dz): pushed out of anything it would enter, so it slides
 * along a wall or round a prop instead of sticking. Only a walkable point is ever returned; when
 * no slide works the walker stays where it was.
 */
export function move(
  world: WalkWorld,
  x: number,
  z: number,
  dx: number,
  dz: number,
): { x: number; z: number; blockedX: boolean; blockedZ: boolean } {
  const whole = resolve(world, x + dx, z + dz);
  if (whole && isWalkable(world, whole.x, whole.z)) {
    return { ...whole, blockedX: false, blockedZ: false };
  }
  if (Math.abs(dx) > 0 && isWalkable(world, x + dx, z))
    return { x: x + dx, z, blockedX: false, blockedZ: true };
  if (Math.abs(dz) > 0 && isWalkable(world, x, z + dz))
    return { x, z: z + dz, blockedX: true, blockedZ: false };
  return { x, z, blockedX: true, blockedZ: true };
}

/** Pushes a point out of the obstacles, back inside the plot and off the water, a few rounds. */
function resolve(world: WalkWorld, startX: number, startZ: number): { x: number; z: number } | null {
  let x = startX;
  let z = startZ;
  for (let round = 0; round < 4; round++) {
    let pushed = false;
    for (const obstacle of world.obstacles) {
      if (obstacle.kind === 'circle') {
        const ox = x - obstacle.x;
        const oz = z - obstacle.z;
        const d = Math.hypot(ox, oz);
        if (d >= obstacle.radius) continue;
        const nx = d > 1e-6 ? ox / d : 1;
        const nz = d > 1e-6 ? oz / d : 0;
        x = obstacle.x + nx * (obstacle.radius + 1e-3);
        z = obstacle.z + nz * (obstacle.radius + 1e-3);
        pushed = true;
      } else {
        if (!(x > obstacle.minX && x < obstacle.maxX && z > obstacle.minZ && z < obstacle.maxZ)) continue;
        // Out through the nearest side.
        const exits = [
          { distance: x - obstacle.minX, x: obstacle.minX - 1e-3, z },
          { distance: obstacle.maxX - x, x: obstacle.maxX + 1e-3, z },
          { distance: z - obstacle.minZ, x, z: obstacle.minZ - 1e-3 },
          { distance: obstacle.maxZ - z, x, z: obstacle.maxZ + 1e-3 },
        ].sort((a, b) => a.distance - b.distance);
        const exit = exits[0];
        if (!exit) continue;
        x = exit.x;
        z = exit.z;
        pushed = true;
      }
    }
    const r = Math.hypot(x, z);
    if (r > world.radius) {
      x *= (world.radius - 1e-3) / r;
      z *= (world.radius - 1e-3) / r;
      pushed = true;
    }
    if (world.maxZ !== null && z > world.maxZ && !onBridge(world, x, z)) {
      z = world.maxZ - 1e-3;
      pushed = true;
    }
    if (!pushed) return { x, z };
  }
  return null;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);
const clampUnit = (value: number) => Math.max(-1, Math.min(1, finite(value)));

function approach(value: number, target: number, by: number): number {
  return value < target ? Math.min(target, value + by) : Math.max(target, value - by);
}

function wrapAngle(angle: number): number {
  const turn = Math.PI * 2;
  return ((((angle + Math.PI) % turn) + turn) % turn) - Math.PI;
}
