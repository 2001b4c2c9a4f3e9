import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { windClock } from './look/wind';

/**
 * With frameloop="demand" nothing is drawn unless asked. When the world has drifting particles and
 * the visitor has not asked for reduced motion, this asks for the next frame at a gentle 30 fps
 * (the motion is slow and the battery matters), pauses while the tab is hidden, and on a device
 * that draws slowly (software rendering, an old phone) leaves at least twice a frame's cost idle
 * between frames, so the page stays responsive instead of rendering flat out.
 */
export function AmbientClock({ fps = 30 }: { fps?: number }) {
  const invalidate = useThree((state) => state.invalidate);
  const pending = useRef<number | null>(null);

  useFrame((state) => {
    // The wind (look/wind.ts) moves only with this clock: never with reduced motion.
    windClock.value = state.clock.elapsedTime;
    if (pending.current !== null) return;
    const started = performance.now();
    // The frame is drawn right after this callback, in the same task: a zero timeout runs once
    // it is done and so measures what the frame cost.
    pending.current = window.setTimeout(() => {
      const cost = performance.now() - started;
      const wait = Math.max(1000 / fps - cost, cost * 2);
      pending.current = window.setTimeout(() => {
        pending.current = null;
        if (!document.hidden) invalidate();
      }, wait);
    }, 0);
  });

  useEffect(() => {
    // Wake the loop when the tab becomes visible again, and start it.
    const wake = () => {
      if (!document.hidden) invalidate();
    };
    document.addEventListener('visibilitychange', wake);
    invalidate();
    return () => {
      document.removeEventListener('visibilitychange', wake);
      if (pending.current !== null) window.clearTimeout(pending.current);
      pending.current = null;
    };
  }, [invalidate]);

  return null;
}
