/** The contact module's door (docs/architecture.md §8). */
export { default as contactPlugin } from './plugin';
export { default as contactRoutes } from './routes';
