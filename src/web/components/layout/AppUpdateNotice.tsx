import { useSyncExternalStore } from 'react';
import { applyAppUpdate, isAppUpdateReady, subscribeToAppUpdate } from '#web/lib/offline/appUpdate';
import { TextButton } from '../ui/TextButton';

/**
 * Offers the new version of the app once its service worker is installed (docs/decisions/0077):
 * the user chooses when to reload, so nothing they are doing is lost. A polite live region.
 */
export function AppUpdateNotice() {
  const ready = useSyncExternalStore(subscribeToAppUpdate, isAppUpdateReady, () => false);
  return (
    // A live region without role="status": a page's own status messages stay the one status on it.
    <div aria-live="polite" aria-atomic="true" className="px-4 sm:px-6 lg:px-8">
      {ready ? (
        <p className="mx-auto mt-3 flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-dream-violet/50 bg-night-800/90 px-4 py-3 text-sm text-ink">
          <span>A new version of Dream Life is ready.</span>
          <TextButton onClick={applyAppUpdate}>Reload to update</TextButton>
        </p>
      ) : null}
    </div>
  );
}
