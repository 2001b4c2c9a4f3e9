import { useEffect, useState } from 'react';

export type XRMode = 'immersive-vr' | 'immersive-ar';

export interface XRModesSupported {
  vr: boolean;
  ar: boolean;
}

const unsupported: XRModesSupported = { vr: false, ar: false };

/**
 * Whether this browser and device can start an immersive VR / AR session. Deliberately tiny and
 * free of @react-three/xr: it runs for every Legend visit to 3D mode, the XR chunk only loads when
 * a button is pressed. A browser without WebXR, or one that throws, answers "no" (buttons absent).
 */
export async function xrModesSupported(): Promise<XRModesSupported> {
  const xr = typeof navigator === 'undefined' ? undefined : navigator.xr;
  if (!xr) return unsupported;
  const ask = async (mode: XRMode) => {
    try {
      return (await xr.isSessionSupported(mode)) === true;
    } catch {
      return false;
    }
  };
  const [vr, ar] = await Promise.all([ask('immersive-vr'), ask('immersive-ar')]);
  return { vr, ar };
}

/** The answer of `xrModesSupported`, asked only when `enabled` (the plan includes `immersive`). */
export function useXRModesSupported(enabled: boolean): XRModesSupported {
  const [supported, setSupported] = useState(unsupported);
  useEffect(() => {
    if (!enabled) {
      setSupported(unsupported);
      return;
    }
    let current = true;
    void xrModesSupported().then((answer) => {
      if (current) setSupported(answer);
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return supported;
}
