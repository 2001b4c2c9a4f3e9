/** docs/product.md §2: the popup sits near the textarea, kept 300 px from the bottom and 320 px from the right. */
export const popupClearance = { bottom: 300, right: 320 } as const;
const gap = 8;

export interface PopupPosition {
  top: number;
  left: number;
}

/** Below the anchor's bottom-left corner, clamped so the whole popup stays inside the window. */
export function popupPosition(
  anchor: { left: number; bottom: number },
  viewport: { width: number; height: number },
): PopupPosition {
  const top = Math.min(anchor.bottom + gap, viewport.height - popupClearance.bottom);
  const left = Math.min(anchor.left, viewport.width - popupClearance.right);
  return { top: Math.max(gap, top), left: Math.max(gap, left) };
}
