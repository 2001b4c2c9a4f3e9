/** The auth module's door (docs/architecture.md §8); other modules use `app.authService`. */
export { default as authPlugin } from './plugin';
export { default as authRoutes } from './routes';
export { toPublicUser } from './service';
