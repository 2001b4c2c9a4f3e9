/** The account module's door (docs/architecture.md §8): what other code may import from it. */
export { default as accountPlugin } from './plugin';
export { default as accountRoutes } from './routes';
