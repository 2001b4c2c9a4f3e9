import type { RefObject } from 'react';
import { useEffect } from 'react';

/**
 * While `active`, a press outside `containerRef`, focus moving outside it (tabbing past the last
 * item) or the Escape key calls `onDismiss`. Escape also hands focus back to `returnFocusRef` so
 * keyboard users are not left on a vanished item.
 */
export function useDismissable(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  returnFocusRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const dismissIfOutside = (event: Event) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocusRef?.current?.focus();
    };
    document.addEventListener('pointerdown', dismissIfOutside);
    document.addEventListener('focusin', dismissIfOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', dismissIfOutside);
      document.removeEventListener('pointerdown', dismissIfOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, containerRef, onDismiss, returnFocusRef]);
}
