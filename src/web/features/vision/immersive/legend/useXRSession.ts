import type { XRStore } from '@react-three/xr';
import { useEffect, useRef, useState } from 'react';
import type { WebGLRenderer } from 'three';
import { createXRSessionKeeper, type XRKeeperState, type XRSessionKeeper } from './xrSessionKeeper';
import type { XRMode } from './xrSupport';

export type XRLayerModule = typeof import('#web/scene/xr/XRLayer');
export type XRState = XRKeeperState<XRLayerModule, XRStore>;

/**
 * An immersive (VR or AR) session on the live renderer, while `offered`. The XR chunk loads as
 * soon as the buttons show, so a click can enter within its user activation; a running session
 * ends before the store is destroyed (3D mode closing mid-session).
 */
export function useXRSession({ offered, renderer }: { offered: boolean; renderer: WebGLRenderer | null }) {
  const [xr, setXR] = useState<XRState>({ status: 'idle' });
  const [message, setMessage] = useState<string | null>(null);
  const keeper = useRef<XRSessionKeeper | null>(null);
  const rendererRef = useRef(renderer);
  rendererRef.current = renderer;

  useEffect(() => {
    if (!offered) return;
    const sessions = createXRSessionKeeper<XRStore, XRLayerModule>({
      load: () => import('#web/scene/xr/XRLayer'),
      manager: () => rendererRef.current?.xr ?? null,
      onChange: setXR,
      onMessage: setMessage,
    });
    keeper.current = sessions;
    sessions.preload();
    return () => {
      sessions.dispose();
      keeper.current = null;
      setXR({ status: 'idle' });
    };
  }, [offered]);

  const enter = (mode: XRMode) => keeper.current?.enter(mode);
  /** True while a session is being entered or runs: pictures and the tour wait. */
  const active = xr.status === 'loading' || xr.status === 'session';
  return { xr, message, enter, active };
}
