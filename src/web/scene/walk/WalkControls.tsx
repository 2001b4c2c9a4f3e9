import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { WalkWorld } from '#world';
import { eyeHeight } from '#world';
import { useScreenFieldOfView } from '../useScreenFieldOfView';
import { hasIntent, takeInput, type WalkBridge } from './walkInput';
import { isMoving, startState, step, type WalkState } from './walkStep';

export interface WalkControlsProps {
  world: WalkWorld;
  bridge: WalkBridge;
  reducedMotion: boolean;
  /**
   * False while something else owns the camera (the guided tour): input is ignored and the camera
   * is left alone. When walking resumes, the camera goes back to where the walker stood.
   */
  enabled?: boolean;
  /** Where the walker is, reported at most ~8 times a second while it moves (the map, the spots). */
  onPose?: (state: WalkState) => void;
}

/** Radians of turn per pixel of mouse movement (pointer lock) and of finger drag. */
const mouseSensitivity = 0.0024;
const dragSensitivity = 0.005;

/**
 * 3D mode's walking camera (decision 0026): each frame turns the held keys, the touch stick and
 * the look deltas into a `step` of the pure walking model and copies the result into the camera.
 * Frames are requested only while something moves (frameloop="demand"). Clicking the world locks
 * the pointer for mouse look; a finger dragged on the world looks around.
 */
export function WalkControls({ world, bridge, reducedMotion, enabled = true, onPose }: WalkControlsProps) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const canvas = useThree((state) => state.gl.domElement);
  const walker = useRef<WalkState>(startState(world));
  const lastReport = useRef(0);
  const pending = useRef(false);
  const onPoseRef = useRef(onPose);
  onPoseRef.current = onPose;

  // A new world (never in practice while open) starts a new walk.
  useEffect(() => {
    walker.current = startState(world);
    onPoseRef.current?.(walker.current);
    invalidate();
  }, [world, invalidate]);

  useScreenFieldOfView();

  // Resuming after the tour (or on mount): the camera goes back to the walker's eyes.
  useEffect(() => {
    if (!enabled) return;
    bridge.wake = invalidate;
    invalidate();
    return () => {
      bridge.wake = () => {};
    };
  }, [enabled, bridge, invalidate]);

  useEffect(() => {
    if (!enabled) return;
    // Drags on the world look around; the walk owns every touch on the canvas (no page behind to scroll).
    const previousTouchAction = canvas.style.touchAction;
    canvas.style.touchAction = 'none';
    let drag: { id: number; x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') {
        if (event.button !== 0 || document.pointerLockElement === canvas) return;
        // Chromium returns a promise that rejects when the lock is refused (e.g. just after Escape).
        const request = canvas.requestPointerLock() as unknown as Promise<void> | undefined;
        request?.catch?.(() => {});
        return;
      }
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
      canvas.setPointerCapture?.(event.pointerId);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.id) return;
      bridge.lookYaw += (event.clientX - drag.x) * -dragSensitivity;
      bridge.lookPitch += (event.clientY - drag.y) * -dragSensitivity;
      drag = { id: drag.id, x: event.clientX, y: event.clientY };
      invalidate();
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (drag?.id === event.pointerId) drag = null;
    };
    const onMouseMove = (event: MouseEvent) => {
      if (document.pointerLockElement !== canvas) return;
      bridge.lookYaw += event.movementX * mouseSensitivity;
      bridge.lookPitch += event.movementY * mouseSensitivity;
      invalidate();
    };
    canvas.addEventListener('pointerdown', onPointerDown);
    canvas.addEventListener('pointermove', onPointerMove);
    canvas.addEventListener('pointerup', onPointerEnd);
    canvas.addEventListener('pointercancel', onPointerEnd);
    document.addEventListener('mousemove', onMouseMove);
    return () => {
      canvas.style.touchAction = previousTouchAction;
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerup', onPointerEnd);
      canvas.removeEventListener('pointercancel', onPointerEnd);
      document.removeEventListener('mousemove', onMouseMove);
      if (document.pointerLockElement === canvas) document.exitPointerLock();
    };
  }, [enabled, canvas, bridge, invalidate]);

  useFrame((_, delta) => {
    if (!enabled) return;
    const jump = bridge.jumpTo;
    if (jump) {
      bridge.jumpTo = null;
      // A cut, not a flight: it is asked for from a list, and a cut never makes anyone queasy.
      walker.current = {
        ...walker.current,
        x: jump.x,
        z: jump.z,
        y: world.groundHeight(jump.x, jump.z) + eyeHeight,
        yaw: jump.yaw,
        pitch: 0.05,
        vx: 0,
        vz: 0,
        turnSpeed: 0,
      };
    }
    const before = walker.current;
    const next = step(before, takeInput(bridge), delta, world, { reducedMotion });
    walker.current = next;
    camera.position.set(next.x, next.y, next.z);
    camera.rotation.set(next.pitch, next.yaw, 0, 'YXZ');
    const now = performance.now();
    if (next.x !== before.x || next.z !== before.z || next.yaw !== before.yaw || jump) pending.current = true;
    const active = isMoving(next) || hasIntent(bridge);
    if (pending.current && (!active || now - lastReport.current > 120)) {
      pending.current = false;
      lastReport.current = now;
      onPoseRef.current?.(next);
    }
    if (active) invalidate();
  });

  return null;
}
