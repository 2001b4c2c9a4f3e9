import { describe, expect, it } from 'vitest';
import { defaultAffirmations } from '#shared/ai';
import { affirmationsByCategory } from './categoryAffirmation';

describe('affirmationsByCategory', () => {
  it('matches affirmations to the categories they speak about, each used once', () => {
    const chosen = affirmationsByCategory(defaultAffirmations);
    expect(chosen.home).toBe('My home is a place of peace, warmth and belonging.');
    expect(chosen.health).toBe('My body is strong, healthy and full of energy.');
    expect(new Set(Object.values(chosen)).size).toBe(5);
  });

  it('gives a category nothing speaks to the first unused line', () => {
    const lines = ['I drive my dream car.', 'I am calm.', 'Today is mine.'];
    const chosen = affirmationsByCategory(lines);
    expect(chosen.car).toBe('I drive my dream car.');
    expect(chosen.health).toBe('I am calm.');
    expect(chosen.home).toBe('Today is mine.');
    expect(chosen.career).toBeNull();
    expect(chosen.travel).toBeNull();
  });

  it('handles no affirmations at all', () => {
    expect(affirmationsByCategory([])).toEqual({
      home: null,
      car: null,
      career: null,
      travel: null,
      health: null,
    });
  });
});
