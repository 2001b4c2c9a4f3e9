import type { Season } from '#shared/worldSpec';
import type { PlantInstance, TreeKind } from '#world';

/**
 * The season in the leaves (docs/decisions/0098-seasons-in-the-leaves.md): a world whose answers name autumn or spring was
 * drawn in summer's green, so "maple trees in the fall" stood in a July wood. Broadleaf trees and
 * bushes turn: in autumn every crown takes one of the fall's colours, a few still green; in spring
 * some trees blossom pink or white among fresh green. Evergreens (pines, palms, cypresses, olives,
 * the rainforest's plants) keep their leaves. Each colour is one group of one instanced draw call.
 */

/** The kinds whose leaves change with the season. */
const broadleaf: ReadonlySet<TreeKind> = new Set<TreeKind>(['round', 'bush']);

/** Fall colours, as a painter would mix a New England hillside: gold, amber, rust, crimson. */
const autumnCrowns = ['#d9a431', '#d4781f', '#b8461f', '#9e2f28'] as const;
/** Blossom for trees (cherry, apple), fresh leaves for bushes. */
const blossomCrowns = ['#f2bfd0', '#f5ede6'] as const;

export interface FoliageGroup {
  foliage: string;
  plants: PlantInstance[];
}

/**
 * A number in [0, 1) fixed by where the plant stands, so the same world always colours the same
 * tree the same way and neighbours differ.
 */
function standHash(plant: PlantInstance): number {
  const value = Math.sin(plant.x * 12.9898 + plant.z * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

/** Spring's green: younger, lighter and yellower than summer's. */
function freshGreen(foliage: string): string {
  const hex = Number.parseInt(foliage.replace('#', ''), 16);
  const channel = (shift: number, lift: number) =>
    Math.min(255, Math.round(((hex >> shift) & 0xff) * 0.75 + lift))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16, 70)}${channel(8, 80)}${channel(0, 30)}`;
}

/** The plants of one kind split by the colour their crowns take in this season. */
export function foliageGroups(
  kind: TreeKind,
  plants: PlantInstance[],
  foliage: string,
  season: Season,
): FoliageGroup[] {
  if (!broadleaf.has(kind) || season === 'summer' || season === 'winter') return [{ foliage, plants }];
  const groups = new Map<string, PlantInstance[]>();
  for (const plant of plants) {
    const pick = standHash(plant);
    let colour: string;
    if (season === 'autumn') {
      // One in eight still green: a wood turns over weeks, not on one night.
      colour = pick < 0.125 ? foliage : (autumnCrowns[Math.floor(((pick - 0.125) / 0.875) * 4)] ?? foliage);
    } else {
      // A third of the trees in blossom; bushes and the rest in fresh leaf.
      const blossoms = kind === 'round' && pick < 0.34;
      colour = blossoms ? (blossomCrowns[pick < 0.2 ? 0 : 1] ?? foliage) : freshGreen(foliage);
    }
    groups.set(colour, [...(groups.get(colour) ?? []), plant]);
  }
  return [...groups].map(([colour, members]) => ({ foliage: colour, plants: members }));
}
