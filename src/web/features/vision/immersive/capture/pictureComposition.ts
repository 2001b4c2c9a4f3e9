import type { WorldCategory, WorldSpec } from '#shared/worldSpec';
import type { PictureComposition } from '#web/scene/capture/snapshot';
import { framedView } from '#web/scene/composition/framedViews';
import type { WalkSpot } from '#world';

/**
 * How 'Save a picture' composes each size. At a spot (the map's 'Go to' or walking there) the
 * camera stood close to the spot's panel for the window: the picture instead takes the spot's view
 * framed for the picture's own shape (the same search the vision page uses for a category), and
 * writes the spot's title and affirmation on it. Elsewhere the picture is the view on screen.
 */
export function pictureComposer(
  spec: WorldSpec,
  spot: WalkSpot | null,
  affirmations: Record<WorldCategory, string | null>,
): (aspect: number) => PictureComposition {
  if (!spot) return () => ({ view: null, caption: null });
  const line = spot.unlocked ? (affirmations[spot.category] ?? spot.description) : spot.description;
  return (aspect) => ({
    view: framedView(spec, spot.category, aspect),
    caption: { title: spot.title, line },
  });
}
