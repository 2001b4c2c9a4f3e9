/** The questionnaire module's door (docs/architecture.md §8); other modules use `app.questionnaireService`. */
export { default as questionnairePlugin } from './plugin';
export { default as questionnaireRoutes } from './routes';
export type { QuestionnaireService } from './service';
