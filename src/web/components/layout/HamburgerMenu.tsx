import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '#web/lib/hooks/useHydrated';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { CubeBackdrop } from './CubeBackdrop';
import { NavItemLink } from './NavItemLink';
import { navItems } from './navItems';
import { useDismissable } from './useDismissable';

/** Grace period so the pointer can cross the gap between the button and the panel. */
const hoverCloseDelayMs = 250;

/**
 * The small-screen menu (docs/product.md §2): opens when a mouse hovers it or on click/tap, and lists the
 * same items as the desktop bar over the spinning cube backdrop.
 */
export function HamburgerMenu() {
  const [open, setOpen] = useState(false);
  // Set when a mouse hover opened the menu: the click that usually follows should keep it open,
  // not toggle it shut under the pointer.
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hydrated = useHydrated();

  const cancelHoverClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);
  useDismissable(open, containerRef, close, buttonRef);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Choosing an item unmounts it with the panel: give focus back to the button rather than
  // dropping keyboard users somewhere in the document.
  const closeAndRefocus = () => {
    close();
    buttonRef.current?.focus();
  };

  const onButtonClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((isOpen) => !isOpen);
  };

  return (
    <div
      ref={containerRef}
      className="md:hidden"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelHoverClose();
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || !openedByHover.current) return;
        closeTimer.current = window.setTimeout(close, hoverCloseDelayMs);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close menu' : 'Open menu'}
        // Prerendered pages show the button before its code runs: unavailable until then.
        aria-disabled={hydrated ? undefined : true}
        onClick={onButtonClick}
        className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 bg-white/5 text-ink hover:bg-white/10"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full overflow-hidden border-white/10 border-b bg-linear-to-b from-night-950 to-night-800 shadow-2xl shadow-black/60"
        >
          <CubeBackdrop />
          <nav aria-label="Mobile" className="relative flex h-[200px] items-center justify-center">
            <ul className="grid w-full max-w-sm grid-cols-2 gap-3 px-6">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavItemLink to={item.to} label={item.label} variant="menu" onNavigate={closeAndRefocus} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
