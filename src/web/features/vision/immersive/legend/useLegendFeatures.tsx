import { type ReactNode, Suspense } from 'react';
import type { WebGLRenderer } from 'three';
import type { Entitlement } from '#shared/plans';
import type { WorldSpec } from '#shared/worldSpec';
import { LegendNotices } from './LegendNotices';
import { LegendToolbar } from './LegendToolbar';
import { useMirror } from './useMirror';
import { useXRSession } from './useXRSession';
import { useXRModesSupported, type XRMode } from './xrSupport';

export interface LegendFeatures {
  /** Buttons for 3D mode's top bar (or the note that Legend brings them). */
  toolbar: ReactNode;
  /** True while the mirror or an XR session holds the camera: walking pauses. */
  cameraBusy: boolean;
  /** True while an XR session is being entered or runs: pictures and the tour wait. */
  xrActive: boolean;
  closeMirror: () => void;
  /** Scene content for inside the Canvas: the mirror, the XR session. */
  scene: ReactNode;
  /** Messages about the tools: the mirror's privacy line, camera and XR failures (the shell places them). */
  notices: ReactNode;
}

/**
 * Legend's part of 3D mode: 'Enter VR' / 'Enter AR' where the plan includes `immersive` and the
 * device says it can (useXRSession), and the private mirror where the plan includes `mirror`
 * (useMirror). The plan comes from the server; the heavy parts (@react-three/xr, the mirror
 * scene) load on first use. Entering XR closes the mirror: the headset takes the camera.
 */
export function useLegendFeatures({
  spec,
  entitlements,
  reducedMotion,
  renderer,
}: {
  spec: WorldSpec;
  /** Null while the server has not said yet: nothing is offered, not even the Legend note. */
  entitlements: readonly Entitlement[] | null;
  reducedMotion: boolean;
  /** The live renderer, whose XR manager a session attaches to. */
  renderer: WebGLRenderer | null;
}): LegendFeatures {
  const canImmersive = entitlements?.includes('immersive') ?? false;
  const canMirror = entitlements?.includes('mirror') ?? false;
  const supported = useXRModesSupported(canImmersive);
  const { mirror, MirrorScene, open: openMirror, close: closeMirror, notLoaded } = useMirror();
  const xr = useXRSession({ offered: canImmersive && (supported.vr || supported.ar), renderer });
  const enterXR = (mode: XRMode) => {
    closeMirror();
    xr.enter(mode);
  };
  const mirrorOpen = mirror.status === 'open' || mirror.status === 'opening';
  const { xr: session } = xr;

  const toolbar = (
    <LegendToolbar
      vr={canImmersive && supported.vr}
      ar={canImmersive && supported.ar}
      mirror={canMirror}
      showNote={entitlements !== null && !canImmersive && !canMirror}
      xrStatus={session.status}
      xrActive={xr.active}
      mirrorOpen={mirrorOpen}
      onEnterXR={enterXR}
      onToggleMirror={() => (mirrorOpen ? closeMirror() : void openMirror())}
    />
  );
  const scene = (
    <Suspense fallback={null}>
      {mirror.status === 'open' ? (
        <MirrorScene
          spec={spec}
          stream={mirror.stream}
          reducedMotion={reducedMotion}
          onNotLoaded={notLoaded}
        />
      ) : null}
      {session.status === 'ready' || session.status === 'session' ? (
        <session.module.default
          store={session.store}
          mode={session.status === 'session' ? session.mode : null}
          spec={spec}
        />
      ) : null}
    </Suspense>
  );
  const notices =
    canMirror || xr.message ? (
      <LegendNotices
        canMirror={canMirror}
        mirrorOpening={mirror.status === 'opening'}
        mirrorMessage={mirror.status === 'failed' ? mirror.message : null}
        xrMessage={xr.message}
      />
    ) : null;

  const cameraBusy = mirror.status === 'open' || session.status === 'session';
  return { toolbar, scene, notices, cameraBusy, xrActive: xr.active, closeMirror };
}
