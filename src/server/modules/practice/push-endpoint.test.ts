import type { LookupAddress } from 'node:dns';
import { request } from 'node:https';
import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint, publicAddressesOnly, pushServiceAgent } from './push-endpoint';

describe('isPushServiceEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx5',
    'https://wns2-par02p.notify.windows.com/w/?token=x',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts the push service %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    'https://127.0.0.1:5432/',
    'https://10.0.0.8/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/push',
    'https://[fd00::1]/push',
    'https://2130706433/',
    'https://localhost/push',
    'https://api.localhost/push',
    'https://printer.local/push',
    'https://db.internal/push',
    'https://redis/push',
    // Public names of any kind: these two resolve to 127.0.0.1 and to the metadata service.
    'https://127.0.0.1.nip.io/push',
    'https://169.254.169.254.nip.io/latest/meta-data',
    'https://localtest.me/push',
    'https://example.com/push',
    // A push service's host on another port, look-alikes, and a service's name as a subdomain.
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.attacker.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://notify.windows.com.attacker.example/x',
    'https://attacker-push.apple.com.example/x',
    'https://user:secret@fcm.googleapis.com/x',
    'http://fcm.googleapis.com/fcm/send/abc',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });
});

describe('the resolved address, checked when connecting', () => {
  const resolvingTo =
    (addresses: string[]) =>
    (_host: string, _options: unknown, callback: (error: Error | null, found: LookupAddress[]) => void) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );

  it.each([
    ['127.0.0.1'],
    ['169.254.169.254'],
    ['10.1.2.3'],
    ['192.168.0.10'],
    ['::1'],
    ['fd00::5'],
    ['::ffff:127.0.0.1'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['142.250.1.1', '127.0.0.1'],
  ])('refuses a push host that resolves to %s', async (...addresses) => {
    const lookup = publicAddressesOnly(resolvingTo(addresses));
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('fcm.googleapis.com', { all: true }, (failed) => resolve(failed)),
    );
    expect(error?.code).toBe('EPUSHADDRESS');
  });

  it('lets a public address through', async () => {
    const lookup = publicAddressesOnly(resolvingTo(['142.250.1.1', '2a00:1450:4001::5f']));
    const found = await new Promise<unknown>((resolve, reject) =>
      lookup('fcm.googleapis.com', { all: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses),
      ),
    );
    expect(found).toEqual([
      { address: '142.250.1.1', family: 4 },
      { address: '2a00:1450:4001::5f', family: 6 },
    ]);
  });

  it('the agent the reminders send with never connects to a name that resolves to this machine', async () => {
    // A real HTTPS request through the agent: localhost resolves to loopback, so it must fail in
    // the lookup, before any connection is opened.
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
      const sent = request('https://localhost:1/push', { agent: pushServiceAgent(), method: 'POST' });
      sent.on('error', resolve);
      sent.end();
    });
    expect(error.code).toBe('EPUSHADDRESS');
  });
});
