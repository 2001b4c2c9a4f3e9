import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#web/components/ui/Button';
import { showToast } from '#web/components/ui/toastStore';
import { isApiError } from '#web/lib/api/apiError';
import { formatDate } from '#web/lib/display/format';
import { sessionsQuery, signOutOtherSessions, signOutSession } from '../api/dashboardRequests';

const failureText = (error: unknown) =>
  isApiError(error) && error.fromServer ? error.message : 'That did not work. Please try again.';

/** "When last used", to the minute: the server records a session's use at that precision. */
function lastSeen(iso: string): string {
  const minutes = Math.floor((Date.now() - Date.parse(iso)) / 60_000);
  if (minutes < 2) return 'Active now';
  if (minutes < 60) return `Last active ${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last active ${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `Last active ${formatDate(iso)}`;
}

/** The devices signed in to this account, with "sign out" for one of them or all the others. */
export function SessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  const signOutOne = useMutation({
    mutationFn: signOutSession,
    onSuccess: (result) => {
      showToast(result.message, 'success');
      return refresh();
    },
    onError: (error) => showToast(failureText(error), 'error'),
  });
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: (result) => {
      showToast(result.message, 'success');
      return refresh();
    },
    onError: (error) => showToast(failureText(error), 'error'),
  });

  if (sessions.isPending) return <p className="text-ink-muted text-sm">Loading your devices...</p>;
  if (sessions.isError) {
    return (
      <p className="text-danger-ink text-sm">Your devices could not be loaded. Please reload the page.</p>
    );
  }
  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.current).length;
  return (
    <div className="grid gap-4">
      <ul className="divide-y divide-white/10 rounded-2xl border border-white/10">
        {list.map((session) => (
          <li key={session._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-white/10 px-2 py-0.5 text-ink-muted text-xs">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-ink-muted text-sm">
                {lastSeen(session.lastSeenAt)} · signed in {formatDate(session.createdAt)}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="ghost"
                size="sm"
                disabled={signOutOne.isPending}
                onClick={() => signOutOne.mutate(session._id)}
                aria-label={`Sign out ${session.device}, signed in ${formatDate(session.createdAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={signOutOthers.isPending}
          onClick={() => signOutOthers.mutate()}
        >
          {signOutOthers.isPending ? 'Signing out...' : 'Sign out all other devices'}
        </Button>
      ) : (
        <p className="text-ink-muted text-sm">No other device is signed in.</p>
      )}
    </div>
  );
}
