import type { Palette, PropKind, WorldCategory, WorldSpec } from '#shared/worldSpec';
import { defaultColor, defaultLabels, maxProps, type PropChoice, withArticle } from './props';
import type { Random } from './random';
import { type Scan, topValue } from './scan-answers';

/**
 * A full world unlocks the car, career, travel and health views; each should frame something
 * that matches its title. When the answers give no prop for one of them, one quiet default is
 * added (a car in the drive, a desk, a boat — a kayak on a river — or a globe, a yoga mat) so the view is never an
 * empty lawn. A kind the user already has is never added twice.
 */

const gymWords = /\b(?:gym|gyms|weights|weightlifting|lifting|dumbbells?|barbells?|crossfit)\b/i;

type Water = WorldSpec['terrain']['water'];

function defaultKindFor(category: WorldCategory, scan: Scan, water: Water): PropKind | null {
  switch (category) {
    case 'car':
      return 'car';
    case 'career':
      // A painter's view is their easel, a potter's or a carpenter's their workbench; everyone
      // else gets a desk.
      switch (topValue(scan.scores.career, 1.5)) {
        case 'art':
          return 'art';
        case 'craft':
          return 'workbench';
        default:
          return 'desk';
      }
    case 'travel':
      // A river is a kayak's water: a sailing boat's mast filled a narrow river's whole view.
      if (water === 'river') return 'kayak';
      return water === 'none' ? 'globe' : 'boat';
    case 'health':
      return gymWords.test(scan.texts.health_habits) || gymWords.test(scan.texts.habits_rituals)
        ? 'gym'
        : 'yoga-mat';
    case 'home':
      return null;
  }
}

/** The user's choices plus one default for each category they left empty (full worlds only). */
export function withDefaultProps(
  choices: readonly PropChoice[],
  scan: Scan,
  palette: Palette,
  water: Water,
  random: Random,
): PropChoice[] {
  const kinds = new Set(choices.map((choice) => choice.kind));
  const added: PropChoice[] = [];
  for (const category of ['car', 'career', 'travel', 'health'] as const) {
    if (choices.some((choice) => choice.category === category)) continue;
    let kind = defaultKindFor(category, scan, water);
    // The user's own art hanging at home stays theirs; the career view gets a desk instead.
    if (kind && kinds.has(kind)) kind = category === 'career' && !kinds.has('desk') ? 'desk' : null;
    if (!kind) continue;
    kinds.add(kind);
    added.push({
      kind,
      category,
      color: defaultColor(kind, palette, random),
      label: defaultLabels[kind],
      phrase: withArticle(defaultLabels[kind]),
    });
  }
  // A very full world makes room by losing its least-mentioned home props, never a category's.
  const kept = [...choices];
  for (let index = kept.length - 1; index >= 0 && kept.length + added.length > maxProps; index--) {
    const category = kept[index]?.category ?? null;
    if (category === 'home' || category === null) kept.splice(index, 1);
  }
  return [...kept, ...added];
}
