import { dreamWorldMessages } from '#shared/dreamWorld';
import { Button } from '#web/components/ui/Button';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { Spinner } from '#web/components/ui/Spinner';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { useLatestWorld } from '../api/visionQueries';
import { VisionContent } from './VisionContent';
import { VisionStatePanel } from './VisionStatePanel';

/** /vision-realized (docs/product.md §2): the user's latest dream world, or what to do to get one. */
export function VisionRealizedPage() {
  useDocumentTitle('Your Vision — Dream Life', { full: true });
  const token = useStoredToken();
  const latest = useLatestWorld();

  if (token === null) {
    return (
      <VisionStatePanel
        title="Sign in to see your dream world"
        action={<Button onClick={() => useAuthModalStore.getState().open('login')}>Sign In</Button>}
      >
        Your dream world, affirmations and manifesto are kept in your account.
      </VisionStatePanel>
    );
  }

  if (latest.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <h1 className="sr-only">Your Vision Realized</h1>
        <Spinner label="Loading your dream world..." />
      </div>
    );
  }

  if (latest.isError) {
    return (
      <VisionStatePanel
        title="We could not load your dream world"
        action={<Button onClick={() => latest.refetch()}>{dreamWorldMessages.retry}</Button>}
      >
        <span role="alert">Please check your connection and try again.</span>
      </VisionStatePanel>
    );
  }

  const world = latest.data;
  if (world?.generationStatus === 'completed' && world.spec) {
    return <VisionContent world={world} spec={world.spec} />;
  }

  if (world && (world.generationStatus === 'queued' || world.generationStatus === 'generating')) {
    return (
      <VisionStatePanel
        title="Your dream world is on its way"
        action={<ButtonLink to="/results">Follow its progress</ButtonLink>}
      >
        We are shaping it from your answers right now. It only takes a moment.
      </VisionStatePanel>
    );
  }

  return (
    <VisionStatePanel
      title={world ? 'Your last dream world could not be created' : 'Your dream world is waiting'}
      action={
        <>
          <ButtonLink to="/results">
            {world ? dreamWorldMessages.retry : dreamWorldMessages.generate}
          </ButtonLink>
          <ButtonLink to="/questionnaire" variant="secondary">
            Review your answers
          </ButtonLink>
        </>
      }
    >
      {world
        ? 'Something went wrong while it was being made. Generating it again usually works.'
        : 'Generate it from your answers and it will appear here: your home, your landscape, and a place for every part of your vision.'}
    </VisionStatePanel>
  );
}
