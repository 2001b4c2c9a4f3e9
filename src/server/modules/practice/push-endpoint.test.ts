import { describe, expect, it } from 'vitest';
import { isPublicPushEndpoint } from './push-endpoint';

describe('isPublicPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGx5',
    'https://wns2-par02p.notify.windows.com/w/?token=x',
  ])('accepts the push service %s', (endpoint) => {
    expect(isPublicPushEndpoint(endpoint)).toBe(true);
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
    'https://user:secret@fcm.googleapis.com/x',
    'http://fcm.googleapis.com/fcm/send/abc',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isPublicPushEndpoint(endpoint)).toBe(false);
  });
});
