import { describe, expect, it } from 'vitest';
import type { Answers } from '#shared/questionnaire';
import { generateWorldSpec } from '../generate-world';

const carOf = (answers: Answers) => {
  const spec = generateWorldSpec(answers, { level: 'full' });
  return {
    // Vehicles have kinds (a Land Cruiser is a jeep, a convertible its own model): the car view's.
    prop: spec.props.find((prop) => prop.category === 'car'),
    view: spec.categories.find((item) => item.category === 'car'),
  };
};

describe('the car’s name', () => {
  it.each([
    [{ assets: 'Road trips in my old Land Cruiser' }, 'old Land Cruiser', 'Your Old Land Cruiser'],
    [{ objects: 'My black Tesla in the drive' }, 'black Tesla', 'Your Black Tesla'],
    [{ assets: 'A vintage convertible for road trips' }, 'vintage convertible', 'Your Vintage Convertible'],
  ])('names %j with the vehicle the user wrote', (answers, label, title) => {
    const { prop, view } = carOf(answers);
    expect(prop?.label).toBe(label);
    expect(view?.title).toBe(title);
    expect(view?.description).toContain(`your ${label},`);
    expect(view?.description).not.toMatch(/road trips? waits?/i);
  });

  it('never conjugates a verb against the label, singular or plural', () => {
    const { view } = carOf({ assets: 'Two classic cars and road trips every summer' });
    expect(view?.description).not.toMatch(/\b(?:wait|waits)\b/);
    expect(view?.description).toMatch(/^In the drive: your /);
  });

  it('falls back to “car” when the answers only talk about driving', () => {
    const { prop, view } = carOf({ assets: 'Road trips every summer' });
    expect(prop?.label).toBe('car');
    expect(view?.description).toContain('your car,');
  });
});
