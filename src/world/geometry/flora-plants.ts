import type { Flora, WorldSpec } from '#shared/worldSpec';
import type { TreeKind } from './plant-kinds';

/**
 * The plant model each named plant is drawn with (docs/decisions/0110-place-from-a-gazetteer.md):
 * the scene has one model per kind, so a juniper and sagebrush are low bushes, a spruce and a
 * larch conifers, an oak and a birch broadleaf crowns, lichen bare rock.
 */
const floraModel: Record<Flora, TreeKind> = {
  'coconut-palm': 'palm',
  'date-palm': 'palm',
  banana: 'banana',
  'tree-fern': 'tree-fern',
  'jungle-tree': 'jungle',
  mangrove: 'bush',
  acacia: 'acacia',
  baobab: 'round',
  saguaro: 'cactus',
  'prickly-pear': 'prickly-pear',
  agave: 'agave',
  'barrel-cactus': 'barrel',
  creosote: 'bush',
  juniper: 'bush',
  'pinyon-pine': 'pine',
  sagebrush: 'bush',
  olive: 'olive',
  cypress: 'cypress',
  'umbrella-pine': 'round',
  lavender: 'bush',
  'live-oak': 'round',
  oak: 'round',
  beech: 'round',
  hawthorn: 'bush',
  gorse: 'bush',
  heather: 'bush',
  birch: 'round',
  maple: 'round',
  spruce: 'pine',
  pine: 'pine',
  larch: 'pine',
  'dwarf-willow': 'bush',
  lichen: 'rock',
  eucalyptus: 'round',
  spinifex: 'bush',
  bamboo: 'fan-palm',
  rock: 'rock',
};

/**
 * The plant mix of a world whose climate is known (from a named place or the answers' climate
 * words), the first-named plant the commonest; null when only the setting told the climate, so
 * those worlds keep their setting's own mix. The rainforest keeps its layered mix
 * (docs/decisions/0092-rainforest-layers.md).
 */
export function floraMix(spec: WorldSpec): [TreeKind, number][] | null {
  const climate = spec.terrain.climate;
  if (!climate || climate.source === 'setting' || spec.terrain.setting === 'rainforest') return null;
  const weights = new Map<TreeKind, number>();
  climate.flora.forEach((flora, rank) => {
    const kind = floraModel[flora];
    weights.set(kind, (weights.get(kind) ?? 0) + 1 / (rank + 1.5));
  });
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  return [...weights].map(([kind, weight]) => [kind, Math.round((weight / total) * 100) / 100]);
}
