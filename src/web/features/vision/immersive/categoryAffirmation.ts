import { type WorldCategory, worldCategories } from '#shared/worldSpec';

/**
 * Which of the 8 affirmations belongs to each category spot (3D mode's spots and the guided
 * tour show one each). An affirmation is matched by its words ("My home is…" → home, "My body…"
 * → health); each is used once, and a category no affirmation speaks to takes the first unused
 * one, so the five spots always show five different lines while there are five.
 */
const categoryWords: Record<WorldCategory, readonly string[]> = {
  home: ['home', 'house', 'villa', 'cabin', 'garden', 'belonging', 'sanctuary', 'family', 'live'],
  car: ['car', 'drive', 'driving', 'road', 'ride', 'vehicle', 'freedom', 'wheel'],
  career: [
    'work',
    'career',
    'business',
    'company',
    'purpose',
    'create',
    'creating',
    'legacy',
    'abundance',
    'success',
    'lead',
  ],
  travel: ['travel', 'journey', 'world', 'explore', 'adventure', 'places', 'horizon', 'discover'],
  health: ['body', 'health', 'healthy', 'strong', 'energy', 'mind', 'calm', 'peace', 'breath', 'fit'],
};

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);

export function affirmationsByCategory(
  affirmations: readonly string[],
): Record<WorldCategory, string | null> {
  const words = affirmations.map(wordsOf);
  const used = new Set<number>();
  const chosen: Record<WorldCategory, number> = { home: -1, car: -1, career: -1, travel: -1, health: -1 };
  // First the lines that speak to a category, then the rest for the categories left over.
  for (const category of worldCategories) {
    let bestScore = 0;
    words.forEach((set, index) => {
      const score = categoryWords[category].filter((word) => set.has(word)).length;
      if (!used.has(index) && score > bestScore) {
        chosen[category] = index;
        bestScore = score;
      }
    });
    if (chosen[category] >= 0) used.add(chosen[category]);
  }
  for (const category of worldCategories) {
    if (chosen[category] >= 0) continue;
    chosen[category] = affirmations.findIndex((_, index) => !used.has(index));
    if (chosen[category] >= 0) used.add(chosen[category]);
  }
  const lineAt = (index: number) => (index >= 0 ? (affirmations[index] ?? null) : null);
  return {
    home: lineAt(chosen.home),
    car: lineAt(chosen.car),
    career: lineAt(chosen.career),
    travel: lineAt(chosen.travel),
    health: lineAt(chosen.health),
  };
}
