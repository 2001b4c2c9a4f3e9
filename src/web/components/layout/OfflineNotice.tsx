import { useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '#web/lib/hooks/useOnlineStatus';

/** How long "back online" stays before the notice goes. */
const backOnlineMs = 5000;

export const offlineMessages = {
  offline:
    'You are offline. Your dream world and today’s practice are here as of your last visit, and check-ins are sent when you are back online.',
  backOnline: 'You are back online.',
} as const;

/**
 * Says when the app runs without a connection (docs/decisions/0077): the pages that open offline
 * show the last visit's world and practice, and a check-in waits to be sent. A polite live region
 * that is always in the page, so a screen reader hears the change without losing its place.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = window.setTimeout(() => setBackOnline(false), backOnlineMs);
    return () => window.clearTimeout(timer);
  }, [online]);

  const message = !online ? offlineMessages.offline : backOnline ? offlineMessages.backOnline : '';
  return (
    // A live region without role="status": a page's own status messages stay the one status on it.
    <div aria-live="polite" aria-atomic="true" className="px-4 sm:px-6 lg:px-8">
      {message ? (
        <p
          data-testid="offline-notice"
          className={`mx-auto mt-3 flex max-w-7xl items-start gap-2.5 rounded-xl border px-4 py-3 text-sm leading-relaxed ${
            online
              ? 'border-success-border bg-success-surface text-success-ink'
              : 'border-dream-gold/60 bg-night-800/90 text-ink'
          }`}
        >
          <span aria-hidden="true" className="mt-0.5 shrink-0">
            {online ? '✓' : '☾'}
          </span>
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
