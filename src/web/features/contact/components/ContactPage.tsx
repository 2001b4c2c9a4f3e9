import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the contact page is built (a later issue). */
export function ContactPage() {
  return <PagePlaceholder title="Contact Us" />;
}
