import { ButtonLink } from '#web/components/ui/ButtonLink';
import { LockIcon } from '#web/components/ui/categoryIcons';
import { Spinner } from '#web/components/ui/Spinner';
import { useManifesto } from '../api/visionQueries';
import { unlockHref } from './CategoryMenu';

/**
 * The AI-written manifesto (docs/architecture.md §5: Visionary and Legend). On other plans the API answers
 * 403 PLAN_REQUIRED, which is an invitation here, not an error.
 */
export function ManifestoSection({ questionnaireId }: { questionnaireId: string | null }) {
  const manifesto = useManifesto(questionnaireId);
  const data = manifesto.data;

  if (data?.locked) {
    return (
      <section
        aria-labelledby="manifesto-heading"
        className="surface-card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-dream-gold/10 text-dream-gold"
          >
            <LockIcon />
          </span>
          <div>
            <h2 id="manifesto-heading" className="font-display font-semibold text-2xl">
              Your personal manifesto
            </h2>
            <p className="mt-1 text-ink-muted leading-relaxed">
              A few lines that say who you are becoming, written from your answers. Part of the Visionary
              plan.
            </p>
          </div>
        </div>
        <ButtonLink to={unlockHref} variant="secondary" className="shrink-0">
          Unlock your manifesto
        </ButtonLink>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="manifesto-heading"
      aria-busy={manifesto.isPending}
      className="surface-card relative overflow-hidden p-6 sm:p-10"
    >
      <div
        aria-hidden="true"
        className="-top-24 -right-16 pointer-events-none absolute size-72 rounded-full bg-[radial-gradient(closest-side,rgb(252_211_77/0.14),transparent)]"
      />
      <p className="font-semibold text-dream-pink text-xs uppercase tracking-[0.2em]">Written for you</p>
      <h2
        id="manifesto-heading"
        className="mt-2 font-display font-semibold text-3xl tracking-tight sm:text-4xl"
      >
        Your Manifesto
      </h2>
      {data ? (
        <div className="mt-6 max-w-3xl space-y-4 font-display text-lg leading-relaxed text-pretty sm:text-xl">
          {data.manifesto
            .split(/\n\s*\n/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed text; two paragraphs may read the same.
              <p key={index}>{paragraph}</p>
            ))}
        </div>
      ) : manifesto.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p role="alert" className="text-danger-ink">
            We could not write your manifesto just now.
          </p>
          <button
            type="button"
            onClick={() => manifesto.refetch()}
            className="rounded-md text-dream-violet underline underline-offset-4 hover:text-dream-pink"
          >
            Try again
          </button>
        </div>
      ) : (
        <div className="mt-6">
          <Spinner label="Writing your manifesto..." />
        </div>
      )}
    </section>
  );
}
