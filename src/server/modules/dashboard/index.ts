/** The dashboard module's door (docs/architecture.md §8). */
export { default as dashboardPlugin } from './plugin';
export { default as dashboardRoutes } from './routes';
