/** The health module's door (docs/architecture.md §8). */
export { default as healthPlugin } from './plugin';
export { default as healthRoutes } from './routes';
