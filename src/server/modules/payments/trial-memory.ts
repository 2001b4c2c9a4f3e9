import { createHmac } from 'node:crypto';

/** The keyed hash a trial is remembered by (decision 0105). */
export type TrialKeyOf = (email: string) => string;

/** Mail providers that ignore dots in the mailbox: a.b@gmail.com is ab@gmail.com. */
const dotlessDomains = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address delivers to, as far as a rule can tell: lower case, no "+tag" (sub-
 * addressing, which nearly every provider supports), and for Gmail no dots. Two spellings that
 * reach the same inbox get one trial between them.
 */
export function normalisedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let mailbox = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  const dotless = dotlessDomains.get(domain);
  if (dotless) {
    mailbox = mailbox.replaceAll('.', '');
    domain = dotless;
  }
  return `${mailbox}@${domain}`;
}

/**
 * HMAC-SHA256 of the normalised address under a key derived from the server's secret: the one
 * trial rule survives account deletion without keeping the address (the hash cannot be reversed
 * or recomputed without the secret). Rotating JWT_SECRET forgets the trials taken before.
 */
export function trialKeyOf(secret: Uint8Array): TrialKeyOf {
  const key = createHmac('sha256', secret).update('dream-life trial memory v1').digest();
  return (email) => createHmac('sha256', key).update(normalisedAddress(email)).digest('base64url');
}
