import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type PaidPlanId, paymentMessages } from '#shared/payments';
import { findPlan } from '#shared/plans';
import { showToast } from '#web/components/ui/toastStore';
import { invalidateAccountData } from '#web/lib/account/accountQueryKeys';
import { isApiError } from '#web/lib/api/apiError';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { pathAfterPlan, planReturnOf, planReturnParam } from '#web/lib/session/afterPlanReturn';
import { useAuthModalStore } from '#web/lib/session/authModalStore';
import { useCurrentUser } from '#web/lib/session/currentUser';
import { getStoredToken } from '#web/lib/session/tokenStorage';
import { saveSubscription, saveTransaction } from '../api/paymentRequests';
import { forgetPendingPlan, rememberPendingPlan, takePendingPlan } from '../api/pendingPlan';

/**
 * The subscribe flow of docs/product.md §4: sign in first (resuming after the reload), the free plan straight
 * away, a paid plan through the provider's button, then save subscription → save transaction →
 * the success page. The server decides the status; this only reports what it answered.
 */
export function useSubscribeFlow() {
  const { user, isChecking } = useCurrentUser();
  // While the prerendered page hydrates, the stored token reads as absent (docs/decisions/0097): a
  // plan chosen before signing in must wait for the real answer, not ask to sign in again.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkoutPlanId, setCheckoutPlanId] = useState<PaidPlanId | null>(null);
  const [busy, setBusy] = useState(false);
  const resumed = useRef(false);
  // A page that sent the user here for a plan (`?next=results`) gets them back afterwards.
  const planReturn = planReturnOf(searchParams.get(planReturnParam));

  const chooseFree = useCallback(async () => {
    setBusy(true);
    try {
      await saveSubscription('free-plan');
      await invalidateAccountData(queryClient);
      showToast(paymentMessages.freeWelcome, 'success', { afterNavigation: true });
      navigate(pathAfterPlan(planReturn, '/dashboard'));
    } catch (error) {
      showToast(
        isApiError(error) && error.fromServer ? error.message : paymentMessages.savingFailed,
        'error',
      );
    } finally {
      setBusy(false);
    }
  }, [navigate, queryClient, planReturn]);

  const start = useCallback(
    (planId: string | null | undefined) => {
      const plan = planId ? findPlan(planId) : undefined;
      if (!plan) {
        showToast(paymentMessages.planIdMissing, 'error');
        return;
      }
      if (!user) {
        rememberPendingPlan(plan.planId);
        useAuthModalStore.getState().open('login');
        return;
      }
      if (plan.planType === 'free') {
        void chooseFree();
        return;
      }
      setCheckoutPlanId(plan.planId as PaidPlanId);
    },
    [user, chooseFree],
  );

  /** After the provider approved: the same server path for PayPal and the demo provider. */
  const completeApproval = useCallback(
    async (planId: PaidPlanId, subscriptionId: string) => {
      setBusy(true);
      try {
        const { subscription } = await saveSubscription(planId, subscriptionId);
        // A pending subscription has not paid yet, one in its free trial pays nothing: their first
        // payment is recorded when the provider takes it.
        const inTrial =
          subscription.trialEndsAt !== null && Date.parse(subscription.trialEndsAt) > Date.now();
        if (subscription.status === 'active' && !inTrial) await saveTransaction(subscriptionId);
      } catch {
        setBusy(false);
        setCheckoutPlanId(null);
        showToast(paymentMessages.savingFailed, 'error');
        return;
      }
      await invalidateAccountData(queryClient);
      // The offer and the PayPal plan ids change once the account has had its trial.
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
      showToast(paymentMessages.created(subscriptionId), 'success', { afterNavigation: true });
      const next = planReturn === null ? '' : `&${planReturnParam}=${planReturn}`;
      navigate(`/subscription/success?subscription_id=${encodeURIComponent(subscriptionId)}${next}`);
    },
    [navigate, queryClient, planReturn],
  );

  const providerFailed = useCallback(() => {
    setCheckoutPlanId(null);
    showToast(paymentMessages.paymentFailed, 'error');
  }, []);

  const providerCancelled = useCallback(() => setCheckoutPlanId(null), []);

  // `?plan=` from the pricing page, or the plan chosen before signing in: start it once the
  // stored token has been checked. The parameter is removed so a refresh does not start again.
  useEffect(() => {
    if (!hydrated || resumed.current || isChecking) return;
    resumed.current = true;
    const fromUrl = searchParams.has('plan') ? searchParams.get('plan') : null;
    const pending = takePendingPlan();
    if (fromUrl !== null) {
      setSearchParams(
        (params) => {
          params.delete('plan');
          return params;
        },
        { replace: true },
      );
    }
    const requested = fromUrl ?? pending;
    if (requested !== null) start(requested);
  }, [hydrated, isChecking, searchParams, setSearchParams, start]);

  // Closing the login modal without signing in drops the remembered plan.
  useEffect(
    () =>
      useAuthModalStore.subscribe((state, previous) => {
        if (previous.mode !== null && state.mode === null && !getStoredToken()) forgetPendingPlan();
      }),
    [],
  );

  return {
    user,
    checkoutPlanId,
    busy,
    start,
    completeApproval,
    providerFailed,
    providerCancelled,
  };
}
