import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '#web/lib/api/apiError';
import { reloadPage } from '#web/lib/session/reloadPage';
import { clearStoredToken } from '#web/lib/session/tokenStorage';
import { ChevronDownIcon, LayoutDashboardIcon, LogOutIcon, SunriseIcon, UserIcon } from '../ui/icons';
import { showToast } from '../ui/toastStore';
import { useDismissable } from './useDismissable';

// Arrow keys move focus between items, so the focused one carries the app's gold ring (inset, to
// stay inside the panel), not only the faint hover tint.
const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm text-ink ' +
  'hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-2 focus-visible:-outline-offset-2 ' +
  'aria-disabled:opacity-60';

/**
 * The signed-in header button (docs/product.md §2): first name or 'Profile', opening a menu with Dashboard
 * and Logout (and Today before them, docs/decisions/0075-daily-practice-web.md). Follows the WAI-ARIA menu button pattern: the first item takes focus on open,
 * arrow keys / Home / End move between items, Escape closes and returns focus, Tab leaves.
 */
export function ProfileMenu({ firstName }: { firstName: string | null }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismissable(open, containerRef, close, buttonRef);
  // Choosing Dashboard removes the focused item with the menu: hand focus back to the button, so
  // keyboard users are not dropped at the top of the document.
  const closeAndRefocus = () => {
    close();
    buttonRef.current?.focus();
  };

  const menuItems = useCallback(
    () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  );

  useEffect(() => {
    if (open) menuItems()[0]?.focus();
  }, [open, menuItems]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Tab') close();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  // docs/product.md §4: the logout call is awaited, then the token goes, the menu closes, the page reloads.
  const logout = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      // Loaded on demand like the rest of the API client (see lib/session/currentUser.ts).
      const { logoutRequest } = await import('#web/lib/session/logoutRequest');
      await logoutRequest();
    } catch (error) {
      // 401: the session was already gone on the server, so signing out locally is all that's left.
      if (!(isApiError(error) && error.status === 401)) {
        setSigningOut(false);
        setOpen(false);
        showToast('We could not sign you out. Please check your connection and try again.', 'error');
        return;
      }
    }
    clearStoredToken();
    setOpen(false);
    reloadPage();
  };

  const name = firstName?.trim() ? firstName.trim() : 'Profile';

  return (
    <div ref={containerRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex min-h-11 max-w-[min(100%,15rem)] items-center gap-2 rounded-full border border-white/20 bg-white/5 py-1.5 pr-3 pl-1.5 text-sm font-semibold text-ink hover:bg-white/10"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-dream-violet to-dream-pink text-night-950"
        >
          <UserIcon className="size-4" />
        </span>
        <span className="truncate">{name}</span>
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 mt-2 w-52 rounded-2xl border border-white/15 bg-night-800 p-1.5 shadow-2xl shadow-black/50"
        >
          {/* Today first: the daily minute is what a returning user comes for (docs/decisions/0075-daily-practice-web.md). */}
          <Link to="/today" role="menuitem" tabIndex={-1} onClick={closeAndRefocus} className={itemClasses}>
            <SunriseIcon className="size-4 text-dream-gold" />
            Today
          </Link>
          <Link
            to="/dashboard"
            role="menuitem"
            tabIndex={-1}
            onClick={closeAndRefocus}
            className={itemClasses}
          >
            <LayoutDashboardIcon className="size-4 text-dream-violet" />
            Dashboard
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={logout}
            aria-disabled={signingOut}
            className={itemClasses}
          >
            <LogOutIcon className="size-4 text-dream-pink" />
            {signingOut ? 'Signing out...' : 'Logout'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
