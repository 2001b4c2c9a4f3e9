import { describe, expect, it } from 'vitest';
import type { Answers } from '#shared/questionnaire';
import { generateWorldSpec } from '../generate-world';
import { referenceAnswers } from '../testing/reference-answers';
import { variedAnswers } from '../testing/varied-answers';

const view = (answers: Answers, category: string) =>
  generateWorldSpec(answers, { level: 'full' }).categories.find((text) => text.category === category);

describe('category texts', () => {
  it('says how coming home feels with the qualities of a home, not "feels like warm, quiet…"', () => {
    expect(view(referenceAnswers.vermontCottage, 'home')?.description).toContain(
      'Coming home feels warm, quiet and welcoming.',
    );
    // A feeling only a person has stays mine: "you feel … alive".
    expect(view(referenceAnswers.rainforestTreehouse, 'home')?.description).toContain(
      'Coming home, you feel wild, alive and at peace with the rain.',
    );
  });

  it('titles a potter’s work as a craft, not as "Working With Nature"', () => {
    expect(view(referenceAnswers.vermontCottage, 'career')?.title).toBe('Made by Hand');
    expect(view(referenceAnswers.adobeDesert, 'career')?.title).toBe('Made by Hand');
    // A farmer's work is still nature's.
    expect(view(variedAnswers.terse, 'career')?.title).toBe('Working With Nature');
  });
});
