import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the questionnaire page is built (a later issue). */
export function QuestionnairePage() {
  return <PagePlaceholder title="Questionnaire" />;
}
