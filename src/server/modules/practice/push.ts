import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import type { PracticePushSubscriptionRow } from '#server/db/schema';
import type { PushMessage } from '#shared/practice';
import { isPushServiceEndpoint, pushServiceAgent } from './push-endpoint';
import { type VapidKeys, vapidKeysFor } from './vapid-keys';

export interface PushOptions {
  dataDir: string;
  vapid: VapidKeys | undefined;
  /** `mailto:` or https URL the push services may contact about our traffic. */
  subject: string;
  /**
   * The HTTPS agent for push requests (tests: one that trusts the fake push service's
   * certificate). By default one that connects to public addresses only.
   */
  agent?: Agent;
  /** Tests only: the fake push service listens on 127.0.0.1, which real subscriptions may not name. */
  allowPrivateHosts?: boolean;
  log: FastifyBaseLogger;
}

/**
 * Web Push through the `web-push` library (RFC 8030/8291/8292). The key pair is read on first
 * use, so a server that never sends push never writes one. A subscription the push service says
 * is gone (404, 410) is handed to `forget`; other failures are logged and the next reminder tries
 * again.
 */
export function createPush({
  dataDir,
  vapid,
  subject,
  agent = pushServiceAgent(),
  allowPrivateHosts,
  log,
}: PushOptions) {
  let keys: VapidKeys | undefined;
  const keysNow = () => {
    keys ??= vapidKeysFor(dataDir, vapid);
    return keys;
  };
  return {
    publicKey: () => keysNow().publicKey,
    /** Whether a subscription naming this endpoint may be stored (see `isPushServiceEndpoint`). */
    accepts: (endpoint: string) => allowPrivateHosts === true || isPushServiceEndpoint(endpoint),
    /** Sends to every subscription; true when at least one push service accepted it. */
    async send(
      subscriptions: readonly PracticePushSubscriptionRow[],
      message: PushMessage,
      forget: (endpoint: string) => Promise<void>,
    ): Promise<boolean> {
      const { publicKey, privateKey } = keysNow();
      // In parallel: one slow or dead push service must not hold up a user's other devices, and a
      // reminder job then lasts one timeout at most, not one per device.
      const outcomes = await Promise.all(
        subscriptions.map(async (subscription) => {
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
                agent,
              },
            );
            return true;
          } catch (error) {
            if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
              await forget(subscription.endpoint);
            } else {
              log.warn(
                { status: error instanceof WebPushError ? error.statusCode : undefined, err: error },
                'push delivery failed',
              );
            }
            return false;
          }
        }),
      );
      return outcomes.includes(true);
    },
  };
}
export type Push = ReturnType<typeof createPush>;
