/** The dream-world module's door (docs/architecture.md §8); other modules use `app.dreamWorldService`. */
export { buildWorldSpec } from './build-world';
export { default as dreamWorldPlugin } from './plugin';
export { default as dreamWorldRoutes } from './routes';
export { toDreamWorld } from './serialize';
export type { WorldBuilder } from './world-job';
