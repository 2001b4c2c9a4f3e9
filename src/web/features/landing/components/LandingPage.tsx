import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { SparklesIcon } from '../../../components/ui/icons';

/** Placeholder until the landing page is built (a later issue); the hero's call to action works. */
export function LandingPage() {
  return (
    <PagePlaceholder title="Dream Life" documentTitle="Dream Life — your future, visualised">
      <ButtonLink to="/questionnaire" size="lg">
        <SparklesIcon />
        Start Creating Your Dream Life
      </ButtonLink>
    </PagePlaceholder>
  );
}
