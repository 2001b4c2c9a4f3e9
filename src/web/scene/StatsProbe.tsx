import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { WorldCategory } from '#shared/worldSpec';

/**
 * Test mode only: after every frame, publishes that frame's draw calls and triangles (the renderer
 * resets its counters at the start of each render, so the figures are per frame) on
 * window.__dreamWorldStats for e2e/world-budgets.
 */
export function StatsProbe({ mountedAt, focus }: { mountedAt: number; focus: WorldCategory | null }) {
  const scene = useThree((state) => state.scene);
  const gl = useThree((state) => state.gl);
  const invalidate = useThree((state) => state.invalidate);
  const focusRef = useRef(focus);
  focusRef.current = focus;

  useLayoutEffect(() => {
    gl.info.autoReset = true;
    let frames = 0;
    let firstFrameMs = -1;
    scene.onAfterRender = () => {
      frames += 1;
      if (firstFrameMs < 0) firstFrameMs = Math.round(performance.now() - mountedAt);
      window.__dreamWorldStats = {
        drawCalls: gl.info.render.calls,
        triangles: gl.info.render.triangles,
        firstFrameMs,
        frames,
        focus: focusRef.current,
      };
    };
    return () => {
      scene.onAfterRender = () => {};
    };
  }, [scene, gl, mountedAt]);

  // Draw once more on a focus change so the published focus is the current one even with a cut.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus is the trigger, read via the ref.
  useEffect(() => invalidate(), [focus, invalidate]);

  return null;
}
