import { describe, expect, it } from 'vitest';
import { worldSpecSchema } from '#shared/worldSpec';
import { basicWorldSpec } from './basic-world';
import { generateWorldSpec } from './generate-world';
import { referenceAnswers } from './testing/reference-answers';

describe('basicWorldSpec', () => {
  it('drops the props and locks every category but home, keeping the rest of the world', () => {
    const full = generateWorldSpec(referenceAnswers.beachVilla, { level: 'full' });
    const basic = basicWorldSpec(full);
    expect(basic.level).toBe('basic');
    expect(basic.props).toEqual([]);
    expect(basic.categories.map((view) => [view.category, view.unlocked])).toEqual([
      ['home', full.categories[0]?.unlocked],
      ['car', false],
      ['career', false],
      ['travel', false],
      ['health', false],
    ]);
    expect({
      ...basic,
      props: full.props,
      categories: full.categories,
      level: 'full',
      description: full.description,
    }).toEqual(full);
    // The description no longer mentions what is gone: it is the one a basic generation writes.
    expect(full.description).toMatch(/Around the home:/);
    expect(basic.description).not.toMatch(/Around the home:/);
    expect(basic.description).toBe(
      generateWorldSpec(referenceAnswers.beachVilla, { level: 'basic' }).description,
    );
    expect(worldSpecSchema.safeParse(basic).success).toBe(true);
    // Pure: the stored spec is not changed.
    expect(full.level).toBe('full');
  });
});
