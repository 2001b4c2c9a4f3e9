import {
  type Biome,
  type HomeStyle,
  type Season,
  type Setting,
  settingBiome,
  settingOfBiome,
  type WorldSpec,
} from '#shared/worldSpec';
import type { Random } from './random';
import { type Scan, scoreOf, topValue } from './scan-answers';
import type { WorldHints } from './world-hints';

type Terrain = WorldSpec['terrain'];
type Water = Terrain['water'];

/** A setting needs at least this much evidence (one clear word in dream_location is 5). */
const settingEvidence = 1.5;

const baseRelief: Record<Setting, number> = {
  beach: 0.2,
  'cliff-coast': 0.75,
  island: 0.5,
  lakeside: 0.4,
  'canal-city': 0.05,
  city: 0.1,
  desert: 0.35,
  canyon: 0.9,
  'snowy-mountains': 0.85,
  'alpine-meadow': 0.8,
  rainforest: 0.55,
  'pine-forest': 0.45,
  countryside: 0.3,
  'vineyard-hills': 0.45,
  savanna: 0.15,
  tundra: 0.35,
  'river-valley': 0.6,
};
const baseVegetation: Record<Setting, number> = {
  beach: 0.45,
  'cliff-coast': 0.5,
  island: 0.7,
  lakeside: 0.7,
  'canal-city': 0.2,
  city: 0.25,
  desert: 0.15,
  canyon: 0.12,
  'snowy-mountains': 0.4,
  'alpine-meadow': 0.6,
  rainforest: 1,
  'pine-forest': 0.95,
  countryside: 0.75,
  'vineyard-hills': 0.8,
  savanna: 0.35,
  tundra: 0.15,
  'river-valley': 0.8,
};

/**
 * Where an archetype belongs when the answers do not say, and the settings it can stand in at
 * all: a houseboat needs water, a treehouse trees, a penthouse a city (docs/decisions/0041).
 */
const settingsForStyle: Partial<Record<HomeStyle, { likely: readonly Setting[]; only?: boolean }>> = {
  penthouse: { likely: ['city'], only: true },
  loft: { likely: ['city', 'canal-city'] },
  houseboat: { likely: ['canal-city', 'lakeside', 'river-valley'] },
  treehouse: { likely: ['rainforest', 'pine-forest'] },
  chalet: { likely: ['snowy-mountains', 'alpine-meadow'] },
  adobe: { likely: ['desert', 'canyon'] },
  lighthouse: { likely: ['cliff-coast', 'island', 'beach'] },
  yurt: { likely: ['savanna', 'tundra', 'alpine-meadow'] },
  cycladic: { likely: ['island', 'cliff-coast'] },
  castle: { likely: ['countryside', 'river-valley', 'alpine-meadow'] },
  cabin: { likely: ['pine-forest', 'alpine-meadow', 'lakeside'] },
  farmhouse: { likely: ['countryside', 'vineyard-hills'] },
  cottage: { likely: ['countryside', 'lakeside', 'pine-forest'] },
  villa: { likely: ['beach', 'cliff-coast', 'island', 'vineyard-hills'] },
};
/** Settings that an archetype cannot stand in: it moves to its most likely setting instead. */
const refusedFor: Partial<Record<HomeStyle, readonly Setting[]>> = {
  houseboat: [
    'desert',
    'canyon',
    'snowy-mountains',
    'alpine-meadow',
    'savanna',
    'tundra',
    'rainforest',
    'pine-forest',
  ],
  treehouse: ['desert', 'canyon', 'city', 'canal-city', 'tundra', 'snowy-mountains', 'beach'],
};
/** Pleasant places for answers that name none. */
const defaultSettings: readonly Setting[] = [
  'countryside',
  'lakeside',
  'pine-forest',
  'beach',
  'island',
  'alpine-meadow',
  'vineyard-hills',
];

/**
 * The setting: what the answers or hints name, else what suits the home and, when a place is
 * named, its climate (`likelyHere`, docs/decisions/0110-place-from-a-gazetteer.md): a cabin near
 * Tromsø stands in a boreal wood, a house in Marrakesh in the desert.
 */
export function chooseSetting(
  scan: Scan,
  style: HomeStyle | null,
  random: Random,
  hints?: WorldHints,
  likelyHere?: readonly Setting[],
): Setting {
  const suited = style ? settingsForStyle[style] : undefined;
  const hinted = hints?.setting ?? (hints?.biome ? settingOfBiome[hints.biome] : undefined);
  const named = hinted ?? (topValue(scan.scores.setting, settingEvidence) as Setting | null);
  if (suited?.only && (!named || !suited.likely.includes(named))) return suited.likely[0] as Setting;
  if (named && !(style && refusedFor[style]?.includes(named))) return named;
  // The named setting does not suit the archetype: the best-scoring one that does, else its own.
  if (named && suited) {
    const fitting = suited.likely
      .map((setting) => [setting, scoreOf(scan.scores.setting, setting)] as const)
      .sort((a, b) => b[1] - a[1])[0];
    return fitting?.[0] ?? (suited.likely[0] as Setting);
  }
  if (likelyHere) {
    const both = suited ? likelyHere.filter((setting) => suited.likely.includes(setting)) : likelyHere;
    if (both.length > 0) return random.pick(both);
    // The place outweighs the archetype's usual landscape (a cabin near Reykjavík is not in the
    // Alps) unless the home cannot stand there at all.
    const possible = likelyHere.filter((setting) => !(style && refusedFor[style]?.includes(setting)));
    if (possible.length > 0 && !suited?.only) return random.pick(possible);
  }
  return random.pick(suited?.likely ?? defaultSettings);
}

/** Settings that lie on open water, and the water they have. */
const settingWater: Partial<Record<Setting, Water>> = {
  beach: 'sea',
  'cliff-coast': 'sea',
  island: 'sea',
  lakeside: 'lake',
  'canal-city': 'river',
  'river-valley': 'river',
};

function chooseWater(
  scan: Scan,
  setting: Setting,
  style: HomeStyle,
  random: Random,
  hints?: WorldHints,
): Water {
  const own = settingWater[setting];
  const floats = style === 'houseboat';
  if (hints?.water && !(own && hints.water === 'none') && !(floats && hints.water === 'none'))
    return hints.water;
  const named = topValue(scan.scores.water, settingEvidence) as Water | null;
  if (own === 'sea') return named === 'lake' ? 'lake' : 'sea';
  if (own) return own;
  if (named) return named;
  // A houseboat floats and a named boat sails: both need water, whatever the setting.
  if (floats) return setting === 'city' ? 'river' : 'lake';
  if (boatNamed(scan))
    return setting === 'desert' || setting === 'canyon' || setting === 'city' ? 'river' : 'lake';
  switch (setting) {
    case 'alpine-meadow':
    case 'snowy-mountains':
      return random.chance(0.35) ? 'lake' : 'none';
    case 'pine-forest':
    case 'rainforest':
      return random.chance(0.4) ? 'river' : 'none';
    case 'countryside':
    case 'vineyard-hills':
      return random.chance(0.3) ? 'river' : 'none';
    case 'tundra':
      return random.chance(0.25) ? 'lake' : 'none';
    case 'city':
      return random.chance(0.3) ? 'river' : 'none';
    default:
      return 'none';
  }
}

const boatKinds = new Set(['boat', 'sailboat', 'yacht', 'kayak']);
const boatEvidence = 1.5;

/** True when the answers name a boat strongly enough for it to be drawn. */
export function boatNamed(scan: Scan): boolean {
  const totals = new Map<string, number>();
  for (const occurrence of scan.props)
    if (boatKinds.has(occurrence.value))
      totals.set(occurrence.value, (totals.get(occurrence.value) ?? 0) + occurrence.weight);
  return [...totals.values()].some((total) => total >= boatEvidence);
}

/** Winter in the snow and the far north; otherwise what the answers say, or summer. */
export function chooseSeason(scan: Scan, setting: Setting, hints?: WorldHints): Season {
  if (hints?.season) return hints.season;
  if (setting === 'snowy-mountains' || setting === 'tundra') return 'winter';
  const named = topValue(scan.scores.season, 2) as Season | null;
  // Snow on the ground only where snow can lie: a "winter" beach is still drawn in the sun.
  if (
    named === 'winter' &&
    (setting === 'beach' || setting === 'desert' || setting === 'rainforest' || setting === 'savanna')
  )
    return 'summer';
  return named ?? 'summer';
}

const clamp01 = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/** Words nudge the setting's relief and greenery a little; the seed adds the rest of the variety. */
function nudge(scores: Map<string, number>): number {
  return Math.max(-0.2, Math.min(0.2, (scoreOf(scores, 'up') - scoreOf(scores, 'down')) * 0.04));
}

export function deriveTerrain(
  scan: Scan,
  setting: Setting,
  style: HomeStyle,
  terrainSeed: number,
  random: Random,
  hints?: WorldHints,
): Terrain {
  const biome: Biome = settingBiome[setting];
  return {
    setting,
    biome,
    season: chooseSeason(scan, setting, hints),
    seed: terrainSeed,
    relief: clamp01(baseRelief[setting] + nudge(scan.scores.relief) + random.range(-0.07, 0.07)),
    water: chooseWater(scan, setting, style, random, hints),
    vegetation: clamp01(baseVegetation[setting] + nudge(scan.scores.vegetation) + random.range(-0.07, 0.07)),
  };
}
