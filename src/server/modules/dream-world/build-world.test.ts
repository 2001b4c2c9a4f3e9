import { describe, expect, it } from 'vitest';
import type { Answers } from '#shared/questionnaire';
import { worldSpecSchema } from '#shared/worldSpec';
import { generateWorldSpec } from '#world';
import { layoutProblems, referenceAnswers } from '#world/testing';
import { buildWorldSpec, type WorldHints } from './build-world';

const answers = referenceAnswers.mountainCabin;
const lexiconWorld = generateWorldSpec(answers, { level: 'full' });

/** A provider's world hints, scripted (the AI service hands the provider's own to the world job). */
const hintsProvider = (worldHints: (answers: Answers, signal: AbortSignal) => Promise<string>): WorldHints =>
  worldHints;

const build = (worldHints: WorldHints | undefined, signal = AbortSignal.timeout(5000)) =>
  buildWorldSpec({ answers, level: 'full', worldHints, signal });

const validHints = {
  biome: 'snow',
  timeOfDay: 'night',
  weather: 'snowfall',
  homeStyle: 'cabin',
  walls: 'stone',
  palette: { primary: '#AA3322' },
  props: [
    { kind: 'telescope', label: 'my old brass telescope' },
    { kind: 'dog', label: 'Bear, my dog', color: '#3b2a20' },
  ],
  categories: { travel: { title: 'Northern Lights', description: 'You chase the aurora every winter.' } },
  description: `${'A snowy cabin under the aurora. '.repeat(40)}`,
  unknownField: 'ignored',
};

describe('buildWorldSpec', () => {
  it('applies valid AI hints on top of the lexicon world (source ai), layout still the generator’s', async () => {
    let seenSignal: AbortSignal | null = null;
    const spec = await build(
      hintsProvider(async (_answers, signal) => {
        seenSignal = signal;
        return `Here you go:\n\`\`\`json\n${JSON.stringify(validHints)}\n\`\`\``;
      }),
    );
    expect(seenSignal).not.toBeNull();
    expect(() => worldSpecSchema.parse(spec)).not.toThrow();
    expect(spec.source).toBe('ai');
    expect(spec.terrain.biome).toBe('snow');
    expect(spec.sky).toMatchObject({ timeOfDay: 'night', stars: true });
    expect(spec.weather.kind).toBe('snowfall');
    expect(spec.home.walls).toBe('stone');
    expect(spec.palette.primary).toBe('#aa3322');
    // The hinted props come first; the categories they leave empty get the generator's defaults.
    expect(spec.props.map((prop) => [prop.kind, prop.label]).slice(0, 2)).toEqual([
      ['telescope', 'my old brass telescope'],
      ['dog', 'Bear, my dog'],
    ]);
    expect(spec.props.slice(2).map((prop) => prop.category)).toEqual(['car', 'career', 'travel', 'health']);
    expect(spec.categories[3]).toMatchObject({ title: 'Northern Lights', unlocked: true });
    // Texts the hints leave out are written from the hinted world.
    expect(spec.categories[0]?.title).toBe('Your Stone Cabin in the Snowy Mountains');
    expect(spec.description.length).toBeLessThanOrEqual(800);
    expect(spec.seed).toBe(lexiconWorld.seed);
    expect(layoutProblems(spec)).toEqual([]);
  });

  it.each([
    ['prose instead of JSON', async () => 'A lovely cabin in the mountains.'],
    ['broken JSON', async () => '{"biome": "snow",'],
    ['an unknown biome', async () => JSON.stringify({ biome: 'moon' })],
    ['a colour name instead of a hex', async () => JSON.stringify({ palette: { primary: 'red' } })],
    ['a JSON array', async () => '[1, 2, 3]'],
    ['a provider error', async () => Promise.reject(new Error('quota: the AI service refused'))],
    ['an unexpected throw', async () => Promise.reject(new TypeError('boom'))],
  ])('falls back to the lexicon world on %s', async (_label, worldHints) => {
    const spec = await build(hintsProvider(worldHints));
    expect(spec).toEqual(lexiconWorld);
    expect(spec.source).toBe('lexicon');
  });

  it('falls back when the signal fires, even if the provider ignores it', async () => {
    const never = hintsProvider(() => new Promise<string>(() => {}));
    // Aborted while the provider hangs: a build that waited for the provider would never resolve
    // and this test would time out; no clock is read.
    const timeout = new AbortController();
    const building = build(never, timeout.signal);
    timeout.abort(new DOMException('AI timeout', 'TimeoutError'));
    expect(await building).toEqual(lexiconWorld);
    const aborted = new AbortController();
    aborted.abort();
    expect(
      await build(
        hintsProvider(async () => JSON.stringify(validHints)),
        aborted.signal,
      ),
    ).toEqual(lexiconWorld);
  });

  it('uses the lexicon alone when the provider writes no hints (the offline writer)', async () => {
    expect(await build(undefined)).toEqual(lexiconWorld);
  });

  it('never asks the provider for an Explorer (basic) world: no paid AI call, same world every time', async () => {
    let calls = 0;
    const counting = hintsProvider(async () => {
      calls++;
      return JSON.stringify(validHints);
    });
    const buildBasic = () =>
      buildWorldSpec({ answers, level: 'basic', worldHints: counting, signal: AbortSignal.timeout(5000) });
    const spec = await buildBasic();
    expect(calls).toBe(0);
    expect(spec).toEqual(generateWorldSpec(answers, { level: 'basic' }));
    expect(spec).toMatchObject({ level: 'basic', source: 'lexicon', props: [] });
    expect(spec.categories.filter((item) => item.unlocked).map((item) => item.category)).toEqual(['home']);
    expect(await buildBasic()).toEqual(spec);
    // Upgrading keeps the landscape: the lexicon's full world has the basic world's ground and home.
    expect(spec.terrain).toEqual(lexiconWorld.terrain);
    expect(spec.home).toEqual(lexiconWorld.home);
    // The full world still asks.
    await build(counting);
    expect(calls).toBe(1);
  });
});
