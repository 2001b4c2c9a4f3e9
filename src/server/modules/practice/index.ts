/** The practice module's door (docs/architecture.md §8). */
export { default as practicePlugin } from './plugin';
export { default as practiceRoutes } from './routes';
export { default as testControlRoutes } from './test-control-routes';
