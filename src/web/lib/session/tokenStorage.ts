/**
 * The session token lives in localStorage under 'token' (docs/product.md §6). Storage can throw (private
 * modes, disabled storage), so every access is guarded and treated as "no token".
 */
const tokenKey = 'token';

/** Fired on this tab when the token changes; the native 'storage' event only reaches other tabs. */
const tokenChangeEvent = 'dreamlife:token-change';

export function getStoredToken(): string | null {
  try {
    const token = window.localStorage.getItem(tokenKey);
    return token ? token : null;
  } catch {
    return null;
  }
}

/**
 * `notify: false` stores without re-rendering this tab: used right before a reload, so the page
 * does not briefly switch to signed-in and then reload underneath whatever the user does next.
 */
export function storeToken(token: string, { notify = true }: { notify?: boolean } = {}): void {
  try {
    window.localStorage.setItem(tokenKey, token);
  } finally {
    if (notify) window.dispatchEvent(new Event(tokenChangeEvent));
  }
}

export function clearStoredToken(): void {
  try {
    window.localStorage.removeItem(tokenKey);
  } finally {
    window.dispatchEvent(new Event(tokenChangeEvent));
  }
}

/** Calls `onChange` whenever the token changes in this tab or another one. */
export function subscribeToToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === tokenKey) onChange();
  };
  window.addEventListener(tokenChangeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(tokenChangeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
