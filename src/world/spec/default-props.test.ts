import { describe, expect, it } from 'vitest';
import type { Answers } from '#shared/questionnaire';
import type { WorldSpec } from '#shared/worldSpec';
import { generateWorldSpec } from '../generate-world';
import { drawnAt } from '../geometry/viewpoints';
import { layoutProblems } from '../testing/layout-problems';
import { referenceAnswers } from '../testing/reference-answers';

const full = (answers: Answers) => generateWorldSpec(answers, { level: 'full' });
const framed = ['car', 'career', 'travel', 'health'] as const;

/**
 * Every unlocked category view aims within a few metres of its prop (or, for a group of props,
 * at their middle, a few metres from each).
 */
function expectFramed(spec: WorldSpec) {
  for (const category of framed) {
    // Where each is drawn: a boat floats past the shore, and the view frames it there.
    const mine = spec.props.filter((prop) => prop.category === category).map((prop) => drawnAt(prop, spec));
    expect(mine.length, category).toBeGreaterThanOrEqual(1);
    const target = spec.categories.find((item) => item.category === category)?.viewpoint.target ?? [0, 0, 0];
    const nearest = Math.min(
      ...mine.map((prop) => Math.hypot(prop.position[0] - target[0], prop.position[2] - target[2])),
    );
    expect(nearest, category).toBeLessThanOrEqual(mine.length === 1 ? 3 : 8);
  }
}

describe('default props in a full world', () => {
  it('gives the car, career, travel and health views something to frame when the answers say nothing', () => {
    const spec = full({});
    expectFramed(spec);
    expect(layoutProblems(spec)).toEqual([]);
    // The sea in front: the travel view gets a boat at the water's edge.
    expect(spec.terrain.water).not.toBe('none');
    expect(spec.props.map((prop) => prop.kind)).toEqual(['car', 'desk', 'boat', 'yoga-mat']);
  });

  it('picks a globe without water, an easel for a painter and a gym for someone who lifts', () => {
    const spec = full({
      dream_location: 'A house in the Arizona desert.',
      fulfillment: 'Painting every day, selling my paintings in galleries.',
      health_habits: 'The gym and lifting weights.',
    });
    expect(spec.terrain.water).toBe('none');
    const kinds = spec.props.map((prop) => [prop.kind, prop.category]);
    expect(kinds).toContainEqual(['globe', 'travel']);
    expect(kinds).toContainEqual(['art', 'career']);
    expect(kinds).toContainEqual(['gym', 'health']);
    expectFramed(spec);
  });

  it('keeps the reference worlds’ own props and never adds a second of a kind', () => {
    for (const answers of Object.values(referenceAnswers)) {
      const spec = full(answers);
      const kinds = spec.props.map((prop) => prop.kind);
      expect(new Set(kinds).size).toBe(kinds.length);
      expectFramed(spec);
      expect(layoutProblems(spec)).toEqual([]);
    }
    // The cabin's props were all the user's own: nothing was added.
    const cabin = full(referenceAnswers.mountainCabin);
    expect(cabin.props.every((prop) => prop.label !== 'yoga mat' && prop.label !== 'globe')).toBe(true);
  });

  it('adds nothing to a basic world', () => {
    expect(generateWorldSpec({}, { level: 'basic' }).props).toEqual([]);
  });

  it('stays deterministic', () => {
    expect(full({})).toEqual(full({}));
  });
});
