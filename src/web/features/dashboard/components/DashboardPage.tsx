import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DashboardData, dashboardMessages } from '#shared/dashboard';
import { ButtonLink } from '#web/components/ui/ButtonLink';
import { Spinner } from '#web/components/ui/Spinner';
import { dashboardQueryOptions } from '#web/lib/account/accountRequests';
import { formatDate } from '#web/lib/display/format';
import { useDocumentTitle } from '#web/lib/hooks/useDocumentTitle';
import { useStoredToken } from '#web/lib/session/useStoredToken';
import { AccountActions } from './AccountActions';
import { DashboardTabs } from './DashboardTabs';
import { DreamWorldCard } from './DreamWorldCard';
import { PracticeCard } from './PracticeCard';
import { QuestionnairesPanel } from './QuestionnairesPanel';
import { ResendVerificationLink } from './ResendVerificationLink';
import { SecurityPanel } from './SecurityPanel';
import { StatCards } from './StatCards';
import { StatusBadge } from './StatusBadge';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { TransactionsPanel } from './TransactionsPanel';
import { useRevisionReturn } from './useRevisionReturn';

type TabId = 'overview' | 'security' | 'subscriptions' | 'transactions' | 'questionnaires';

/** /dashboard (docs/product.md §2): fetched only with a stored token, refetched when auth or payments change. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const token = useStoredToken();
  const dashboard = useQuery({
    ...dashboardQueryOptions(),
    enabled: token !== null,
    staleTime: 0,
  });
  useRevisionReturn(token !== null);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      {dashboard.isPending ? (
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label={dashboardMessages.loading} />
        </div>
      ) : dashboard.isError ? (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
          <h1 className="sr-only">Dashboard</h1>
          <p role="alert" className="text-danger-ink text-lg">
            {dashboardMessages.failed}
          </p>
          <button
            type="button"
            onClick={() => dashboard.refetch()}
            className="text-dream-violet underline underline-offset-4 hover:text-dream-pink"
          >
            Try again
          </button>
        </div>
      ) : dashboard.data ? (
        <DashboardContent data={dashboard.data} />
      ) : (
        <p className="py-24 text-center text-ink-muted">{dashboardMessages.noData}</p>
      )}
    </div>
  );
}

function DashboardContent({ data }: { data: DashboardData }) {
  const [tab, setTab] = useState<TabId>('overview');
  const { user } = data;
  return (
    <>
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
            Welcome back, {user.firstName || 'User'}!
          </h1>
          <p className="mt-2 text-ink-muted">Member since {formatDate(user.createdAt)}</p>
        </div>
        <ButtonLink to="/subscribe" variant="secondary" size="sm">
          Change plan
        </ButtonLink>
      </header>
      <DreamWorldCard />
      <PracticeCard />
      <section aria-label="Statistics" className="mt-10">
        <StatCards stats={data.stats} />
      </section>
      <section aria-label="Your account" className="mt-10">
        <DashboardTabs<TabId>
          label="Dashboard sections"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'overview',
              label: 'Overview',
              panel: (
                <div className="space-y-6 rounded-3xl border border-white/10 bg-night-800/70 p-6">
                  <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-8">
                    <dt className="text-ink-subtle">Email</dt>
                    <dd className="flex flex-wrap items-center gap-3 break-all">
                      {user.email}
                      {/* The badge's own colours: green when verified, grey ("others") when not. */}
                      <StatusBadge
                        status={user.isEmailVerified ? 'completed' : 'unverified'}
                        label={user.isEmailVerified ? 'Verified' : 'Not Verified'}
                      />
                      {user.isEmailVerified ? null : <ResendVerificationLink />}
                    </dd>
                    <dt className="text-ink-subtle">Member since</dt>
                    <dd>{formatDate(user.createdAt)}</dd>
                  </dl>
                  <div className="border-white/10 border-t pt-6">
                    <h2 className="font-semibold">Your data</h2>
                    <p className="mt-1 mb-4 text-ink-muted text-sm">
                      Download everything we store about you, or delete your account.
                    </p>
                    <AccountActions />
                  </div>
                </div>
              ),
            },
            {
              id: 'subscriptions',
              label: 'Subscriptions',
              panel: (
                <SubscriptionsPanel
                  subscriptions={data.subscriptions}
                  nextCursor={data.nextCursors.subscriptions}
                />
              ),
            },
            {
              id: 'transactions',
              label: 'Transactions',
              panel: (
                <TransactionsPanel
                  transactions={data.transactions}
                  nextCursor={data.nextCursors.transactions}
                />
              ),
            },
            {
              id: 'questionnaires',
              label: 'Questionnaires',
              panel: (
                <QuestionnairesPanel
                  questionnaires={data.questionnaires}
                  nextCursor={data.nextCursors.questionnaires}
                />
              ),
            },
            { id: 'security', label: 'Security', panel: <SecurityPanel /> },
          ]}
        />
      </section>
    </>
  );
}
