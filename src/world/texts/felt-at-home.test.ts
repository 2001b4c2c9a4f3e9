import { describe, expect, it } from 'vitest';
import { feltBy } from './felt-at-home';

describe('feltBy', () => {
  it.each([
    // Qualities only a place has: "I feel welcoming" says of me what is true of the house.
    ['warm, quiet and welcoming', 'home'],
    ['warm, busy, noisy and full of life', 'home'],
    ['light, airy and peaceful; the house smells of salt and jasmine', 'home'],
    // Feelings only a person has.
    ['inspired and free', 'me'],
    ['wild, alive and at peace with the rain', 'me'],
    ['warm, grounded and quiet, like the desert at dusk', 'me'],
    // Either, and an add-on after the qualities does not count ("a long hike").
    ['warm, cosy and safe, like a hug after a long hike', 'either'],
    ['cosy and safe', 'either'],
    ['light-filled and calm', 'home'],
  ])('%j is felt by the %s', (description, by) => {
    expect(feltBy(description)).toBe(by);
  });
});
