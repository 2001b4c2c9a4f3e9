import { describe, expect, it } from 'vitest';
import { type Viewpoint, type WorldCategory, type WorldSpec, worldCategories } from '#shared/worldSpec';
import {
  buildingAtEdges,
  cutProblem,
  generateWorldSpec,
  homeDimensions,
  judgeArrival,
  judgeFrame,
  judgeWatersideArrival,
  shownArrival,
  subjectOf,
  terraceRects,
  waterStartZ,
} from '#world';
import { type ReferenceWorld, referenceAnswers } from '#world/testing';
import { framedViewpoint } from './framingSearch';
import { type RayHit, sampleView, sampleWorld } from './viewSampler';

/**
 * Every view of every reference life as the scene shows it — the generator's framing
 * (src/world/geometry/viewpoints.ts), searched again by framingSearch.ts where the judge finds
 * fault with it — on a desktop (16:10) and a phone (375×812), sampled by rays and judged by the
 * composition rules (frameRules.ts). The scene's hand-written fixtures keep their own hand-set cameras: not here.
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

describe('composition of the arrival and category views', () => {
  for (const [name, spec] of worlds) {
    it(`${name}: every view shows its subject, unobstructed`, () => {
      const world = sampleWorld(spec);
      const problems: string[] = [];
      const views: (WorldCategory | null)[] = [null, ...worldCategories];
      for (const category of views)
        for (const [screen, aspect] of screens) {
          // The scene shows the framing search's view of a category (framingSearch.ts) and the
          // arrival stepped back until the home fits this screen (arrivalFit.ts).
          const viewpoint = category ? framedViewpoint(world, category, aspect) : shownArrival(spec, aspect);
          const subject = subjectOf(spec, category, viewpoint);
          const hits = sampleView(world, viewpoint, aspect);
          const report = judgeFrame(hits, subject, viewpoint, aspect);
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
          // An arrival that shows the home shows all of it, on every screen (arrivalFit.ts).
          const cut = category === null && subject.kind === 'home' ? buildingAtEdges(spec, hits) : 0;
          if (cut > 0) problems.push(`arrival (${screen}): ${cutProblem(cut)}`);
        }
      expect(problems).toEqual([]);
    });
  }
});

describe('the first picture holds the home', () => {
  /** A judge's problems with the arrival as the scene shows it on each screen (arrivalFit.ts). */
  function arrivalProblems(
    name: string,
    spec: WorldSpec,
    judge: (
      hits: RayHit[],
      viewpoint: Viewpoint,
      middle: [number, number, number],
      aspect: number,
    ) => { problems: string[] },
  ): string[] {
    const world = sampleWorld(spec);
    const middle: [number, number, number] = [0, homeDimensions(spec.home).height / 2, 0];
    const problems: string[] = [];
    for (const [screen, aspect] of screens) {
      const viewpoint = shownArrival(spec, aspect);
      const report = judge(sampleView(world, viewpoint, aspect), viewpoint, middle, aspect);
      if (process.env.COMPOSITION_DEBUG)
        console.info(name, 'arrival', screen, JSON.stringify({ ...report, problems: undefined }));
      for (const problem of report.problems) problems.push(`${screen}: ${problem}`);
    }
    return problems;
  }

  // Inland, an arrival that looks out shows the home's front with the land it looks out on behind
  // it (docs/decisions/0082-inland-arrival-faces-the-home.md): a desert or a snowfield alone does
  // not say whose view it is, and the home's roof and back wall are not a dream. A penthouse's
  // arrival looks from its roof terrace at the skyline: its home view shows the home.
  const inland = (spec: WorldSpec) => spec.home.style !== 'penthouse' && waterStartZ(spec) === null;
  for (const [name, spec] of worlds.filter(([, spec]) => inland(spec)))
    it(`${name}: the arrival shows the home's front, large, at eye level, its setting behind`, () => {
      const problems = arrivalProblems(name, spec, (hits, viewpoint, middle) =>
        judgeArrival(spec, hits, viewpoint, middle),
      );
      expect(problems).toEqual([]);
    });

  // By the sea, a lake or a canal the arrival holds the home and the water together, seen from the
  // water's edge or across the canal (docs/decisions/0089-waterside-arrival-shows-home-and-water.md).
  const waterside = (spec: WorldSpec) =>
    spec.home.style === 'houseboat' ||
    (spec.home.style !== 'penthouse' && (spec.terrain.water === 'sea' || spec.terrain.water === 'lake'));
  for (const [name, spec] of worlds.filter(([, spec]) => waterside(spec)))
    it(`${name}: the arrival shows the home's front and the water, at eye level, nothing in front`, () => {
      const problems = arrivalProblems(name, spec, (hits, viewpoint, middle, aspect) =>
        judgeWatersideArrival(hits, viewpoint, middle, aspect),
      );
      expect(problems).toEqual([]);
    });

  it("draws a penthouse's arrival from its roof: its terrace and its roof in the picture, the city beyond", () => {
    // The generator's view stood over the terrace's front edge and showed only the city
    // (docs/decisions/0088-arrival-fits-every-screen.md).
    const problems: string[] = [];
    for (const [name, spec] of worlds.filter(([, spec]) => spec.home.style === 'penthouse')) {
      const world = sampleWorld(spec);
      const terrace = terraceRects(spec)[0]?.y ?? 0;
      for (const [screen, aspect] of screens) {
        const viewpoint = shownArrival(spec, aspect);
        const hits = sampleView(world, viewpoint, aspect);
        const share = (test: (hit: (typeof hits)[number]) => boolean) =>
          hits.filter(test).length / hits.length;
        const home = share((hit) => hit.surface === 'home');
        const terraceThings = share((hit) => hit.surface === 'prop');
        const beyond = share((hit) => hit.surface === 'sky' || hit.distance > 60);
        if (home < 0.15) problems.push(`${name} (${screen}): the home fills ${Math.round(home * 100)}%`);
        if (terraceThings < 0.005) problems.push(`${name} (${screen}): none of the terrace's things in view`);
        if (beyond < 0.3) problems.push(`${name} (${screen}): ${Math.round(beyond * 100)}% sky and city`);
        if (viewpoint.position[1] < terrace) problems.push(`${name} (${screen}): below the terrace`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('frames a penthouse from the skyline, not from the tower foot', () => {
    for (const [, spec] of worlds.filter(([, spec]) => spec.home.style === 'penthouse')) {
      const view = spec.categories.find((category) => category.category === 'home')?.viewpoint;
      const home = homeDimensions(spec.home);
      expect(view?.position[1]).toBeGreaterThan(home.height - 4);
    }
  });
});
