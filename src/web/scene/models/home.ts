import type { HomeStyle, WorldSpec } from '#shared/worldSpec';
import { deckBoardsOf, floorHeight, homeDimensions, homeOwnsTerrace, terraceRects } from '#world';
import { HomeBuilder, type HomeParts } from './homeBuilder';
import { buildAdobe } from './homes/adobe';
import { buildCabin } from './homes/cabin';
import { buildCastle } from './homes/castle';
import { buildChalet } from './homes/chalet';
import type { HomeContext } from './homes/context';
import { buildCottage } from './homes/cottage';
import { buildCycladic } from './homes/cycladic';
import { buildFarmhouse } from './homes/farmhouse';
import { buildHouseboat } from './homes/houseboat';
import { buildLighthouse } from './homes/lighthouse';
import { buildLoft } from './homes/loft';
import { buildMansion } from './homes/mansion';
import { buildModernGlass } from './homes/modern-glass';
import { buildPenthouse } from './homes/penthouse';
import { buildTreehouse } from './homes/treehouse';
import { buildVilla } from './homes/villa';
import { buildYurt } from './homes/yurt';

export type { HomeParts } from './homeBuilder';

/** Each archetype's own architecture (docs/decisions/0043). */
const archetypes: Record<HomeStyle, (context: HomeContext) => void> = {
  villa: buildVilla,
  cabin: buildCabin,
  'modern-glass': buildModernGlass,
  penthouse: buildPenthouse,
  cottage: buildCottage,
  farmhouse: buildFarmhouse,
  mansion: buildMansion,
  cycladic: buildCycladic,
  chalet: buildChalet,
  adobe: buildAdobe,
  treehouse: buildTreehouse,
  houseboat: buildHouseboat,
  loft: buildLoft,
  castle: buildCastle,
  lighthouse: buildLighthouse,
  yurt: buildYurt,
};

/**
 * The home, built from the spec's style, size, floors and materials, sized by `homeDimensions`
 * (the generator keeps props and cameras clear of exactly that box), with its terrace decks, garden
 * and pool.
 */
export function buildHome(
  spec: Pick<WorldSpec, 'home' | 'palette'> & {
    terrain?: Partial<Pick<WorldSpec['terrain'], 'season' | 'biome'>>;
    props?: WorldSpec['props'];
  },
): HomeParts {
  const { home, palette } = spec;
  const size = homeDimensions(home);
  const season = spec.terrain?.season;
  const builder = new HomeBuilder(home, palette, season === 'winter', season === 'autumn');
  const floors = home.floors;
  const top = floors * floorHeight;
  archetypes[home.style]({
    builder,
    home,
    palette,
    width: size.width,
    depth: size.depth,
    floors,
    rise: Math.max(0.6, size.height - top),
    top,
  });
  if (!homeOwnsTerrace(home.style)) terraceDecks(builder, spec);
  if (home.garden && !homeOwnsTerrace(home.style)) {
    // The beds go in front of the front deck, never on it: things on the terrace (a yoga mat, a
    // desk) stand on the deck and a bed laid over them hid them from every camera.
    const deck = terraceRects(spec)[0];
    const front = deck ? Math.max(size.depth / 2 + 1.6, deck.z + deck.depth / 2 + 0.9) : size.depth / 2 + 1.6;
    builder.garden(
      size.width,
      size.depth,
      front,
      spec.terrain?.biome === 'desert'
        ? 'desert'
        : home.style === 'farmhouse' && home.walls === 'stone'
          ? 'lemons'
          : 'hedge',
    );
  }
  if (!homeOwnsTerrace(home.style)) builder.pool(spec);
  return builder.parts;
}

/** The front deck always; a side deck only when something stands on it. */
function terraceDecks(builder: HomeBuilder, spec: Pick<WorldSpec, 'home'> & { props?: WorldSpec['props'] }) {
  const decks = terraceRects(spec);
  const boards = builder.accent.clone().lerp(builder.trim, 0.35);
  decks.forEach((deck, index) => {
    const used = (spec.props ?? []).some(
      (prop) =>
        prop.site === 'terrace' &&
        Math.abs(prop.position[0] - deck.x) <= deck.width / 2 + 0.5 &&
        Math.abs(prop.position[2] - deck.z) <= deck.depth / 2 + 0.5,
    );
    if (index > 0 && !used) return;
    builder.parts.matte.box(
      deck.width,
      deckBoardsOf(spec.home.style),
      deck.depth,
      deck.x,
      deck.y,
      deck.z,
      boards,
    );
  });
}
