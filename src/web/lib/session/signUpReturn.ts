/**
 * The page a visitor was on when they asked for an account. The account is made when they open the
 * emailed link (decision 0069), usually in another tab, so the page is kept in localStorage (which
 * every tab shares) and the activation page offers to go back to it. Kept a day, as long as the
 * link works. Storage may be unavailable (private modes): then the activation page's default applies.
 */
const key = 'signUpReturn';
const keptMs = 24 * 3600_000;

export function rememberSignUpReturn(path: string): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ path, at: Date.now() }));
  } catch {}
}

/** The remembered page, once, if it is a path of this site and not too old; null otherwise. */
export function takeSignUpReturn(): string | null {
  try {
    const stored = window.localStorage.getItem(key);
    window.localStorage.removeItem(key);
    const { path, at } = JSON.parse(stored ?? 'null') ?? {};
    const isLocalPath = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
    return isLocalPath && typeof at === 'number' && Date.now() - at < keptMs ? path : null;
  } catch {
    return null;
  }
}
