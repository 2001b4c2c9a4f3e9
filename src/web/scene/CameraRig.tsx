import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { orbitMaxPolarAngle } from '#world';
import { type Flight, flightAt, flightSeconds, planFlight } from './cameraFlight';
import { framedView, prefetchFramedViews } from './composition/framedViews';
import { useScreenFieldOfView } from './useScreenFieldOfView';

/**
 * Puts the camera at the chosen viewpoint: a smooth flight when the focus changes, a cut with
 * reduced motion. Between flights the visitor can look around (orbit and zoom, no panning away
 * from the home). Frames are only requested while something moves (frameloop="demand").
 */
export function CameraRig({
  spec,
  focus,
  reducedMotion,
}: {
  spec: WorldSpec;
  focus: WorldCategory | null;
  reducedMotion: boolean;
}) {
  const camera = useThree((state) => state.camera);
  // The view searched for this screen's shape (docs/decisions/0079-framing-search.md).
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  const viewpoint = useMemo(() => framedView(spec, focus, aspect), [spec, focus, aspect]);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<OrbitControlsImpl>(null);
  const flight = useRef<{ plan: Flight; started: number } | null>(null);
  const first = useRef(true);

  useScreenFieldOfView();

  // While the visitor looks at the first view, a worker searches the others (framedViews.ts),
  // once the page is idle, so the first frames do not share the processor with it.
  useEffect(() => {
    const start = () => prefetchFramedViews(spec, aspect);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, [spec, aspect]);

  useEffect(() => {
    const orbit = controls.current;
    const target = orbit?.target ?? new Vector3(...viewpoint.target);
    if (first.current || reducedMotion) {
      first.current = false;
      flight.current = null;
      camera.position.set(...viewpoint.position);
      target.set(...viewpoint.target);
      camera.lookAt(target);
      orbit?.update();
    } else {
      flight.current = { plan: planFlight(camera.position, target, viewpoint), started: performance.now() };
    }
    invalidate();
  }, [viewpoint, reducedMotion, camera, invalidate]);

  useFrame(() => {
    const current = flight.current;
    const orbit = controls.current;
    if (!current || !orbit) return;
    const t = (performance.now() - current.started) / (flightSeconds * 1000);
    flightAt(current.plan, t, camera.position, orbit.target);
    camera.lookAt(orbit.target);
    if (t >= 1) {
      flight.current = null;
      orbit.update();
    }
    invalidate();
  });

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping
      dampingFactor={0.08}
      enablePan={false}
      minDistance={3}
      maxDistance={320}
      maxPolarAngle={orbitMaxPolarAngle}
      // A drag during a flight takes over from it.
      onStart={() => {
        flight.current = null;
      }}
    />
  );
}
