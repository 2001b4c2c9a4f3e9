import { describe, expect, it } from 'vitest';
import { actionList, withFinalAnd } from './lists';

describe('lists in a sentence', () => {
  it.each([
    ['Norway, Patagonia, Nepal', 'Norway, Patagonia and Nepal'],
    [
      'coffee by the fire, writing all morning, an afternoon hike',
      'coffee by the fire, writing all morning and an afternoon hike',
    ],
    ['Japan, Portugal and the Greek islands', 'Japan, Portugal and the Greek islands'],
    ['a hammock, a book, where I read', 'a hammock, a book, where I read'],
    ['relaxed, energetic', 'relaxed, energetic'],
  ])('%j → %j', (list, expected) => {
    expect(withFinalAnd(list)).toBe(expected);
  });

  it.each([
    [
      'swim at sunrise, paint until lunch, long lunch with friends, sunset sailing',
      'swim at sunrise, paint until lunch, enjoy a long lunch with friends and sunset sailing',
    ],
    [
      'harvest grapes in the morning, cook for friends, dinner under the pergola at sunset',
      'harvest grapes in the morning, cook for friends and enjoy a dinner under the pergola at sunset',
    ],
    ['grow vegetables, bake bread, keep bees', 'grow vegetables, bake bread and keep bees'],
  ])('a list of actions keeps a verb in every item: %j', (list, expected) => {
    expect(actionList(list)).toBe(expected);
  });
});
