/** The own-affirmations module's door (docs/architecture.md §8). */
export { default as ownAffirmationsPlugin } from './plugin';
export { default as ownAffirmationsRoutes } from './routes';
