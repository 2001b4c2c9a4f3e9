import { pushSubscriptionInputSchema } from '#shared/practice';
import { fetchPushKey, savePushSubscription } from '#web/lib/practice/practiceRequests';

/** Why push could not be turned on, in words for the user. */
export class PushUnavailable extends Error {
  override readonly name = 'PushUnavailable';
}

/** The service worker may not be registered at all (an old browser, a blocked worker): wait this long. */
const workerWaitMs = 5000;

function urlBase64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Turns on Web Push for this browser (docs/decisions/0075-daily-practice-web.md). Only ever called from
 * the user's own click: the browser asks for permission then, never on page load. The subscription
 * goes through the app's service worker (registered by src/web/lib/offline/), with the server's
 * VAPID key, and is stored with POST /practice/push-subscriptions.
 */
export async function subscribeToPush(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    throw new PushUnavailable(
      'This browser cannot show reminders as notifications. Email reminders still work.',
    );
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailable(
      'Notifications are blocked for Dream Life. Allow them in your browser’s site settings to get reminders here.',
    );
  }
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), workerWaitMs)),
  ]);
  if (!registration) {
    throw new PushUnavailable(
      'The app is still getting ready on this device. Please reload the page and try again.',
    );
  }
  const { publicKey } = await fetchPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToBytes(publicKey),
    }));
  const body = pushSubscriptionInputSchema.safeParse(subscription.toJSON());
  if (!body.success)
    throw new PushUnavailable('This browser gave an unusable push address. Email reminders still work.');
  await savePushSubscription(body.data);
}
