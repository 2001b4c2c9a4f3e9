import { createXRStore, XR, type XRStore } from '@react-three/xr';
import { useEffect, useRef } from 'react';
import type { WorldSpec } from '../../../shared/worldSpec';
import { ARPlacement } from './ARPlacement';
import { VRLocomotion } from './VRLocomotion';

export type ImmersiveSessionMode = 'immersive-vr' | 'immersive-ar';

/**
 * The XR store of 3D mode. `emulate: false`: @react-three/xr otherwise injects a Meta Quest
 * emulator on localhost when the browser has no WebXR, which would turn 'Enter VR' into a fake
 * headset on a developer's (or a self-hoster's) machine. `offerSession` and granted sessions are
 * off: a session starts only from the user's click on 'Enter VR' / 'Enter AR'.
 */
export function createLegendXRStore(): XRStore {
  return createXRStore({
    emulate: false,
    offerSession: false,
    enterGrantedSession: false,
    controller: { teleportPointer: true },
    hand: { teleportPointer: true },
    hitTest: true,
    domOverlay: false,
  });
}

export interface XRLayerProps {
  store: XRStore;
  mode: ImmersiveSessionMode;
  spec: WorldSpec;
  /** The session ended (the user left, the headset came off) or could not start. */
  onEnded: (failure: string | null) => void;
}

/**
 * The XR part of 3D mode (issue 7, Legend), inside the Canvas: VR walks the world at full size
 * with teleport and thumbsticks, AR stands the dream home on a real table as a miniature. A lazy
 * chunk: @react-three/xr loads only when 'Enter VR' or 'Enter AR' is pressed.
 */
export default function XRLayer({ store, mode, spec, onEnded }: XRLayerProps) {
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  // <XR> (a child) has handed the store the renderer by now: start the session the user asked for.
  useEffect(() => {
    let ended = false;
    const end = (failure: string | null) => {
      if (ended) return;
      ended = true;
      onEndedRef.current(failure);
    };
    const unsubscribe = store.onSessionEnd(() => end(null));
    const request = mode === 'immersive-vr' ? store.enterVR() : store.enterAR();
    request
      .then((session) => {
        if (!session) end('The headset or phone did not start the session. Please try again.');
      })
      .catch(() => end('The headset or phone did not start the session. Please try again.'));
    return () => {
      unsubscribe();
      void store
        .getState()
        .session?.end()
        .catch(() => undefined);
    };
  }, [store, mode]);

  return (
    <XR store={store}>
      {mode === 'immersive-vr' ? <VRLocomotion spec={spec} /> : <ARPlacement spec={spec} />}
    </XR>
  );
}
