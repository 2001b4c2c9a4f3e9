import { createXRStore, XR, type XRStore } from '@react-three/xr';
import type { WorldSpec } from '#shared/worldSpec';
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
  /** The session being entered or running; null while the store waits for the user's click. */
  mode: ImmersiveSessionMode | null;
  spec: WorldSpec;
}

/**
 * The XR part of 3D mode (Legend), inside the Canvas: VR walks the world at full size
 * with teleport and thumbsticks, AR stands the dream home on a real table as a miniature. A lazy
 * chunk, preloaded when the Legend tools show so that 'Enter VR' / 'Enter AR' can ask for the
 * session within the click (legend/xrSessionKeeper.ts starts, ends and destroys sessions; this
 * layer only connects the store to the renderer and draws what a session needs).
 */
export default function XRLayer({ store, mode, spec }: XRLayerProps) {
  return (
    <XR store={store}>
      {mode === 'immersive-vr' ? <VRLocomotion spec={spec} /> : null}
      {mode === 'immersive-ar' ? <ARPlacement spec={spec} /> : null}
    </XR>
  );
}
