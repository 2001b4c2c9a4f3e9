import { describe, expect, it } from 'vitest';
import { type WorldCategory, type WorldSpec, worldCategories } from '#shared/worldSpec';
import { generateWorldSpec } from '#world/generator/generate-world';
import { type ReferenceWorld, referenceAnswers } from '#world/reference-answers';
import { judgeFrame, subjectOf } from './frameRules';
import { sampleView, sampleWorld } from './viewSampler';

/**
 * Every view of every reference life as the generator frames it (src/world/generator/viewpoints.ts),
 * on a desktop (16:10) and a phone (375×812), sampled by rays and judged by the composition rules
 * (frameRules.ts). The scene's hand-written fixtures keep their own hand-set cameras: not here.
 */
const worlds: [string, WorldSpec][] = [
  ...(Object.keys(referenceAnswers) as ReferenceWorld[]).map(
    (name) => [name, generateWorldSpec(referenceAnswers[name], { level: 'full' })] as [string, WorldSpec],
  ),
];
const screens = [
  ['desktop', 1280 / 800],
  ['phone', 375 / 812],
] as const;

/**
 * Lives whose category views of things on a terrace (a desk, a yoga mat, a globe) are still framed
 * badly since those things moved onto the home's decks: the camera looks at them through
 * railings, planters and walls. Known and open (docs/decisions/0046); `it.fails` keeps them
 * measured, and reports the day one of them is framed well, so it can leave this list.
 */
const terraceFramingOpen = new Set([
  'beachVilla',
  'mountainCabin',
  'cityPenthouse',
  'adobeDesert',
  'alpineChalet',
  'tokyoPenthouse',
  'tuscanFarmhouse',
  'mediterraneanVilla',
]);

describe('composition of the arrival and category views', () => {
  for (const [name, spec] of worlds) {
    const test = terraceFramingOpen.has(name) ? it.fails : it;
    test(`${name}: every view shows its subject, unobstructed`, () => {
      const world = sampleWorld(spec);
      const problems: string[] = [];
      const views: [WorldCategory | null, WorldSpec['arrival']['viewpoint']][] = [
        [null, spec.arrival.viewpoint],
        ...worldCategories.map(
          (category) =>
            [category, spec.categories.find((view) => view.category === category)?.viewpoint] as [
              WorldCategory,
              WorldSpec['arrival']['viewpoint'],
            ],
        ),
      ];
      for (const [category, viewpoint] of views)
        for (const [screen, aspect] of screens) {
          const subject = subjectOf(spec, category, viewpoint);
          const report = judgeFrame(sampleView(world, viewpoint, aspect), subject, viewpoint, aspect);
          if (process.env.COMPOSITION_DEBUG)
            console.info(
              name,
              category ?? 'arrival',
              screen,
              subject.kind,
              JSON.stringify({ ...report, problems: undefined }),
            );
          for (const problem of report.problems)
            problems.push(`${category ?? 'arrival'} (${screen}): ${problem}`);
        }
      expect(problems).toEqual([]);
    });
  }
});
