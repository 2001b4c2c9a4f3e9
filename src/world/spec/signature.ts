import type { SignatureKind, WorldSpec } from '#shared/worldSpec';
import { foldWord } from '../language/text';
import type { Scan } from './scan-answers';

/**
 * What defines a world's place (docs/decisions/0116-signature-elements-proven-by-the-view-judge.md):
 * the elements its arrival must show, derived by rules from the place's facts (its setting, water,
 * climate, season, weather, light) and what the answers ask for — never per life. The arrival search
 * (geometry/arrival-search.ts) frames them and the view judge proves they are in the frame
 * (geometry/signature-seen.ts); the caption may then name them.
 */
export type SignatureSpec = Pick<WorldSpec, 'terrain' | 'sky' | 'weather'>;

/** Settings whose land the terrain raises into a range of peaks beyond the plot. */
const mountainSettings = new Set<WorldSpec['terrain']['setting']>(['snowy-mountains', 'alpine-meadow']);
/** Settings that are an open horizon by nature: wide, flat and sparse. */
const openSettings = new Set<WorldSpec['terrain']['setting']>(['savanna', 'tundra', 'desert']);
/** Settings with a city's towers or an old town's houses around the home. */
const citySettings = new Set<WorldSpec['terrain']['setting']>(['city', 'canal-city']);

/** Words that ask for the open horizon, in the questionnaire's languages. */
const openWords =
  /\b(steppe|steppes|prairie|prairies|plains|open horizon|endless sky|big sky|grassland|grasslands|pampa|pampas|estepa|llanura|llanuras|pradera|plaine|plaines|ebene|weite|pianura|steppa|planicie|horizonte abierto|horizon ouvert)\b/;

/** The answers that say where the home is and what the first moment holds. */
const placeAnswers = ['dream_location', 'home_look', 'dream_sentence', 'first_moment'] as const;

/**
 * The signature of a world, in a fixed order (the home first when the arrival looks at it).
 * `looksAtHome`: the arrival is a view of the home rather than out of it.
 */
export function signatureOf(spec: SignatureSpec, scan: Scan, looksAtHome: boolean): SignatureKind[] {
  const { terrain, sky, weather } = spec;
  const text = placeAnswers.map((key) => foldWord(scan.texts[key] ?? '')).join(' \n ');
  const kinds: SignatureKind[] = [];
  if (looksAtHome) kinds.push('home');
  if (terrain.water !== 'none') kinds.push('water');
  if (mountainSettings.has(terrain.setting) || terrain.climate?.water === 'fjord') kinds.push('mountains');
  if (citySettings.has(terrain.setting)) kinds.push('skyline');
  if (sky.aurora) kinds.push('aurora');
  if (openSettings.has(terrain.setting) || openWords.test(text)) kinds.push('open-horizon');
  // Snow where the ground is drawn white: a snowy setting, or a cold place's winter.
  if (terrain.biome === 'snow' || terrain.climate?.ground === 'snow') kinds.push('snow');
  if (weather.kind === 'mist') kinds.push('fog');
  return kinds;
}

/**
 * Whether the sky holds the aurora: a night (the arrival's light) in a place and season where it is
 * seen at all (terrain.climate.aurora, from suncalc and the magnetic latitude, decision 0110).
 */
export function auroraInSky(
  timeOfDay: WorldSpec['sky']['timeOfDay'],
  terrain: WorldSpec['terrain'],
): boolean {
  return timeOfDay === 'night' && terrain.climate?.aurora === true;
}
