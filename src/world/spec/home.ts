import type { Biome, HomeSize, HomeStyle, Material, RoofKind, Setting, WorldSpec } from '#shared/worldSpec';
import type { Random } from './random';
import { type Scan, scoreOf, topValue } from './scan-answers';
import type { WorldHints } from './world-hints';

type Home = WorldSpec['home'];

const styleEvidence = 1.5;

/** The home the answers name, if any (before the biome is known: a penthouse decides the city). */
export function namedStyle(scan: Scan, hints?: WorldHints): HomeStyle | null {
  return hints?.homeStyle ?? (topValue(scan.scores.style, styleEvidence) as HomeStyle | null);
}

/** The archetypes that suit each setting when the answers name none. */
const stylesForSetting: Record<Setting, readonly HomeStyle[]> = {
  beach: ['villa', 'modern-glass', 'villa'],
  'cliff-coast': ['villa', 'modern-glass', 'lighthouse'],
  island: ['cycladic', 'villa', 'modern-glass'],
  lakeside: ['cabin', 'modern-glass', 'cottage'],
  'canal-city': ['loft', 'houseboat', 'penthouse'],
  city: ['penthouse', 'penthouse', 'loft'],
  desert: ['adobe', 'modern-glass'],
  canyon: ['adobe', 'modern-glass'],
  'snowy-mountains': ['chalet', 'chalet', 'cabin'],
  'alpine-meadow': ['chalet', 'cabin', 'modern-glass'],
  rainforest: ['treehouse', 'modern-glass'],
  'pine-forest': ['cabin', 'cottage'],
  countryside: ['farmhouse', 'cottage', 'mansion'],
  'vineyard-hills': ['farmhouse', 'villa'],
  savanna: ['yurt', 'modern-glass'],
  tundra: ['cabin', 'yurt'],
  'river-valley': ['cottage', 'castle', 'farmhouse'],
};

export function chooseStyle(named: HomeStyle | null, setting: Setting, random: Random): HomeStyle {
  return named ?? random.pick(stylesForSetting[setting]);
}

/** What each style is usually built of: walls first, then the accent. */
const styleMaterials: Record<HomeStyle, readonly [Material, Material][]> = {
  villa: [
    ['white-stucco', 'stone'],
    ['white-stucco', 'wood'],
  ],
  cabin: [
    ['wood', 'stone'],
    ['wood', 'glass'],
  ],
  'modern-glass': [
    ['glass', 'concrete'],
    ['glass', 'wood'],
    ['concrete', 'glass'],
  ],
  penthouse: [
    ['glass', 'steel'],
    ['glass', 'concrete'],
  ],
  cottage: [
    ['stone', 'wood'],
    ['brick', 'wood'],
    ['white-stucco', 'wood'],
  ],
  farmhouse: [
    ['wood', 'stone'],
    ['stone', 'wood'],
    ['brick', 'wood'],
  ],
  mansion: [
    ['stone', 'marble'],
    ['white-stucco', 'marble'],
    ['brick', 'stone'],
  ],
  cycladic: [['white-stucco', 'stone']],
  chalet: [
    ['wood', 'stone'],
    ['wood', 'white-stucco'],
  ],
  adobe: [['adobe', 'wood']],
  treehouse: [['wood', 'wood']],
  houseboat: [
    ['wood', 'steel'],
    ['steel', 'wood'],
  ],
  loft: [
    ['brick', 'steel'],
    ['concrete', 'steel'],
  ],
  castle: [['stone', 'stone']],
  lighthouse: [['white-stucco', 'stone']],
  yurt: [['wood', 'wood']],
};

const styleRoofs: Record<HomeStyle, readonly RoofKind[]> = {
  villa: ['terracotta', 'terracotta', 'flat'],
  cabin: ['gable'],
  'modern-glass': ['flat', 'flat', 'shed'],
  penthouse: ['flat'],
  cottage: ['gable'],
  farmhouse: ['gable', 'hip'],
  mansion: ['hip', 'hip', 'terracotta'],
  cycladic: ['flat'],
  chalet: ['gable'],
  adobe: ['flat'],
  treehouse: ['gable', 'hip'],
  houseboat: ['flat', 'shed'],
  loft: ['flat'],
  castle: ['flat'],
  lighthouse: ['hip'],
  yurt: ['hip'],
};

/**
 * Archetypes whose shape is their architecture: their roof and wall material stay theirs (a chalet
 * keeps its gable, an adobe house its earth walls) whatever other words the answers use.
 */
const fixedShape = new Set<HomeStyle>([
  'cycladic',
  'chalet',
  'adobe',
  'treehouse',
  'castle',
  'lighthouse',
  'yurt',
  'loft',
]);

function chooseSize(scan: Scan, style: HomeStyle, hints?: WorldHints): HomeSize {
  if (hints?.homeSize) return hints.homeSize;
  if (style === 'mansion' || style === 'castle') return 'grand';
  if (style === 'yurt' || style === 'treehouse' || style === 'houseboat') return 'cozy';
  const grand = scoreOf(scan.scores.size, 'grand');
  const cozy = scoreOf(scan.scores.size, 'cozy');
  if (grand >= styleEvidence && grand > cozy) return 'grand';
  if (cozy >= styleEvidence && cozy > grand) return 'cozy';
  return 'comfortable';
}

function chooseFloors(scan: Scan, style: HomeStyle, size: HomeSize, random: Random): number {
  const floors = scan.scores.floors;
  if (style === 'penthouse') {
    const tall = scoreOf(floors, 'tall') >= 1 ? 2 : 0;
    return Math.floor(random.range(8, 13)) + tall + (size === 'grand' ? 1 : 0);
  }
  // Their shape has a fixed height: one room on a trunk, a boat, a tent, the keeper's house.
  if (style === 'treehouse' || style === 'houseboat' || style === 'yurt' || style === 'lighthouse') return 1;
  if (scoreOf(floors, 'one') >= styleEvidence) return 1;
  if (scoreOf(floors, 'three') >= styleEvidence) return 3;
  const base: Record<
    Exclude<HomeStyle, 'penthouse' | 'treehouse' | 'houseboat' | 'yurt' | 'lighthouse'>,
    number
  > = {
    villa: 2,
    cabin: size === 'cozy' ? 1 : 2,
    'modern-glass': 2,
    cottage: size === 'grand' ? 2 : random.pick([1, 2]),
    farmhouse: 2,
    mansion: 3,
    cycladic: random.pick([1, 2]),
    chalet: 2,
    adobe: 1,
    loft: 3,
    castle: 3,
  };
  return base[style];
}

/** The material the answers favour, with the style's own materials counting a little extra. */
function chooseMaterials(
  scan: Scan,
  style: HomeStyle,
  random: Random,
  hints?: WorldHints,
): [Material, Material] {
  const [styleWalls, styleAccent] = random.pick(styleMaterials[style]);
  if (fixedShape.has(style))
    return [
      hints?.walls && style === 'loft' ? hints.walls : styleWalls,
      styleAccent === styleWalls ? (styleWalls === 'wood' ? 'stone' : 'wood') : styleAccent,
    ];
  const votes = new Map<string, number>(scan.scores.material);
  // Worth a bit more than one passing mention outside home_look ("a wooden speedboat").
  votes.set(styleWalls, (votes.get(styleWalls) ?? 0) + 3.5);
  const ranked = [...votes.entries()]
    .filter(([, score]) => score >= styleEvidence)
    .sort((a, b) => b[1] - a[1]);
  const walls = hints?.walls ?? (ranked[0]?.[0] as Material | undefined) ?? styleWalls;
  const accent =
    (ranked.find(([material]) => material !== walls)?.[0] as Material | undefined) ??
    (styleAccent !== walls ? styleAccent : styleWalls !== walls ? styleWalls : 'wood');
  return [walls, accent === walls ? (walls === 'wood' ? 'stone' : 'wood') : accent];
}

function chooseRoof(scan: Scan, style: HomeStyle, random: Random, hints?: WorldHints): RoofKind {
  // A penthouse crowns a tower: its roof is the terrace.
  if (style === 'penthouse') return 'flat';
  if (fixedShape.has(style)) return random.pick(styleRoofs[style]);
  return (
    hints?.roof ??
    (topValue(scan.scores.roof, styleEvidence) as RoofKind | null) ??
    random.pick(styleRoofs[style])
  );
}

function chooseGarden(
  scan: Scan,
  style: HomeStyle,
  biome: Biome,
  random: Random,
  hints?: WorldHints,
): boolean {
  if (hints?.garden !== undefined) return hints.garden;
  if (scoreOf(scan.scores.garden, 'yes') >= styleEvidence) return true;
  if (style === 'penthouse' || style === 'houseboat' || style === 'treehouse' || style === 'lighthouse')
    return false;
  if (biome === 'city' || biome === 'snow' || biome === 'desert') return false;
  if (style === 'cottage' || style === 'farmhouse' || style === 'villa' || style === 'mansion') return true;
  return random.chance(0.4);
}

function choosePool(
  scan: Scan,
  style: HomeStyle,
  size: HomeSize,
  biome: Biome,
  random: Random,
  hints?: WorldHints,
): boolean {
  if (style === 'houseboat' || style === 'treehouse' || style === 'yurt' || style === 'lighthouse')
    return false;
  if (hints?.pool !== undefined) return hints.pool;
  if (scoreOf(scan.scores.pool, 'yes') >= styleEvidence) return true;
  const sunny = biome === 'beach' || biome === 'island' || biome === 'desert';
  return sunny && (style === 'villa' || style === 'mansion' || style === 'modern-glass') && size === 'grand'
    ? random.chance(0.5)
    : false;
}

export function deriveHome(
  scan: Scan,
  style: HomeStyle,
  biome: Biome,
  random: Random,
  hints?: WorldHints,
): Omit<Home, 'windowsLit' | 'label'> {
  const size = chooseSize(scan, style, hints);
  const [walls, accent] = chooseMaterials(scan, style, random, hints);
  return {
    style,
    size,
    floors: chooseFloors(scan, style, size, random),
    walls,
    roof: chooseRoof(scan, style, random, hints),
    accent,
    garden: chooseGarden(scan, style, biome, random, hints),
    pool: choosePool(scan, style, size, biome, random, hints),
  };
}
