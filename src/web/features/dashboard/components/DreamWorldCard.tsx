import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { formatDate } from '#web/lib/display/format';
import { latestDreamWorldQueryOptions } from '#web/lib/dream-world/dreamWorldRequests';

/**
 * The user's dream world at a glance: the dashboard is where people come back to, and the world
 * is what they came for. Shares the vision page's cache entry for the latest world.
 */
export function DreamWorldCard() {
  const latest = useQuery({
    ...latestDreamWorldQueryOptions(),
  });
  // Nothing to say until it is known; a failed read leaves the rest of the dashboard alone.
  if (latest.isPending || latest.isError) return null;
  const world = latest.data;
  const ready = world?.generationStatus === 'completed' && world.spec;

  return (
    <section
      aria-labelledby="dream-world-card-heading"
      className="surface-card mt-10 flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="dream-world-card-heading" className="font-display font-semibold text-xl">
          {ready ? world.spec?.title : 'Your dream world'}
        </h2>
        <p className="mt-1 text-ink-muted text-sm">
          {ready
            ? `Version ${world.version} · created ${formatDate(world.completedAt)}`
            : world && world.generationStatus !== 'failed'
              ? 'Being created right now.'
              : 'Turn your answers into a world you can walk through.'}
        </p>
      </div>
      {ready ? (
        <ButtonLink to="/vision-realized" className="shrink-0">
          Visit your world
        </ButtonLink>
      ) : (
        <ButtonLink to="/results" variant="secondary" className="shrink-0">
          {world && world.generationStatus !== 'failed' ? 'See progress' : 'Create your world'}
        </ButtonLink>
      )}
    </section>
  );
}
