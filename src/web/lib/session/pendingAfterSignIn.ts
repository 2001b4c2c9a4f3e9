/**
 * A wish a signed-out visitor made just before being asked to sign in. Signing in reloads the
 * page (docs/product.md §4), so the wish is kept in sessionStorage (this tab only) and the page resumes from
 * it after the reload. Storage may be unavailable (private modes): then the wish is simply lost.
 */
export function pendingAfterSignIn(key: string) {
  return {
    remember(value: string): void {
      try {
        window.sessionStorage.setItem(key, value);
      } catch {}
    },
    /** The wish, once; it is cleared either way. */
    take(): string | null {
      try {
        const value = window.sessionStorage.getItem(key);
        window.sessionStorage.removeItem(key);
        return value;
      } catch {
        return null;
      }
    },
    forget(): void {
      try {
        window.sessionStorage.removeItem(key);
      } catch {}
    },
  };
}
