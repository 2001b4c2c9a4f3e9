import { PageShell } from '#web/components/layout/PageShell';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';

/** /subscription/cancel: docs/product.md §2 texts and buttons. */
export function SubscriptionCancelPage() {
  useDocumentTitle('Payment Cancelled');
  return (
    <PageShell>
      <div
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full border border-white/15 bg-white/5 text-3xl text-dream-pink"
      >
        ✕
      </div>
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        Payment Cancelled
      </h1>
      <p className="mt-5 max-w-xl text-ink-muted text-lg leading-relaxed">
        Your subscription payment was cancelled. No charges have been made to your account.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/pricing" size="lg">
          View Pricing Plans
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          Back to Home
        </ButtonLink>
      </div>
    </PageShell>
  );
}
