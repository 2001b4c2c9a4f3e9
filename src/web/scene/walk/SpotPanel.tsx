import type { WalkSpot, WalkWorld } from '#world';
import { InWorldPanel } from '../InWorldPanel';

/** Shown in place of a locked category's affirmation (basic Explorer world). */
export const lockedSpotLine = 'This part of your world comes with the Visionary plan.';

/**
 * The category spot the walker stands at, in the world: its title, description and affirmation
 * on a panel at head height between the walker and what the category shows. One at a time, so
 * 3D mode adds a single draw call for it.
 */
export function SpotPanel({
  spot,
  world,
  affirmation,
}: {
  spot: WalkSpot | null;
  world: WalkWorld;
  affirmation: string | null;
}) {
  if (!spot) return null;
  const y = world.groundHeight(spot.panelX, spot.panelZ) + 2.2;
  return (
    <InWorldPanel
      position={[spot.panelX, y, spot.panelZ]}
      title={spot.unlocked ? spot.title : `${spot.title} · locked`}
      body={spot.unlocked ? spot.description : lockedSpotLine}
      affirmation={spot.unlocked ? affirmation : null}
      width={3.2}
    />
  );
}
