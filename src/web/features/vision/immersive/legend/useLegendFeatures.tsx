import type { XRStore } from '@react-three/xr';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { WebGLRenderer } from 'three';
import type { Entitlement } from '#shared/plans';
import type { WorldSpec } from '#shared/worldSpec';
import { Button } from '#web/components/ui/Button';
import { stopStream } from '#web/lib/browser/stopStream';
import { loadMirrorScene } from './loadMirrorScene';
import { mirrorMessages, openMirrorCamera } from './mirrorCamera';
import { createXRSessionKeeper, type XRKeeperState, type XRSessionKeeper } from './xrSessionKeeper';
import { useXRModesSupported, type XRMode } from './xrSupport';

type XRLayerModule = typeof import('#web/scene/xr/XRLayer');

type MirrorState =
  | { status: 'closed' }
  | { status: 'opening' }
  | { status: 'open'; stream: MediaStream }
  | { status: 'failed'; message: string };

type XRState = XRKeeperState<XRLayerModule, XRStore>;

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

export const mirrorPrivacyText =
  'Your camera image stays on this device. It is drawn into the mirror right here and is never uploaded, recorded or sent anywhere.';

/**
 * Legend's part of 3D mode (issue 7): 'Enter VR' / 'Enter AR' where the plan includes `immersive`
 * and the device says it can, and the private mirror where the plan includes `mirror`. The plan
 * comes from the server; the heavy parts (@react-three/xr, the mirror scene) load on first use.
 * The camera is asked for only on 'Open the mirror' and every track is stopped on close, on
 * entering XR and when 3D mode closes (this hook unmounts with it).
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

  const [mirror, setMirror] = useState<MirrorState>({ status: 'closed' });
  // A fresh lazy component after a failed download, so the next 'Open the mirror' tries again.
  const [MirrorScene, setMirrorScene] = useState(() => lazy(() => loadMirrorScene()));
  // The stream in hand (also while React has not rendered it yet), for stopping on any exit.
  const streamRef = useRef<MediaStream | null>(null);
  const attempt = useRef(0);

  const closeMirror = useCallback(() => {
    attempt.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
    setMirror({ status: 'closed' });
  }, []);

  const openMirror = async () => {
    const mine = ++attempt.current;
    setMirror({ status: 'opening' });
    const result = await openMirrorCamera();
    if (mine !== attempt.current) {
      // Closed (or 3D mode left) while the browser was asking: give the camera straight back.
      if (result.ok) stopStream(result.stream);
      return;
    }
    if (!result.ok) {
      setMirror({ status: 'failed', message: result.message });
      return;
    }
    streamRef.current = result.stream;
    setMirror({ status: 'open', stream: result.stream });
  };

  // Leaving 3D mode unmounts this hook: the camera goes off with it.
  useEffect(
    () => () => {
      attempt.current += 1;
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  const [xr, setXR] = useState<XRState>({ status: 'idle' });
  const [xrMessage, setXRMessage] = useState<string | null>(null);
  const keeper = useRef<XRSessionKeeper | null>(null);
  const rendererRef = useRef(renderer);
  rendererRef.current = renderer;
  const offersXR = canImmersive && (supported.vr || supported.ar);
  // The XR chunk loads as soon as the buttons show, so a click can enter within its activation.
  useEffect(() => {
    if (!offersXR) return;
    const sessions = createXRSessionKeeper<XRStore, XRLayerModule>({
      load: () => import('#web/scene/xr/XRLayer'),
      manager: () => rendererRef.current?.xr ?? null,
      onChange: setXR,
      onMessage: setXRMessage,
    });
    keeper.current = sessions;
    sessions.preload();
    return () => {
      // Ends a running session before the store is destroyed (3D mode closing mid-session).
      sessions.dispose();
      keeper.current = null;
      setXR({ status: 'idle' });
    };
  }, [offersXR]);
  const enterXR = (mode: XRMode) => {
    closeMirror();
    keeper.current?.enter(mode);
  };
  const xrActive = xr.status === 'loading' || xr.status === 'session';

  const mirrorNotLoaded = useCallback(() => {
    attempt.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
    setMirror({ status: 'failed', message: mirrorMessages.notLoaded });
    setMirrorScene(() => lazy(() => loadMirrorScene()));
  }, []);

  const mirrorOpen = mirror.status === 'open' || mirror.status === 'opening';
  const showNote = entitlements !== null && !canImmersive && !canMirror;
  const toolbar = (
    <>
      {canImmersive && supported.vr ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => enterXR('immersive-vr')}
          disabled={xrActive}
          // 'ready': the XR chunk is in, a click enters at once (the e2e waits for it).
          data-xr={xr.status}
        >
          Enter VR
        </Button>
      ) : null}
      {canImmersive && supported.ar ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => enterXR('immersive-ar')}
          disabled={xrActive}
          // 'ready': the XR chunk is in, a click enters at once (the e2e waits for it).
          data-xr={xr.status}
        >
          Enter AR
        </Button>
      ) : null}
      {canMirror ? (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby="mirror-privacy"
          // The headset has the view during an XR session; entering one closes the mirror.
          disabled={xrActive}
          onClick={() => (mirrorOpen ? closeMirror() : void openMirror())}
        >
          {mirrorOpen ? 'Close the mirror' : 'Open the mirror'}
        </Button>
      ) : null}
      {showNote ? (
        <p className="self-center rounded-full bg-night-950/70 px-3 py-1.5 text-sm text-ink-muted">
          VR, AR and the mirror come with{' '}
          <Link
            to="/subscribe?plan=legend-plan"
            className="font-medium text-ink underline underline-offset-2"
          >
            Legend
          </Link>
          .
        </p>
      ) : null}
    </>
  );

  const scene = (
    <Suspense fallback={null}>
      {mirror.status === 'open' ? (
        <MirrorScene
          spec={spec}
          stream={mirror.stream}
          reducedMotion={reducedMotion}
          onNotLoaded={mirrorNotLoaded}
        />
      ) : null}
      {xr.status === 'ready' || xr.status === 'session' ? (
        <xr.module.default store={xr.store} mode={xr.status === 'session' ? xr.mode : null} spec={spec} />
      ) : null}
    </Suspense>
  );

  const mirrorMessage = mirror.status === 'failed' ? mirror.message : null;
  const notices =
    canMirror || xrMessage ? (
      <>
        {mirrorMessage ? (
          <p
            role="alert"
            data-testid="mirror-message"
            className="pointer-events-auto max-w-xl rounded-2xl bg-night-950/85 px-4 py-3 text-sm text-ink"
          >
            {mirrorMessage}
          </p>
        ) : null}
        {xrMessage ? (
          <p
            role="alert"
            className="pointer-events-auto max-w-xl rounded-2xl bg-night-950/85 px-4 py-3 text-sm text-ink"
          >
            {xrMessage}
          </p>
        ) : null}
        {canMirror ? (
          <p id="mirror-privacy" className="rounded-2xl bg-night-950/70 px-4 py-2 text-xs text-ink-muted">
            {mirror.status === 'opening' ? 'Waiting for your camera… ' : null}
            {mirrorPrivacyText}
          </p>
        ) : null}
      </>
    ) : null;

  const cameraBusy = mirror.status === 'open' || xr.status === 'session';
  return { toolbar, scene, notices, cameraBusy, xrActive, closeMirror };
}
