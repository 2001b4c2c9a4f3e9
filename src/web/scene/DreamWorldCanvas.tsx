import { Canvas } from '@react-three/fiber';
import { Component, type ErrorInfo, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { NeutralToneMapping } from 'three';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { CameraRig } from './CameraRig';
import { baseFov } from './fieldOfView';

import { StatsProbe } from './StatsProbe';
import { isTestMode } from './testMode';
import { World } from './World';
import { webglUnavailableReason } from './webglSupport';

export interface DreamWorldCanvasProps {
  spec: WorldSpec;
  /** The category whose viewpoint the camera shows; null = the arrival viewpoint. */
  focus: WorldCategory | null;
  reducedMotion: boolean;
  /** Called when the world cannot be drawn (no WebGL, context lost, renderer error): show text instead. */
  onUnavailable: (reason: string) => void;
  className?: string;
  /** Accessible name of the region (the world's description, or a short title). */
  label: string;
  /**
   * The orbiting camera of the vision page. 3D mode (features/vision/immersive) turns it off and brings
   * its own controller (walking, the guided tour, XR) as children.
   */
  orbit?: boolean;
  /** More scene content: 3D mode's controllers, labels, the mirror. Rendered inside the Canvas. */
  children?: ReactNode;
}

/**
 * The live 3D dream world (issue 6). Loaded lazily by the vision page only, so three.js never
 * weighs on any other page. It never shows a blank box: without WebGL, or when the renderer fails
 * or loses its context, it reports why through onUnavailable and draws nothing.
 */
export default function DreamWorldCanvas(props: DreamWorldCanvasProps) {
  const { spec, focus, reducedMotion, onUnavailable, className, label, orbit = true, children } = props;
  // Probed before the first render creates a Canvas: without WebGL no renderer is ever attempted.
  const [unavailable, setUnavailable] = useState<string | null>(webglUnavailableReason);
  const mountedAt = useRef(performance.now());
  const testMode = useRef(isTestMode()).current;
  const reported = useRef(false);
  const onUnavailableRef = useRef(onUnavailable);
  onUnavailableRef.current = onUnavailable;

  const fail = useRef((reason: string) => {
    setUnavailable(reason);
  }).current;

  useEffect(() => {
    if (unavailable && !reported.current) {
      reported.current = true;
      onUnavailableRef.current(unavailable);
    }
  }, [unavailable]);

  const viewpoint =
    (focus && spec.categories.find((view) => view.category === focus)?.viewpoint) || spec.arrival.viewpoint;

  return (
    // OrbitControls claims every touch (an inline touch-action: none), so on a phone a page scrolled
    // with a finger stopped dead over the world. `!important` beats that inline style: vertical
    // swipes scroll the page again, sideways swipes still turn the view and a pinch still zooms.
    <div
      // Without the orbit (3D mode), the walk's own controller owns every touch on the canvas.
      className={`${className ?? ''} ${orbit ? '**:touch-pan-y!' : ''}`}
      role="img"
      aria-label={label}
      data-testid="dream-world-canvas"
    >
      {unavailable ? null : (
        <RenderErrorBoundary onError={fail}>
          <Canvas
            frameloop="demand"
            dpr={[1, 2]}
            camera={{ fov: baseFov, near: 0.5, far: 4000, position: viewpoint.position }}
            gl={{
              antialias: true,
              preserveDrawingBuffer: testMode,
              powerPreference: 'high-performance',
              // Neutral keeps the palette's hues (ACES, the default, washes pastel skies out).
              toneMapping: NeutralToneMapping,
            }}
            onCreated={({ gl }) => {
              gl.domElement.addEventListener('webglcontextlost', (event) => {
                event.preventDefault();
                fail('The WebGL context was lost');
              });
            }}
            aria-hidden="true"
          >
            <Suspense fallback={null}>
              <World spec={spec} reducedMotion={reducedMotion} />
              {orbit ? <CameraRig viewpoint={viewpoint} reducedMotion={reducedMotion} /> : null}
              {children}
              {testMode ? <StatsProbe mountedAt={mountedAt.current} focus={focus} /> : null}
            </Suspense>
          </Canvas>
        </RenderErrorBoundary>
      )}
    </div>
  );
}

/** A renderer that throws (context creation, a shader) reports instead of breaking the page. */
class RenderErrorBoundary extends Component<
  { onError: (reason: string) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error.message || 'The 3D renderer failed');
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
