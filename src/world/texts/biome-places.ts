import type { Biome, Setting, WorldSpec } from '#shared/worldSpec';

/** How the texts name each biome: in a title ("Your Wooden Cabin in the Forest") and in prose. */
export const biomePlaces: Record<Biome, { title: string; prose: string }> = {
  beach: { title: 'by the Sea', prose: 'on a sunny beach' },
  island: { title: 'on the Island', prose: 'on a green island' },
  mountains: { title: 'in the Mountains', prose: 'high in the mountains' },
  forest: { title: 'in the Forest', prose: 'deep in a quiet forest' },
  lake: { title: 'by the Lake', prose: 'beside a calm lake' },
  countryside: { title: 'in the Countryside', prose: 'in rolling countryside' },
  desert: { title: 'in the Desert', prose: 'in the open desert' },
  snow: { title: 'in the Snow', prose: 'in a snowy landscape' },
  city: { title: 'Above the City', prose: 'above the city' },
};

/**
 * How the texts name each setting, the place the scene draws (decisions 0040, 0086): a rainforest
 * treehouse stands "deep in the rainforest", not in "a quiet forest"; a farmhouse among vines
 * "among vineyard hills". A setting that is its biome's plain case keeps the biome's words.
 */
export const settingPlaces: Record<Setting, { title: string; prose: string }> = {
  beach: biomePlaces.beach,
  'cliff-coast': { title: 'on the Cliffs', prose: 'high on a cliff above the sea' },
  island: biomePlaces.island,
  lakeside: biomePlaces.lake,
  'canal-city': { title: 'on the Canal', prose: 'on a quiet canal in the old town' },
  city: biomePlaces.city,
  desert: biomePlaces.desert,
  canyon: { title: 'in the Canyon', prose: 'between red canyon walls' },
  'snowy-mountains': { title: 'in the Snowy Mountains', prose: 'high in the snowy mountains' },
  'alpine-meadow': { title: 'in the Mountains', prose: 'on a green alpine meadow' },
  rainforest: { title: 'in the Rainforest', prose: 'deep in the rainforest' },
  'pine-forest': { title: 'in the Forest', prose: 'deep in a quiet pine forest' },
  countryside: biomePlaces.countryside,
  'vineyard-hills': { title: 'in the Vineyard Hills', prose: 'among rolling vineyard hills' },
  savanna: { title: 'on the Savanna', prose: 'on the open savanna' },
  tundra: { title: 'on the Tundra', prose: 'on the wide, snowy tundra' },
  'river-valley': { title: 'in the River Valley', prose: 'in a green river valley' },
};

/**
 * The setting's prose with the water in front, unless the setting already names it ("beside a
 * calm lake, a lake shining in front", "above the sea, the sea stretching out", a canal and a
 * river running past say the water twice).
 */
export function placeProse(
  setting: Setting,
  water: WorldSpec['terrain']['water'],
  waterProse: Record<WorldSpec['terrain']['water'], string>,
): string {
  const { prose } = settingPlaces[setting];
  const named = setting === 'canal-city' || (water !== 'none' && prose.includes(water));
  return `${prose}${named ? '' : waterProse[water]}`;
}
