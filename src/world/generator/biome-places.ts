import type { Biome } from '#shared/worldSpec';

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
