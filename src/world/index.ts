/**
 * The one door into the dream world (docs/architecture.md §3): everything outside src/world imports
 * from `#world`, never a file behind it, so the layers inside (language → spec → geometry → texts,
 * decision 0101) can move without touching a caller. An explicit list: a name is public because
 * something outside needs it. Test-only data (reference lives, layout checks) is behind the second
 * door, `#world/testing`.
 */

// Generating a world, and what a user without the full world may see of it.
export { basicDreamWorld } from './basic-world';
export { generateWorldSpec } from './generate-world';
// The geometry the scene and the generator agree on: footprints, terraces, water, floor heights.
export {
  cliffEdgeZ,
  floorHeight,
  homeDimensions,
  houseboatGangway,
  lighthouseTowerHeight,
  poolRect,
  propFootprintRadius,
  standsOnCliff,
  type TerraceRect,
  terraceDepth,
  terraceRects,
  treehouseDeckHeight,
  waterStartZ,
  waterSurfaceY,
} from './geometry/world-layout';
export { nameFrom } from './language/answers-text';
// The offline writer: affirmations, manifesto, rephrase, WOOP, and the checks any writer's text must pass.
export {
  allowedCapitals,
  capitalAfterLowerCase,
  doubledWord,
  endsEverySentence,
  hasPlaceholder,
  keptShare,
  words,
} from './language/checks';
export { warmUpWriter } from './language/grammar';
// Seeded randomness: the scene scatters its trees and clouds from the same seeds as the generator.
export { createRandom, hashText, mixSeed, seededRandom } from './spec/random';
export { parseWorldHints } from './spec/world-hints';
export { gentlerAffirmation, offlineAffirmations } from './texts/affirmations';
export { offlineManifesto } from './texts/manifesto';
export { rephraseOffline } from './texts/rephrase';
export { offlineWoopDraft } from './texts/woop';
