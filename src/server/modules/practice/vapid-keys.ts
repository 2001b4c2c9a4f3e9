import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { createFileOnce, secureDataDir } from '#server/data-folder';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs Web Push requests (docs/decisions/0073). VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set (several instances must share one pair: a browser's subscription is
 * bound to the public key it was made with); otherwise a pair generated once into the data folder,
 * like the development session secret, so two processes starting at once agree on one pair.
 */
export function vapidKeysFor(dataDir: string, fromEnv: VapidKeys | undefined): VapidKeys {
  if (fromEnv) return fromEnv;
  secureDataDir(dataDir);
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) createFileOnce(file, () => JSON.stringify(webPush.generateVAPIDKeys()));
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`${file} holds no VAPID key pair (delete it to generate a new one)`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
