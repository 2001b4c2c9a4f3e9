import type { Biome, Mood, MusicKind, ParticleKind, TimeOfDay, WorldSpec } from '#shared/worldSpec';
import type { Random } from './random';
import { type Scan, scoreOf, topValue } from './scan-answers';
import type { WorldHints } from './world-hints';

/** How each biome feels when the answers say nothing about feelings. */
const moodForBiome: Record<Biome, Mood> = {
  beach: 'joyful',
  island: 'joyful',
  mountains: 'adventurous',
  forest: 'serene',
  lake: 'serene',
  countryside: 'serene',
  desert: 'serene',
  snow: 'cozy',
  city: 'energetic',
};

export function chooseMood(scan: Scan, biome: Biome, hints?: WorldHints): Mood {
  return hints?.mood ?? (topValue(scan.scores.mood, 1) as Mood | null) ?? moodForBiome[biome];
}

const musicForMood: Record<Mood, readonly MusicKind[]> = {
  serene: ['ambient', 'nature', 'piano'],
  joyful: ['acoustic', 'pop'],
  energetic: ['electronic', 'pop'],
  romantic: ['jazz', 'piano'],
  focused: ['piano', 'classical'],
  adventurous: ['acoustic', 'nature'],
  cozy: ['acoustic', 'jazz'],
};

function chooseMusic(scan: Scan, mood: Mood, random: Random, hints?: WorldHints): MusicKind {
  return (
    hints?.music ?? (topValue(scan.scores.music, 1.5) as MusicKind | null) ?? random.pick(musicForMood[mood])
  );
}

function chooseParticles(
  scan: Scan,
  mood: Mood,
  biome: Biome,
  timeOfDay: TimeOfDay,
  weather: WorldSpec['weather'],
  random: Random,
  hints?: WorldHints,
): ParticleKind {
  if (hints?.particles) return hints.particles;
  const named = topValue(scan.scores.particles, 2) as ParticleKind | null;
  if (named) return named;
  // Snow in the air when the weather snows or the answers dwell on snow.
  if (weather.kind === 'snowfall' || biome === 'snow' || scoreOf(scan.scores.season, 'winter') >= 2)
    return 'snowflakes';
  if (biome === 'desert') return 'dust';
  const dark = timeOfDay === 'night' || timeOfDay === 'dusk';
  if (dark && biome === 'city') return 'sparkles';
  if (dark) return random.chance(0.75) ? 'fireflies' : 'none';
  if (mood === 'romantic') return 'petals';
  if (biome === 'forest') return random.chance(0.5) ? 'leaves' : 'none';
  if ((biome === 'beach' || biome === 'island' || biome === 'lake') && timeOfDay !== 'noon')
    return random.chance(0.5) ? 'sparkles' : 'none';
  if (mood === 'joyful') return random.chance(0.4) ? 'petals' : 'none';
  return 'none';
}

export function deriveAmbient(
  scan: Scan,
  mood: Mood,
  biome: Biome,
  timeOfDay: TimeOfDay,
  weather: WorldSpec['weather'],
  random: Random,
  hints?: WorldHints,
): WorldSpec['ambient'] {
  return {
    mood,
    music: chooseMusic(scan, mood, random, hints),
    particles: chooseParticles(scan, mood, biome, timeOfDay, weather, random, hints),
  };
}
