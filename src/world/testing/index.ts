/**
 * The second door, `#world/testing`: answers and checks that exist for tests, bench, e2e, scripts
 * and the scene lab. Production code never imports it (biome.json, decision 0101).
 */

// How a view's rays see the home: the scene's test holds the judge's account to the drawn models'.
export { measureHomeSeen } from '../geometry/home-seen';
export { layoutProblems } from './layout-problems';
export { type ReferenceWorld, referenceAnswers } from './reference-answers';
export { samplePages } from './samples';
