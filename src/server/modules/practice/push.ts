import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { PracticePushSubscriptionRow } from '#server/db/schema';
import type { PushMessage } from '#shared/practice';
import { type VapidKeys, vapidKeysFor } from './vapid-keys';

export interface PushOptions {
  dataDir: string;
  vapid: VapidKeys | undefined;
  /** `mailto:` or https URL the push services may contact about our traffic. */
  subject: string;
  /** The HTTPS agent for push requests (tests: one that trusts the fake push service's certificate). */
  agent?: Agent;
  log: FastifyBaseLogger;
}

/**
 * Web Push through the `web-push` library (RFC 8030/8291/8292). The key pair is read on first
 * use, so a server that never sends push never writes one. A subscription the push service says
 * is gone (404, 410) is handed to `forget`; other failures are logged and the next reminder tries
 * again.
 */
export function createPush({ dataDir, vapid, subject, agent, log }: PushOptions) {
  let keys: VapidKeys | undefined;
  const keysNow = () => {
    keys ??= vapidKeysFor(dataDir, vapid);
    return keys;
  };
  return {
    publicKey: () => keysNow().publicKey,
    /** Sends to every subscription; true when at least one push service accepted it. */
    async send(
      subscriptions: readonly PracticePushSubscriptionRow[],
      message: PushMessage,
      forget: (endpoint: string) => Promise<void>,
    ): Promise<boolean> {
      const { publicKey, privateKey } = keysNow();
      let delivered = false;
      for (const subscription of subscriptions) {
        try {
          await webPush.sendNotification(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            JSON.stringify(message),
            {
              vapidDetails: { subject, publicKey, privateKey },
              TTL: 12 * 3600,
              timeout: 10_000,
              ...(agent ? { agent } : {}),
            },
          );
          delivered = true;
        } catch (error) {
          if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            await forget(subscription.endpoint);
          } else {
            log.warn(
              { status: error instanceof WebPushError ? error.statusCode : undefined, err: error },
              'push delivery failed',
            );
          }
        }
      }
      return delivered;
    },
  };
}
export type Push = ReturnType<typeof createPush>;
