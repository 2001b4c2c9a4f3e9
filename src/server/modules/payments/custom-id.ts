import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayPal's `custom_id` names the user a subscription was bought for. The browser sets it when it
 * creates the subscription, so a bare user id could be anyone's: someone who learnt a victim's id
 * could buy a plan "for" them and, on adoption, end the victim's own plan. The server therefore
 * signs it: `<userId>.<HMAC-SHA256(userId)>` (80 characters, under PayPal's 127), handed only to
 * that signed-in user. The key is derived from JWT_SECRET, so there is no new secret to manage.
 */
export function createCustomIds(serverSecret: Uint8Array) {
  const key = createHmac('sha256', serverSecret).update('dream-life:paypal-custom-id').digest();
  const macOf = (userId: string) => createHmac('sha256', key).update(userId).digest('base64url');
  return {
    sign: (userId: string) => `${userId}.${macOf(userId)}`,
    /** The user a custom_id was signed for, or null when it is missing, bare or forged. */
    ownerOf(customId: string | null | undefined): string | null {
      if (!customId) return null;
      const dot = customId.lastIndexOf('.');
      if (dot <= 0) return null;
      const userId = customId.slice(0, dot);
      const given = Buffer.from(customId.slice(dot + 1));
      const expected = Buffer.from(macOf(userId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
export type CustomIds = ReturnType<typeof createCustomIds>;
