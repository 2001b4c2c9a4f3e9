/** docs/product.md §4 reloads the page after sign-in so every screen starts from the new session. */
export const reloadDelayMs = 100;

export function reloadPage(): void {
  window.location.reload();
}

export function reloadPageSoon(): void {
  window.setTimeout(reloadPage, reloadDelayMs);
}
