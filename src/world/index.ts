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
export { buildingAtEdges, cutProblem, judgeArrival } from './geometry/arrival-rules';
export { baseFov, fovForAspect, landscapeFovOf, widenForPortrait } from './geometry/field-of-view';
export {
  type ForegroundPiece,
  foregroundFrame,
} from './geometry/foreground-frame';
// The world's geometry: the ground's shape and facets, where plants, paths and towers stand,
// where props are drawn, the camera's field of view (docs/decisions/0102-the-world-owns-its-geometry.md).
// The views the world shows: the arrival fitted to the screen, each category's view searched on the
// world's own solids (docs/decisions/0106-the-world-computes-each-view.md); a visitor's eye height.
export { type FrameReport, judgeFrame, subjectOf } from './geometry/frame-rules';
export { groundTint, groundTintLimits } from './geometry/ground-tint';
export { penthouseBlock } from './geometry/home-solids';
export { castView } from './geometry/judge-view';
export { plantShapes, propShapes } from './geometry/model-shapes';
export { fbm, smoothstep } from './geometry/noise';
export type { PathBlock } from './geometry/path-block';
export { groundSlope, plantCanStand, steepestForPlants, steepestForRocks } from './geometry/plant-footing';
export { type TreeKind, treeKinds } from './geometry/plant-kinds';
export { deckBoardsOf, homeOwnsTerrace, propPlacement } from './geometry/prop-placement';
export { gardenEdge, gardenPoint, sandGardenRadius } from './geometry/sand-garden';
export { shownArrival } from './geometry/shown-views';
export { skylineTowers, towerFooting } from './geometry/skyline-layout';
export type { Ray } from './geometry/solids';
export { cellTriangles, terrainCells, terrainGrid } from './geometry/terrain-grid';
export { type TerrainShape, terrainRadius, terrainShape } from './geometry/terrain-shape';
export {
  desertLow,
  layoutVegetation,
  type PlantInstance,
  plantTriangleBudget,
  plantTriangles,
} from './geometry/vegetation-layout';
// The view judge: what any view of a world shows, from the world's own geometry.
export { judgeView, type ViewJudgement } from './geometry/view-account';
export { eyeHeight, orbitMaxPolarAngle } from './geometry/viewpoints';
export { cellIndex, hitVoxels, placeVoxels, type ShapeRecord } from './geometry/voxels';
// Where a visitor may stand and walk: on screen (the walk) and in a headset (VR).
export { vrFloor, vrStart } from './geometry/vr-start';
export { vrKeepOn, vrMayStand, vrWalkArea } from './geometry/vr-walk-area';
export {
  buildWalkWorld,
  clampPitch,
  clearPathToHome,
  isWalkable,
  onBridge,
  spotDistance,
  type WalkSpot,
  type WalkWorld,
} from './geometry/walk-world';
export { judgeWatersideArrival } from './geometry/waterside-arrival-rules';
export { layoutWayToWater, onWayToWater } from './geometry/way-to-water';
// The geometry the scene and the generator agree on: footprints, terraces, water, floor heights.
export {
  cliffEdgeZ,
  floorHeight,
  frontPathRect,
  homeDimensions,
  houseboatGangway,
  lighthouseTowerHeight,
  poolRect,
  propFootprintRadius,
  standsOnCliff,
  terraceDepth,
  terraceRects,
  treehouseDeckHeight,
  waterStartZ,
  waterSurfaceY,
} from './geometry/world-layout';
export { nameFrom } from './language/answers-text';
// What a model's text is held to (the AI module's facts.ts, decision 0114): the person's names,
// places and language, read by the same helpers the offline writer uses.
export { answersWithoutAsides } from './language/asides';
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
export { readsForeign } from './language/foreign';
export { warmUpWriter } from './language/grammar';
export { personNames } from './language/person-names';
export { findPlace } from './language/place-names';
export { foldWord } from './language/text';
// Seeded randomness: the scene scatters its trees and clouds from the same seeds as the generator.
export { createRandom, hashText, mixSeed, seededRandom } from './spec/random';
export { parseWorldHints } from './spec/world-hints';
export { gentlerAffirmation, offlineAffirmations } from './texts/affirmations';
export { offlineManifesto } from './texts/manifesto';
export { rephraseOffline } from './texts/rephrase';
export { offlineWoopDraft } from './texts/woop';
