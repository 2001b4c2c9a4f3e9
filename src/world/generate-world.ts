import { type Answers, type QuestionKey, questionKeys } from '#shared/questionnaire';
import { type WorldLevel, type WorldSpec, worldCategories, worldSpecSchema } from '#shared/worldSpec';
import { searchArrival } from './geometry/arrival-search';
import { placeProps, plotRadiusFor } from './geometry/layout';
import { arrivalLooksAtHome, arrivalViewpoint, categoryViewpoint } from './geometry/viewpoints';
import { firstNameOf, worldTitle } from './language/names';
import { chooseMood, deriveAmbient } from './spec/ambient';
import { withDefaultProps } from './spec/default-props';
import { chooseStyle, deriveHome, namedStyle } from './spec/home';
import { derivePalette } from './spec/palette';
import { climateSettings, describePlace, namedPlaceOf, placeClimateOf } from './spec/place-climate';
import { chooseProps } from './spec/props';
import { hashText, streamFor } from './spec/random';
import { scanAnswers, scoreOf } from './spec/scan-answers';
import { auroraInSky, signatureOf } from './spec/signature';
import { chooseTimeOfDay, deriveSky, deriveWeather, underTheMidnightSun } from './spec/sky';
import { chooseSetting, deriveTerrain } from './spec/terrain';
import type { WorldHints } from './spec/world-hints';
import { arrivalCaption } from './texts/arrival-caption';
import { categoryTexts } from './texts/category-texts';
import { homeLabel, homeNoun } from './texts/home-label';
import { falseClaims } from './texts/view-claims';
import { worldDescription } from './texts/world-description';

/**
 * The seed: a hash of the answers as the user meant them (whitespace does not count). The plan
 * level is left out on purpose, so upgrading from Explorer keeps the same landscape, home and
 * light and only adds the props and category scenes (decision 0023).
 */
function seedOfTexts(texts: Record<QuestionKey, string>): number {
  return hashText(questionKeys.map((key) => `${key}\u0001${texts[key]}`).join('\u0002'));
}

/**
 * The dream world for a set of answers: a pure function (no I/O, no clock, no Math.random), so
 * the same answers and level always give a deep-equal spec. AI hints, when given, replace the
 * lexicon's choices field by field; the layout is always the generator's own.
 */
export function generateWorldSpec(
  answers: Answers,
  options: { level: WorldLevel; hints?: WorldHints },
): WorldSpec {
  const { level, hints } = options;
  const scan = scanAnswers(answers);
  const seed = seedOfTexts(scan.texts);
  const stream = (concern: string) => streamFor(seed, concern);

  const named = namedStyle(scan, hints);
  const place = namedPlaceOf(scan);
  const climateHere = placeClimateOf(place, scan);
  const setting = chooseSetting(
    scan,
    named,
    stream('biome'),
    hints,
    climateHere ? climateSettings[climateHere] : undefined,
  );
  const style = chooseStyle(named, setting, stream('style'));
  const landform = deriveTerrain(
    scan,
    setting,
    style,
    hashText(`${seed}:terrain-seed`),
    stream('terrain'),
    hints,
  );
  const terrain = { ...landform, climate: describePlace(place, scan, landform) };
  const biome = terrain.biome;
  const mood = chooseMood(scan, biome, hints);
  const timeOfDay = underTheMidnightSun(chooseTimeOfDay(scan, mood, stream('time'), hints), scan, terrain);
  const sky = {
    ...deriveSky(scan, timeOfDay, biome, stream('sky')),
    aurora: auroraInSky(timeOfDay, terrain),
  };
  const weather = deriveWeather(scan, timeOfDay, terrain, stream('weather'), hints);
  const ambient = deriveAmbient(scan, mood, biome, timeOfDay, weather, stream('ambient'), hints);
  const palette = { ...derivePalette(scan, biome, stream('palette')), ...definedColors(hints) };

  const homeParts = deriveHome(scan, style, biome, stream('home'), hints);
  const dark = timeOfDay === 'sunset' || timeOfDay === 'dusk' || timeOfDay === 'night';
  const home: WorldSpec['home'] = {
    ...homeParts,
    windowsLit: dark || (mood === 'cozy' && timeOfDay !== 'noon'),
    label: homeLabel(homeParts),
  };

  // The props are chosen at every level (the car's category text names the car), drawn only in
  // a full world.
  const choices = chooseProps(scan, palette, stream('props'), hints);
  // A full world frames something in every unlocked view: defaults fill the categories the
  // answers left empty (drawn only, never written into the user's texts).
  const drawn =
    level === 'full' ? withDefaultProps(choices, scan, palette, terrain.water, stream('default-props')) : [];
  const layout = { plotRadius: plotRadiusFor(home, drawn) };
  const scene = { home, terrain, layout };
  const props = placeProps(drawn, scene, stream('layout'));

  const name = firstNameOf(answers);
  const title = worldTitle(name);
  const texts = categoryTexts(scan, home, biome, choices, terrain.water, terrain.setting);
  const lookingOut = scoreOf(scan.scores.outlook, 'view') > scoreOf(scan.scores.outlook, 'home');
  const side = stream('arrival').pick([-1, 1]);

  const partial = {
    version: 1 as const,
    seed,
    level,
    source: hints ? ('ai' as const) : ('lexicon' as const),
    title,
    ownerName: name || null,
    terrain,
    sky,
    weather,
    palette,
    home,
    props,
    ambient,
    layout,
  };
  const looksAtHome = arrivalLooksAtHome(lookingOut, scene);
  const signature = signatureOf(partial, scan, looksAtHome);
  const generated: WorldSpec = {
    ...partial,
    description: hints?.description ?? worldDescription(partial, drawn),
    arrival: { viewpoint: arrivalViewpoint(lookingOut, scene, side, props), caption: title, signature },
    categories: worldCategories.map((category) => ({
      category,
      title: hints?.categories?.[category]?.title ?? texts[category].title,
      description: hints?.categories?.[category]?.description ?? texts[category].description,
      viewpoint: categoryViewpoint(category, props, scene),
      unlocked: level === 'full' || category === 'home',
    })),
  };
  // The arrival is searched for a view that shows the signature on a phone and a desktop, and its
  // caption written from what the judge found there (decision 0116).
  const choice = searchArrival(generated, signature);
  const hinted = hints?.arrivalCaption;
  const caption =
    hinted && falseClaims(hinted, generated, choice.views).length === 0
      ? hinted
      : arrivalCaption(scan, timeOfDay, name, terrain.setting, looksAtHome ? homeNoun(home) : undefined, {
          spec: generated,
          views: choice.views,
          shown: choice.shown,
          water: waterWord(terrain),
        });
  const spec: WorldSpec = { ...generated, arrival: { viewpoint: choice.viewpoint, caption, signature } };
  // The contract is checked on the way out: a generator bug fails loudly in tests, never silently.
  return worldSpecSchema.parse(spec);
}

/** The water as people name it there (decision 0110's water kind, else the drawn water). */
function waterWord(terrain: WorldSpec['terrain']): string {
  const kind = terrain.climate?.water;
  if (kind === 'warm-sea' || kind === 'cold-sea') return 'sea';
  if (kind && kind !== 'none') return kind;
  return terrain.water === 'none' ? 'water' : terrain.water;
}

function definedColors(hints?: WorldHints) {
  const colors: Partial<Record<'primary' | 'secondary' | 'accent' | 'foliage' | 'ground', string>> = {};
  for (const [key, value] of Object.entries(hints?.palette ?? {})) {
    if (value) colors[key as keyof typeof colors] = value;
  }
  return colors;
}
