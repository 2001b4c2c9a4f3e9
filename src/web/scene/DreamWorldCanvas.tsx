import { Canvas } from '@react-three/fiber';
import {
  Component,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CustomToneMapping } from 'three';
import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import { baseFov } from '#world';
import { CameraRig } from './CameraRig';
import { IdRender } from './idRender/IdRender';
import { Bloom, bloomStrengthOf } from './look/Bloom';
import { QualityGovernor } from './look/QualityGovernor';
import { pixelRatioRange, type QualityTier, qualitySettings, tierFromDevice } from './look/quality';
import { gradeKey, installLook } from './look/shaderLook';
import { worldGradeOf } from './look/worldGrade';
import { StatsProbe } from './StatsProbe';
import { isTestMode } from './testMode';
import { World } from './World';
import { probeWebgl } from './webglSupport';

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
  /**
   * A fixed quality tier instead of the device's (the lab and `npm run gallery` draw the full look
   * in software rendering); without it the tier comes from the device and its measured frames.
   */
  quality?: QualityTier;
}

/**
 * The live 3D dream world. Loaded lazily by the vision page only, so three.js never
 * weighs on any other page. It never shows a blank box: without WebGL, or when the renderer fails
 * or loses its context, it reports why through onUnavailable and draws nothing.
 */
export default function DreamWorldCanvas(props: DreamWorldCanvasProps) {
  const {
    spec,
    focus,
    reducedMotion,
    onUnavailable,
    className,
    label,
    orbit = true,
    children,
    quality,
  } = props;
  // Probed before the first render creates a Canvas: without WebGL no renderer is ever attempted,
  // and the quality tier is known before the renderer is built (docs/decisions/0047).
  const [probe] = useState(probeWebgl);
  const [unavailable, setUnavailable] = useState<string | null>(probe.unavailable);
  const [tier, setTier] = useState<QualityTier>(
    () =>
      quality ??
      tierFromDevice({
        renderer: probe.renderer,
        touch: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
      }),
  );
  const settings = qualitySettings[tier];
  // The first tier decides the renderer's own anti-aliasing (fixed once a context exists).
  const [antialias] = useState(() => settings.antialias && !settings.bloom);
  // The world's colour grade and ground fog, written into the shared shader chunks before this
  // renderer compiles anything; a new grade gets a new renderer (docs/decisions/0045).
  const grade = useMemo(() => worldGradeOf(spec), [spec]);
  const lookKey = useMemo(() => {
    installLook(grade);
    return gradeKey(grade);
  }, [grade]);
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
      data-quality={tier}
    >
      {unavailable ? null : (
        <RenderErrorBoundary onError={fail}>
          <Canvas
            key={lookKey}
            frameloop="demand"
            dpr={pixelRatioRange(tier, typeof devicePixelRatio === 'number' ? devicePixelRatio : 1)}
            camera={{ fov: baseFov, near: 0.5, far: 4000, position: viewpoint.position }}
            gl={{
              antialias,
              preserveDrawingBuffer: testMode,
              powerPreference: 'high-performance',
              // Neutral tone mapping (it keeps the palette's hues, where ACES washes pastel skies
              // out) followed by the world's grade: look/shaderLook.ts.
              toneMapping: CustomToneMapping,
              toneMappingExposure: grade.exposure,
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
              <World spec={spec} reducedMotion={reducedMotion} fineWater={tier !== 'low'} />
              {orbit ? <CameraRig spec={spec} focus={focus} reducedMotion={reducedMotion} /> : null}
              {children}
              {settings.bloom ? <Bloom strength={bloomStrengthOf(spec.sky.timeOfDay)} /> : null}
              {quality ? null : <QualityGovernor tier={tier} onTier={setTier} />}
              {testMode && window.__dreamWorldIdRender ? <IdRender /> : null}
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
