import type { Biome, Mood, TimeOfDay, WeatherKind, WorldSpec } from '#shared/worldSpec';
import { foldWord } from '../language/text';
import type { Random } from './random';
import { type Scan, scoreOf, topValue } from './scan-answers';
import type { WorldHints } from './world-hints';

/** first_moment alone gives 5 per word: one clear word there decides the time of day. */
const timeEvidence = 2;

/** The light that suits a mood when the answers do not say when the world is seen. */
const timesForMood: Record<Mood, readonly TimeOfDay[]> = {
  serene: ['morning', 'golden-hour', 'dawn'],
  joyful: ['morning', 'noon', 'golden-hour'],
  energetic: ['morning', 'noon'],
  romantic: ['sunset', 'golden-hour', 'dusk'],
  focused: ['morning', 'noon'],
  adventurous: ['golden-hour', 'morning', 'dawn'],
  cozy: ['dusk', 'golden-hour', 'sunset'],
};

export function chooseTimeOfDay(scan: Scan, mood: Mood, random: Random, hints?: WorldHints): TimeOfDay {
  return (
    hints?.timeOfDay ??
    (topValue(scan.scores.time, timeEvidence) as TimeOfDay | null) ??
    random.pick(timesForMood[mood])
  );
}

const midnightSunWords =
  /\b(midnight sun|midnight light|white nights?|bright nights?|sun never (?:goes down|sets)|(?:never|does not|doesn't) get dark|sol de medianoche|soleil de minuit|mitternachtssonne|sole di mezzanotte|sol da meia-noite|sol da meia noite)\b/;

/**
 * "Midnight sun" is not midnight (decision 0116): where the place has it (terrain.climate, from
 * suncalc and the latitude), the sun stands low and golden over the horizon at night, so a
 * world that names it is lit as the golden hour, never drawn in the dark.
 */
export function underTheMidnightSun(
  timeOfDay: TimeOfDay,
  scan: Scan,
  terrain: Pick<WorldSpec['terrain'], 'climate'>,
): TimeOfDay {
  const climate = terrain.climate;
  // Where the summer night stays bright: the sun up at midnight now, or a place far enough north
  // or south (or a boreal or polar one) for words that ask for it to be believed, as the aurora's are.
  const bright =
    climate &&
    (climate.midnightSun ||
      Math.abs(climate.place?.latitude ?? 0) >= 63 ||
      climate.climate === 'boreal' ||
      climate.climate === 'polar');
  if (!bright) return timeOfDay;
  const text = foldWord(Object.values(scan.texts).join(' \n '));
  return midnightSunWords.test(text) ? 'golden-hour' : timeOfDay;
}

/** Sun height (degrees) and direction (degrees clockwise from north, -z); the home faces south. */
const sunFor: Record<TimeOfDay, { elevation: [number, number]; azimuth: [number, number] }> = {
  // A stylised sky: the low sun stays within ~40° of south (+z), the way the home and the
  // arrival camera face, so "sunrise over the sea" is actually in view.
  dawn: { elevation: [3, 7], azimuth: [140, 165] },
  morning: { elevation: [18, 32], azimuth: [125, 160] },
  noon: { elevation: [55, 70], azimuth: [165, 195] },
  'golden-hour': { elevation: [8, 15], azimuth: [200, 230] },
  sunset: { elevation: [1, 5], azimuth: [195, 220] },
  dusk: { elevation: [-5, -1], azimuth: [205, 235] },
  night: { elevation: [-25, -15], azimuth: [140, 220] },
};

const round1 = (value: number) => Math.round(value * 10) / 10;

export function deriveSky(scan: Scan, timeOfDay: TimeOfDay, biome: Biome, random: Random): WorldSpec['sky'] {
  const sun = sunFor[timeOfDay];
  const namedStars = scoreOf(scan.scores.stars, 'yes') >= 1;
  const dark = timeOfDay === 'night' || timeOfDay === 'dusk';
  return {
    timeOfDay,
    sunElevation: round1(random.range(...sun.elevation)),
    sunAzimuth: round1(random.range(...sun.azimuth)),
    // City light hides the stars unless the answers ask for them.
    stars: dark && (namedStars || (timeOfDay === 'night' && biome !== 'city')),
  };
}

const weatherEvidence = 2;

/** Where weather can fall as snow: a winter world, or a summer one high or far north. */
const snowy = (terrain: Pick<WorldSpec['terrain'], 'season'>) => terrain.season === 'winter';

export function deriveWeather(
  scan: Scan,
  timeOfDay: TimeOfDay,
  terrain: Pick<WorldSpec['terrain'], 'setting' | 'biome' | 'season'>,
  random: Random,
  hints?: WorldHints,
): WorldSpec['weather'] {
  const biome: Biome = terrain.biome;
  let named = hints?.weather ?? (topValue(scan.scores.weather, weatherEvidence) as WeatherKind | null);
  // Snow falls only where it can lie; rain in a winter world falls as snow.
  if (named === 'snowfall' && !snowy(terrain)) named = 'light-rain';
  if (named === 'light-rain' && snowy(terrain)) named = 'snowfall';
  let kind: WeatherKind;
  if (named) kind = named;
  else if (timeOfDay === 'night') kind = 'clear';
  // A winter world shows its snow falling more often than not (the ground is white anyway).
  else if (snowy(terrain)) kind = random.chance(0.6) ? 'snowfall' : 'clear';
  else if (terrain.setting === 'rainforest') kind = random.pick(['mist', 'mist', 'light-rain'] as const);
  else if (terrain.setting === 'canal-city') kind = random.pick(['few-clouds', 'cloudy', 'mist'] as const);
  else if ((biome === 'lake' || biome === 'forest') && (timeOfDay === 'dawn' || timeOfDay === 'morning'))
    kind = random.chance(0.4) ? 'mist' : 'few-clouds';
  else kind = random.pick(['clear', 'few-clouds', 'few-clouds'] as const);
  const intensity: Record<WeatherKind, [number, number]> = {
    clear: [0, 0],
    'few-clouds': [0.2, 0.45],
    cloudy: [0.55, 0.8],
    mist: [0.3, 0.6],
    'light-rain': [0.3, 0.6],
    snowfall: [0.3, 0.7],
  };
  return { kind, intensity: Math.round(random.range(...intensity[kind]) * 100) / 100 };
}
