/**
 * The key this browser signs up with (decision 0105): 32 random bytes sent with the sign-up form.
 * The server uses the password and names typed there only when the emailed link is opened where
 * this key is, so a stranger who signed up with someone's address never decides their password.
 * Kept in localStorage (every tab shares it, and the link usually opens in another one) for a
 * day, as long as the link works; one key for every sign-up of the day, so a corrected and resent
 * form still matches. Storage may be unavailable (private modes): the link then asks for the password.
 */
const storageKey = 'signUpKey';
const keptMs = 24 * 3600_000;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** This browser's sign-up key, if it signed up within the day. */
export function storedSignUpKey(): string | undefined {
  try {
    const { key, at } = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') ?? {};
    const fresh = typeof key === 'string' && /^[\w-]{43}$/.test(key) && typeof at === 'number';
    return fresh && Date.now() - at < keptMs ? key : undefined;
  } catch {
    return undefined;
  }
}

/** The key to sign up with: the day's one, or a new one kept from now on. */
export function signUpKey(): string {
  const kept = storedSignUpKey();
  if (kept) return kept;
  const key = base64url(crypto.getRandomValues(new Uint8Array(32)));
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ key, at: Date.now() }));
  } catch {}
  return key;
}

/** Once the account exists the key has done its work. */
export function forgetSignUpKey(): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {}
}
