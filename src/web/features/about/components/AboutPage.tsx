import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the about page is built (a later issue). */
export function AboutPage() {
  return <PagePlaceholder title="About Us" />;
}
