import { createHash, createHmac } from 'node:crypto';

/**
 * The token of a reminder email's one-click unsubscribe link (docs/decisions/0073): an HMAC of
 * the user id under the server's secret, so the link names no user in clear and cannot be forged
 * for another account. The database keeps only its SHA-256, which is what a link is looked up by.
 * Every mail carries the same token for a user, so old mails keep working.
 */
export function createUnsubscribeTokens(secret: Uint8Array) {
  const tokenFor = (userId: string) =>
    createHmac('sha256', secret).update(`practice-unsubscribe:${userId}`).digest('base64url');
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
  return {
    tokenFor,
    hashOf,
    hashFor: (userId: string) => hashOf(tokenFor(userId)),
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
