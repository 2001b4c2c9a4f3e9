import { SpotPanel } from '#web/scene/walk/SpotPanel';
import { WalkControls } from '#web/scene/walk/WalkControls';
import type { WalkSession } from './useWalkSession';

/** The walk's part inside the canvas: the walking camera and the panel of the spot you are at. */
export function WalkScene({ walk }: { walk: WalkSession }) {
  return (
    <>
      <WalkControls
        world={walk.world}
        bridge={walk.bridge}
        reducedMotion={walk.reducedMotion}
        enabled={walk.enabled}
        onPose={walk.onPose}
      />
      <SpotPanel
        // While the tour has the camera it shows its own panels.
        spot={walk.enabled ? walk.spot : null}
        world={walk.world}
        affirmation={walk.spot ? walk.affirmations[walk.spot.category] : null}
      />
    </>
  );
}
