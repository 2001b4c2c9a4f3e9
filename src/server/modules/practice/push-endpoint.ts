import { isIP } from 'node:net';

/**
 * Whether a push subscription's endpoint may be stored and sent to. The server POSTs to whatever
 * endpoint a browser hands it, so an endpoint naming this machine or a private network would make
 * the server a proxy into it (SSRF). Real push services (FCM, Mozilla, Apple, Windows) are public
 * HTTPS hosts reached by name, so an IP literal, `localhost`, a single-label or a local-only name
 * is refused. A public name that resolves to a private address is not caught here; the short
 * timeout of each send bounds what such a request can cost (docs/decisions/0073).
 */
export function isPublicPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (isIP(host) !== 0) return false;
  if (!host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/.test(host);
}
