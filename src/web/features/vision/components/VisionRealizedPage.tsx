import { PagePlaceholder } from '../../../components/layout/PagePlaceholder';

/** Placeholder until the vision-realized page is built (a later issue). */
export function VisionRealizedPage() {
  return <PagePlaceholder title="Welcome to Your Vision Realized" documentTitle="Your Vision — Dream Life" />;
}
