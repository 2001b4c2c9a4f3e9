import type { HomeStyle, PropKind, WorldProp, WorldSpec } from '#shared/worldSpec';
import { waterStartZ, waterSurfaceY } from './world-layout';

/**
 * Where a prop stands as drawn: the scene's models (src/web/scene/models/props.ts) and the view
 * judge place it here.
 */

/** Homes whose own model carries their terrace (a roof, a deck, a boat's roof deck). */
const ownTerrace = new Set<HomeStyle>(['penthouse', 'treehouse', 'houseboat']);

/** Whether the home's model carries its own terrace: no decks, garden beds or pool are added to it. */
export const homeOwnsTerrace = (style: HomeStyle) => ownTerrace.has(style);

/** How far the boards of a terrace deck stand above the deck's floor height. */
export function deckBoardsOf(style: HomeStyle): number {
  return ownTerrace.has(style) ? 0 : deckBoards;
}
const deckBoards = 0.18;

const afloat = new Set<PropKind>(['boat', 'sailboat', 'yacht', 'kayak']);

/**
 * Where a prop is drawn: where the generator put it (a terrace's floor height included), boats
 * at the waterline. Worlds stored before prop sites kept their boat at the water's edge on land:
 * it is floated out onto the water as before.
 */
export function propPlacement(prop: WorldProp, spec: Pick<WorldSpec, 'terrain' | 'layout' | 'home'>) {
  const [x, y, z] = prop.position;
  const shore = waterStartZ(spec);
  if (afloat.has(prop.kind) && shore !== null) {
    // The old boat model stands on its keel; the others are modelled from their waterline.
    const sink = prop.kind === 'boat' ? 0.45 : prop.kind === 'kayak' ? -0.12 : 0.1;
    return { x, y: waterSurfaceY(spec) - sink, z: z > shore ? z : Math.max(z, shore + 6) };
  }
  // On the deck's boards, not sunk into them: a yoga mat or a rug is thinner than the boards.
  if (prop.site === 'terrace') return { x, y: y + deckBoardsOf(spec.home.style), z };
  return { x, y, z };
}
