import type { Answers } from '../../../../shared/questionnaire';
import {
  type WorldCategory,
  type WorldLevel,
  type WorldSpec,
  worldCategories,
} from '../../../../shared/worldSpec';

/**
 * TEMPORARY placeholder with the final signature, so the job and the API can be built in
 * parallel with the generator (issue 6). The generator branch replaces this whole file.
 */
export function generateWorldSpec(answers: Answers, options: { level: WorldLevel }): WorldSpec {
  const name = answers.name?.trim().split(/\s+/)[0] || 'Dreamer';
  const view = (category: WorldCategory) => ({
    category,
    title: `Your ${category}`,
    description: `The ${category} of your dream life.`,
    viewpoint: {
      position: [12, 4, 12] as [number, number, number],
      target: [0, 2, 0] as [number, number, number],
    },
    unlocked: options.level === 'full' || category === 'home',
  });
  return {
    version: 1,
    seed: 1,
    level: options.level,
    source: 'lexicon',
    title: `${name}'s Dream World`,
    description: 'A cottage in green countryside under a clear morning sky.',
    terrain: { biome: 'countryside', seed: 1, relief: 0.3, water: 'none', vegetation: 0.6 },
    sky: { timeOfDay: 'morning', sunElevation: 30, sunAzimuth: 120, stars: false },
    weather: { kind: 'clear', intensity: 0 },
    palette: {
      primary: '#f4efe6',
      secondary: '#8fb996',
      accent: '#e0a458',
      foliage: '#5a8f4e',
      ground: '#7fae5b',
      source: 'harmony',
      names: [],
    },
    home: {
      style: 'cottage',
      size: 'comfortable',
      floors: 2,
      walls: 'white-stucco',
      roof: 'gable',
      accent: 'wood',
      garden: true,
      pool: false,
      windowsLit: false,
      label: 'A cottage with a garden',
    },
    props: [],
    ambient: { mood: 'serene', music: 'none', particles: 'none' },
    layout: { plotRadius: 30 },
    arrival: { viewpoint: { position: [0, 3, 24], target: [0, 2, 0] }, caption: 'Welcome home.' },
    categories: worldCategories.map(view),
  };
}
