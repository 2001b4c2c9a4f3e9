import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PaidPlanId } from '#shared/payments';
import { findPlan } from '#shared/plans';
import { PageShell } from '#web/components/layout/PageShell';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { Spinner } from '#web/components/ui/Spinner';
import { invalidateAccountData } from '#web/lib/account/accountQueryKeys';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { checkoutTerms } from '#web/lib/payments/planTerms';
import { pathAfterPlan, planReturnOf, planReturnParam } from '#web/lib/session/afterPlanReturn';
import { subscriptionVerificationQueryOptions } from '../api/paymentRequests';
import { useCheckoutOffer } from '../api/useCheckoutOffer';
import { verificationOutcome } from './verificationOutcome';

/** docs/product.md §9: verification polling every 5 s while pending, redirect 3 s after a final answer. */
export const verificationPollMs = 5000;
export const successRedirectMs = 3000;

/**
 * /subscription/success?subscription_id=… : docs/product.md §4 "Success page". Over 80 lines: the polling,
 * the redirect and the four outcomes' markup read as one flow; the payments work reshaping this
 * feature is the place to split it (outcome panels apart from the polling).
 */
export function SubscriptionSuccessPage() {
  useDocumentTitle('Subscription');
  const [searchParams] = useSearchParams();
  const subscriptionId = searchParams.get('subscription_id');
  // Sent from /results for a plan: back there to generate the world, else the dashboard (spec).
  const planReturn = planReturnOf(searchParams.get(planReturnParam));
  const redirectTo = pathAfterPlan(planReturn, '/dashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const verification = useQuery({
    ...subscriptionVerificationQueryOptions(subscriptionId),
    refetchInterval: (query) =>
      verificationOutcome(subscriptionId, { data: query.state.data, error: null }).polling
        ? verificationPollMs
        : false,
  });

  // A failed poll keeps the last answer on screen (docs/product.md §8: polling errors go to the console).
  const pollFailed = verification.isError && verification.data !== undefined;
  useEffect(() => {
    if (pollFailed) console.error('Polling error', verification.error);
  }, [pollFailed, verification.error]);

  const outcome = verificationOutcome(subscriptionId, {
    data: verification.data,
    error: pollFailed ? null : verification.error,
  });

  useEffect(() => {
    if (!outcome.redirect) return;
    void invalidateAccountData(queryClient);
    const timer = window.setTimeout(() => navigate(redirectTo), successRedirectMs);
    return () => window.clearTimeout(timer);
  }, [outcome.redirect, navigate, queryClient, redirectTo]);

  const subscription = verification.data?.subscription;
  const plan = subscription ? findPlan(subscription.planId) : undefined;
  const offer = useCheckoutOffer(true).data;
  // "Free until December 11, then $14.99/month" in the trial; the price this account pays.
  const inTrial = subscription?.trialEndsAt && Date.parse(subscription.trialEndsAt) > Date.now();
  const priceText =
    plan && subscription
      ? checkoutTerms(
          plan,
          inTrial ? subscription.trialEndsAt : null,
          offer && plan.planType === 'paid'
            ? Math.round(offer.prices[plan.planId as PaidPlanId] * 100)
            : undefined,
        ).replace(', charged today', '')
      : '—';
  const tone =
    outcome.kind === 'invalid' || outcome.kind === 'unexpected'
      ? 'text-danger-ink'
      : outcome.kind === 'pending'
        ? 'text-dream-gold'
        : 'text-success-ink';

  // Nothing on this page may move when the answer arrives (Lighthouse CLS, decision 0036): it sits
  // at the top, the message area is tall enough for any message with its redirect note, and the
  // button's place is kept (invisible, so neither focusable nor announced) while verifying.
  return (
    <PageShell placement="top">
      <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
        {outcome.kind === 'invalid' || outcome.kind === 'unexpected'
          ? 'Something went wrong'
          : 'Your subscription'}
      </h1>
      <div className="mt-8 min-h-36" aria-live="polite">
        {outcome.kind === 'verifying' ? (
          <Spinner label={outcome.message} className="text-lg" />
        ) : (
          <p
            role={outcome.kind === 'invalid' || outcome.kind === 'unexpected' ? 'alert' : 'status'}
            className={`text-lg leading-relaxed ${tone}`}
          >
            {outcome.message}
          </p>
        )}
        {outcome.kind === 'pending' ? (
          <Spinner label="Checking again in a few seconds..." className="mt-4 text-sm" />
        ) : null}
        {outcome.redirect ? (
          <p className="mt-3 text-ink-subtle text-sm">
            {planReturn === 'results'
              ? 'Taking you back to create your dream world…'
              : 'Taking you to your dashboard…'}
          </p>
        ) : null}
      </div>
      {subscriptionId ? (
        <dl className="mt-8 grid w-full max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-3xl border border-white/10 bg-night-800/70 p-6 text-left text-sm">
          <dt className="text-ink-subtle">Subscription ID</dt>
          <dd className="break-all font-mono">{subscriptionId}</dd>
          {subscription ? (
            <>
              <dt className="text-ink-subtle">Plan</dt>
              <dd className="font-semibold">{subscription.planName}</dd>
              <dt className="text-ink-subtle">Price</dt>
              <dd data-testid="success-terms">{priceText}</dd>
              <dt className="text-ink-subtle">Status</dt>
              <dd>{verification.data?.database.status}</dd>
              {verification.data?.database.paymentInfo.nextBillingTime ? (
                <>
                  <dt className="text-ink-subtle">Next billing</dt>
                  <dd>
                    {new Date(verification.data.database.paymentInfo.nextBillingTime).toLocaleDateString(
                      'en-US',
                      {
                        dateStyle: 'long',
                      },
                    )}
                  </dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
      ) : null}
      <ButtonLink
        to="/dashboard"
        size="lg"
        className={`mt-10 ${outcome.kind === 'verifying' ? 'invisible' : ''}`}
      >
        Go to Dashboard
      </ButtonLink>
    </PageShell>
  );
}
