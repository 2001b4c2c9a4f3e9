import type {
  Climate,
  CoastKind,
  Flora,
  GroundKind,
  PlaceClimate,
  Season,
  Setting,
  WaterKind,
  WorldSpec,
} from '#shared/worldSpec';
import { findPlace, type NamedPlace } from '../language/place-names';
import { foldWord } from '../language/text';
import { climateAt } from './climate-zones';
import type { Scan } from './scan-answers';
import { sunAndAurora } from './sun-and-aurora';

/**
 * Where a world is on Earth and what that means for how it looks
 * (docs/decisions/0110-place-from-a-gazetteer.md): the place the answers name, looked up in the
 * gazetteer; its climate from its latitude and longitude; the sun and the aurora in the season;
 * the water and the coast; the plants and the ground that belong there. A place the gazetteer
 * does not know falls back to the answers' climate words, then to the setting.
 */

/** The answers that say where the home is, most telling first; people's names and travels are not. */
const placeQuestions = [
  'dream_location',
  'home_look',
  'dream_sentence',
  'first_moment',
  'home_details',
] as const;

export function namedPlaceOf(scan: Scan): NamedPlace | null {
  for (const question of placeQuestions) {
    const place = findPlace(scan.texts[question]);
    if (place) return place;
  }
  return null;
}

/** Words that name a climate outright, in the questionnaire's languages, strongest first. */
const climateWords: readonly [Climate, RegExp][] = [
  ['high-desert', /\b(high desert|mesa|mesas|juniper|sagebrush|sage brush|pinon|pinyon|alto desierto)\b/],
  [
    'polar',
    /\b(arctic|antarctic|antarctica|polar|svalbard|greenland|artico|arctique|arktis|groenlandia|gronland)\b/,
  ],
  [
    'boreal',
    /\b(fjord|fjords|fiord|fiordo|aurora|northern lights|taiga|lapland|laponia|laponie|lappland|midnight sun|sol de medianoche|soleil de minuit|mitternachtssonne|aurora boreal|aurore boreale|nordlicht|polarlicht)\b/,
  ],
  [
    'tropical',
    /\b(lagoon|atoll|reef|over water|overwater|tropical|tropics|jungle|rainforest|laguna|lagon|tropique|tropisch|selva|coconut)\b/,
  ],
  [
    'temperate-maritime',
    /\b(north atlantic|moor|moors|moorland|heather|hebrides|highlands|shingle|windswept|gale|gales|peat)\b/,
  ],
  [
    'mediterranean',
    /\b(mediterranean|olive grove|olive trees|cypress|cypresses|tuscan|tuscany|provence|aegean|mediterraneo|mediterranee|mittelmeer|amalfi|andalusian|andalusia|andalucia)\b/,
  ],
  ['arid', /\b(sahara|dune|dunes|oasis|desierto|desert|deserto|wuste|saguaro|saguaros|cactus|cacti)\b/],
  [
    'alpine',
    /\b(alps|alpine|alpes|alpen|alpi|himalaya|himalayas|andes|rockies|dolomites|dolomiti|pyrenees|matterhorn)\b/,
  ],
  ['continental', /\b(prairie|prairies|steppe|steppes|estepa|steppa)\b/],
];

function climateFromWords(scan: Scan): Climate | null {
  const text = placeQuestions.map((question) => foldWord(scan.texts[question])).join(' \n ');
  for (const [climate, pattern] of climateWords) if (pattern.test(text)) return climate;
  return null;
}

/** The climate a setting has when nothing else tells. */
const settingClimate: Record<Setting, Climate> = {
  beach: 'tropical',
  'cliff-coast': 'mediterranean',
  island: 'tropical',
  lakeside: 'continental',
  'canal-city': 'temperate-maritime',
  city: 'temperate-maritime',
  desert: 'arid',
  canyon: 'arid',
  'snowy-mountains': 'alpine',
  'alpine-meadow': 'alpine',
  rainforest: 'tropical',
  'pine-forest': 'boreal',
  countryside: 'temperate-maritime',
  'vineyard-hills': 'mediterranean',
  savanna: 'tropical',
  tundra: 'polar',
  'river-valley': 'continental',
};

/** Settings a climate makes likely, for answers that name a place but no landscape. */
export const climateSettings: Record<Climate, readonly Setting[]> = {
  tropical: ['beach', 'island', 'rainforest'],
  arid: ['desert'],
  'high-desert': ['desert', 'canyon'],
  subtropical: ['countryside', 'beach', 'river-valley'],
  mediterranean: ['vineyard-hills', 'cliff-coast'],
  'temperate-maritime': ['countryside', 'cliff-coast', 'river-valley'],
  continental: ['countryside', 'lakeside', 'river-valley'],
  boreal: ['pine-forest', 'lakeside'],
  polar: ['tundra'],
  alpine: ['alpine-meadow', 'snowy-mountains'],
};

/** The place's climate before the setting is chosen: from the gazetteer, else the words. */
export function placeClimateOf(place: NamedPlace | null, scan: Scan): Climate | null {
  if (place) return climateAt(place.latitude, place.longitude, place.country);
  return climateFromWords(scan);
}

/**
 * Mountains make a warm or continental place alpine, and a desert under mountains a high desert;
 * in the cool wet west and the north the mountains keep their climate (the Highlands, a fjord).
 */
function withRelief(climate: Climate, setting: Setting): Climate {
  const mountains = setting === 'snowy-mountains' || setting === 'alpine-meadow';
  if (mountains && (climate === 'arid' || climate === 'high-desert')) return 'high-desert';
  const keeps = climate === 'polar' || climate === 'boreal' || climate === 'temperate-maritime';
  if (mountains && !keeps) return 'alpine';
  if (setting === 'tundra' && climate !== 'polar') return 'boreal';
  return climate;
}

/** Coasts cut by glaciers, where a mountain shore is a fjord. */
const fjordCoasts: readonly ((lat: number, lon: number, country: string) => boolean)[] = [
  (lat, _lon, country) => country === 'NO' && lat >= 58,
  (_lat, _lon, country) => country === 'IS' || country === 'GL' || country === 'FO' || country === 'SJ',
  (lat, _lon, country) => country === 'NZ' && lat <= -44,
  (lat, _lon, country) => country === 'CL' && lat <= -41,
  (lat, lon, country) => country === 'CA' && lon <= -122 && lat >= 48,
  (lat, _lon, country) => country === 'US' && lat >= 54,
];
const fjordWords = /\b(fjord|fjords|fiord|fiordo|fiorde|loch)\b/;
const lagoonWords = /\b(lagoon|atoll|reef|over water|overwater|laguna|lagon|lagune)\b/;

interface Facts {
  climate: Climate;
  setting: Setting;
  water: WorldSpec['terrain']['water'];
  place: NamedPlace | null;
  text: string;
}

function waterKind({ climate, setting, water, place, text }: Facts): WaterKind {
  if (water === 'none') return 'none';
  if (water === 'river') return setting === 'canal-city' ? 'canal' : 'river';
  // A fjord is the sea between mountain walls, whatever the lexicon called its water.
  if (fjordWords.test(text)) return 'fjord';
  if (water === 'lake') return 'lake';
  const steep = setting === 'cliff-coast' || setting === 'snowy-mountains' || setting === 'alpine-meadow';
  const fjordLand = place
    ? fjordCoasts.some((test) => test(place.latitude, place.longitude, place.country))
    : false;
  if (fjordLand && steep) return 'fjord';
  const warm = climate === 'tropical' || climate === 'subtropical';
  if (lagoonWords.test(text) || (climate === 'tropical' && (setting === 'island' || setting === 'beach')))
    return warm ? 'lagoon' : 'warm-sea';
  const cold =
    climate === 'temperate-maritime' ||
    climate === 'boreal' ||
    climate === 'polar' ||
    climate === 'continental' ||
    climate === 'alpine';
  return cold ? 'cold-sea' : 'warm-sea';
}

function coastKind(water: WaterKind, climate: Climate, setting: Setting): CoastKind {
  if (water === 'lagoon') return 'reef';
  if (water === 'fjord' || setting === 'cliff-coast') return 'cliffs';
  if (water !== 'cold-sea' && water !== 'warm-sea') return 'none';
  if (climate === 'boreal' || climate === 'polar') return 'rocks';
  if (climate === 'temperate-maritime' && setting !== 'beach') return 'shingle';
  return 'sand';
}

const inAmericas = (place: NamedPlace | null) => place !== null && place.longitude < -30;
const inAustralia = (place: NamedPlace | null) => place?.country === 'AU';
const inAfrica = (place: NamedPlace | null) =>
  place !== null &&
  place.latitude < 37 &&
  place.longitude > -20 &&
  place.longitude < 52 &&
  place.latitude > -36;
/** The Sonoran desert, the only home of the saguaro. */
const sonoran = (place: NamedPlace | null) =>
  place !== null &&
  place.latitude > 26 &&
  place.latitude < 35 &&
  place.longitude > -115.5 &&
  place.longitude < -108;

/** The plants that belong to a climate in its region, most common first. */
function floraOf(climate: Climate, setting: Setting, water: WaterKind, place: NamedPlace | null): Flora[] {
  const coast = water === 'lagoon' || water === 'warm-sea';
  // Open grassland outside the tropics is a steppe: grass, low shrubs and stones, no wood.
  if (setting === 'savanna' && climate !== 'tropical') return ['sagebrush', 'rock'];
  switch (climate) {
    case 'tropical':
      if (setting === 'savanna') return inAfrica(place) ? ['acacia', 'baobab', 'rock'] : ['acacia', 'rock'];
      if (coast || setting === 'beach' || setting === 'island') return ['coconut-palm', 'banana', 'mangrove'];
      return ['jungle-tree', 'banana', 'tree-fern', 'coconut-palm'];
    case 'arid':
      if (sonoran(place)) return ['saguaro', 'prickly-pear', 'agave', 'barrel-cactus', 'creosote', 'rock'];
      if (inAmericas(place)) return ['prickly-pear', 'agave', 'creosote', 'rock'];
      if (inAustralia(place)) return ['spinifex', 'eucalyptus', 'acacia', 'rock'];
      if (place) return ['date-palm', 'acacia', 'rock'];
      // Words alone: the desert people picture first (docs/decisions/0087-desert-casale-snow.md).
      return ['saguaro', 'rock', 'agave', 'prickly-pear', 'barrel-cactus'];
    case 'high-desert':
      return inAmericas(place) || !place
        ? ['juniper', 'pinyon-pine', 'sagebrush', 'rock']
        : ['juniper', 'sagebrush', 'rock'];
    case 'mediterranean':
      if (inAustralia(place)) return ['eucalyptus', 'olive', 'lavender'];
      if (inAmericas(place)) return ['live-oak', 'cypress', 'agave', 'lavender'];
      return ['olive', 'cypress', 'umbrella-pine', 'lavender'];
    case 'subtropical':
      if (inAustralia(place)) return ['eucalyptus', 'coconut-palm', 'tree-fern'];
      return coast ? ['live-oak', 'coconut-palm', 'pine'] : ['live-oak', 'pine', 'bamboo'];
    case 'temperate-maritime':
      if (setting === 'cliff-coast' || water === 'cold-sea' || water === 'fjord')
        return ['gorse', 'heather', 'hawthorn', 'rock'];
      return ['oak', 'beech', 'hawthorn', 'gorse'];
    case 'continental':
      return ['oak', 'maple', 'birch', 'pine'];
    case 'boreal':
      return ['spruce', 'pine', 'birch', 'rock'];
    case 'polar':
      return ['dwarf-willow', 'lichen', 'rock'];
    case 'alpine':
      return ['spruce', 'larch', 'pine', 'rock'];
  }
}

function groundOf(climate: Climate, season: Season, water: WaterKind, place: NamedPlace | null): GroundKind {
  const cold =
    climate === 'boreal' || climate === 'polar' || climate === 'alpine' || climate === 'continental';
  if (season === 'winter' && (cold || climate === 'high-desert')) return 'snow';
  switch (climate) {
    case 'tropical':
      return water === 'lagoon' || water === 'warm-sea' ? 'sand' : 'forest-floor';
    case 'arid':
      return inAmericas(place) ? 'red-rock' : 'sand';
    case 'high-desert':
      return 'scrub';
    case 'mediterranean':
      return 'scrub';
    case 'temperate-maritime':
      return water === 'cold-sea' || water === 'fjord' ? 'heather' : 'grass';
    case 'boreal':
      return 'moss';
    case 'polar':
      return 'tundra';
    default:
      return 'grass';
  }
}

/** Everything the place means for the world, once the setting, season and water are chosen. */
export function describePlace(
  place: NamedPlace | null,
  scan: Scan,
  terrain: Pick<WorldSpec['terrain'], 'setting' | 'season' | 'water'>,
): PlaceClimate {
  const text = placeQuestions.map((question) => foldWord(scan.texts[question])).join(' \n ');
  const fromWords = place ? null : climateFromWords(scan);
  const base = placeClimateOf(place, scan) ?? settingClimate[terrain.setting];
  const climate = withRelief(base, terrain.setting);
  const water = waterKind({ climate, setting: terrain.setting, water: terrain.water, place, text });
  // Without a place, a latitude typical of the climate: for the sun, the day and the aurora.
  const latitude = place?.latitude ?? typicalLatitude[climate];
  const longitude = place?.longitude ?? 0;
  const sun = sunAndAurora(latitude, longitude, terrain.season);
  return {
    source: place ? 'gazetteer' : fromWords ? 'words' : 'setting',
    ...(place
      ? {
          place: {
            name: place.name,
            country: place.country,
            latitude: place.latitude,
            longitude: place.longitude,
          },
        }
      : {}),
    climate,
    hemisphere: latitude < 0 ? 'south' : 'north',
    ...sun,
    // Words that ask for the aurora where it can be seen at all are believed in any season.
    aurora: sun.aurora || (/\b(aurora|northern lights)\b/.test(text) && Math.abs(latitude) >= 55),
    water,
    coast: coastKind(water, climate, terrain.setting),
    flora: floraOf(climate, terrain.setting, water, place),
    ground: groundOf(climate, terrain.season, water, place),
  };
}

/** A latitude each climate is typical of, for a world that names no place. */
const typicalLatitude: Record<Climate, number> = {
  tropical: 10,
  arid: 28,
  'high-desert': 36,
  subtropical: 30,
  mediterranean: 40,
  'temperate-maritime': 52,
  continental: 46,
  boreal: 63,
  polar: 72,
  alpine: 46,
};
