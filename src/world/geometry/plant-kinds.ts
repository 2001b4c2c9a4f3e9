/**
 * The kinds of plant a world grows (vegetation-layout.ts places them; the scene has one model per
 * kind, src/web/scene/models/trees.ts; the view judge one recorded shape per kind).
 */
export const treeKinds = [
  'palm',
  'pine',
  'round',
  'cactus',
  'bush',
  'rock',
  'jungle',
  'banana',
  'tree-fern',
  'fan-palm',
  'cypress',
  'olive',
  'acacia',
  'vine',
  'agave',
  'prickly-pear',
  'barrel',
] as const;
export type TreeKind = (typeof treeKinds)[number];
