/** The AI module's door (docs/architecture.md §8); other modules use `app.aiService`. */
export { default as aiPlugin } from './plugin';
export { default as aiRoutes } from './routes';
