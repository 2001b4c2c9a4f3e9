import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * The push services browsers hand out endpoints of (decision 0105): Chrome, Edge on Android,
 * Opera and Samsung use Firebase Cloud Messaging, Firefox Mozilla's autopush, Safari Apple's
 * service, Edge on Windows the Windows Push Notification Services. Exact hosts, and the domains
 * whose every host is the service's own.
 */
const pushHosts = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
]);
const pushDomains = ['.push.apple.com', '.notify.windows.com'];

/**
 * Whether a push subscription's endpoint may be stored and sent to. The server POSTs to whatever
 * endpoint a browser hands it, so any other address would make it a proxy into its own network
 * (SSRF). Refusing IP literals and local-looking names was not enough: any public name may
 * resolve to 127.0.0.1 or 169.254.169.254 (`127.0.0.1.nip.io`, `localtest.me`). So only the
 * push services' own hosts are accepted, over https on port 443; and the address a name resolves
 * to is checked again when connecting (`pushServiceAgent`).
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  // URL drops the scheme's default port: '' is 443, any other port is refused.
  if (url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return pushHosts.has(host) || pushDomains.some((domain) => host.endsWith(domain));
}

/** Addresses that are not on the public internet (RFC 6890 and friends). */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
/** IPv6 is public only within global unicast (2000::/3), less its special and tunnelling blocks. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 4) return !nonPublic.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !nonPublic.check(address, 'ipv6');
  return false;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
type Resolve = (hostname: string, options: LookupAllOptions, callback: LookupCallback) => void;

/**
 * A `lookup` for sockets that resolves as usual and refuses the connection when any address of
 * the name is not public: defence in depth under the allowlist, against a push host's DNS being
 * hijacked or rebound between the check and the send. `resolve` is DNS (tests pass their own).
 */
export function publicAddressesOnly(resolve: Resolve = dnsLookup as unknown as Resolve) {
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: (error: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void,
  ) => {
    resolve(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses) => {
      if (error) return callback(error);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        const blocked: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`,
        );
        blocked.code = 'EPUSHADDRESS';
        return callback(blocked);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** The HTTPS agent Web Push is sent through: it connects to public addresses only. */
export function pushServiceAgent(): Agent {
  return new Agent({ keepAlive: true, lookup: publicAddressesOnly() as never });
}
