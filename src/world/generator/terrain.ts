import type { Biome, HomeStyle, WorldSpec } from '#shared/worldSpec';
import type { Random } from '../random';
import { type Scan, scoreOf, topValue } from './scan-answers';
import type { WorldHints } from './world-hints';

type Terrain = WorldSpec['terrain'];
type Water = Terrain['water'];

/** A biome needs at least this much evidence (one clear word in dream_location is 5). */
const biomeEvidence = 1.5;

const baseRelief: Record<Biome, number> = {
  beach: 0.2,
  island: 0.5,
  mountains: 0.85,
  forest: 0.45,
  lake: 0.4,
  countryside: 0.3,
  desert: 0.35,
  snow: 0.7,
  city: 0.1,
};
const baseVegetation: Record<Biome, number> = {
  beach: 0.45,
  island: 0.7,
  mountains: 0.6,
  forest: 0.95,
  lake: 0.7,
  countryside: 0.75,
  desert: 0.12,
  snow: 0.25,
  city: 0.25,
};

/** Where a home style belongs when the answers do not say (a cabin is in the woods or hills). */
const biomesForStyle: Partial<Record<HomeStyle, readonly Biome[]>> = {
  penthouse: ['city'],
  cabin: ['forest', 'mountains', 'lake'],
  farmhouse: ['countryside'],
  cottage: ['countryside', 'forest', 'lake'],
  villa: ['beach', 'island', 'countryside'],
};
/** Pleasant places for answers that name none. */
const defaultBiomes: readonly Biome[] = ['countryside', 'lake', 'forest', 'beach', 'island', 'mountains'];

export function chooseBiome(scan: Scan, style: HomeStyle | null, random: Random, hints?: WorldHints): Biome {
  if (style === 'penthouse') return 'city';
  if (hints?.biome) return hints.biome;
  const named = topValue(scan.scores.biome, biomeEvidence) as Biome | null;
  if (named) return named;
  const suited = style ? biomesForStyle[style] : undefined;
  return random.pick(suited ?? defaultBiomes);
}

function chooseWater(scan: Scan, biome: Biome, random: Random, hints?: WorldHints): Water {
  if (hints?.water && !(biome === 'lake' && hints.water === 'none')) return hints.water;
  const named = topValue(scan.scores.water, biomeEvidence) as Water | null;
  if (biome === 'lake') return named === 'river' ? 'river' : 'lake';
  if (biome === 'beach' || biome === 'island') return named === 'lake' ? 'lake' : 'sea';
  if (named) return named;
  switch (biome) {
    case 'mountains':
      return random.chance(0.35) ? 'lake' : 'none';
    case 'forest':
      return random.chance(0.4) ? 'river' : 'none';
    case 'countryside':
      return random.chance(0.3) ? 'river' : 'none';
    case 'snow':
      return random.chance(0.25) ? 'lake' : 'none';
    case 'city':
      return random.chance(0.3) ? 'river' : 'none';
    default:
      return 'none';
  }
}

const clamp01 = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/** Words nudge the biome's relief and greenery a little; the seed adds the rest of the variety. */
function nudge(scores: Map<string, number>): number {
  return Math.max(-0.2, Math.min(0.2, (scoreOf(scores, 'up') - scoreOf(scores, 'down')) * 0.04));
}

export function deriveTerrain(
  scan: Scan,
  biome: Biome,
  terrainSeed: number,
  random: Random,
  hints?: WorldHints,
): Terrain {
  return {
    biome,
    seed: terrainSeed,
    relief: clamp01(baseRelief[biome] + nudge(scan.scores.relief) + random.range(-0.07, 0.07)),
    water: chooseWater(scan, biome, random, hints),
    vegetation: clamp01(baseVegetation[biome] + nudge(scan.scores.vegetation) + random.range(-0.07, 0.07)),
  };
}
