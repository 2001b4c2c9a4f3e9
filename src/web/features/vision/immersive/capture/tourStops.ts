import type { WorldSpec } from '#shared/worldSpec';
import type { TourStopText } from '#web/scene/capture/TourCamera';
import { lockedSpotLine } from '#web/scene/walk/SpotPanel';
import { affirmationsByCategory } from '../categoryAffirmation';

/**
 * What each of the tour's five stops shows: the category's title and description (the vision
 * page's side menu) and its affirmation. A basic world's locked categories stay in the tour —
 * the camera still visits the spot and the panel says the scene comes with Visionary — so every
 * tour is the same 60 seconds and the user sees what they are dreaming towards.
 */
export function tourStops(spec: WorldSpec, affirmations: readonly string[] | null): TourStopText[] {
  const lines = affirmations ? affirmationsByCategory(affirmations) : null;
  return spec.categories.map((view) => ({
    title: view.title,
    body: view.unlocked ? view.description : `${view.description} ${lockedSpotLine}`,
    affirmation: lines?.[view.category] ?? null,
  }));
}
