import { afterAll, beforeAll } from 'vitest';
import { type FakePaypal, startFakePaypal } from './fake-paypal-server';

/**
 * The PayPal stand-in for the tests of one file: started before the first test (register it before
 * `setupTestApp(() => ({ env: paypal.env() }))`, so the app closes first), closed after the last.
 * Like `setupTestApp`, it returns a proxy to read and set while the tests run.
 */
export function setupFakePaypal(): FakePaypal {
  let current: FakePaypal | undefined;
  beforeAll(async () => {
    current = await startFakePaypal();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const started = () => {
    if (!current) throw new Error('setupFakePaypal: the stand-in is read before its beforeAll ran');
    return current;
  };
  return new Proxy({} as FakePaypal, {
    get: (_target, key) => {
      const value = Reflect.get(started(), key);
      return typeof value === 'function' ? value.bind(started()) : value;
    },
    set: (_target, key, value) => Reflect.set(started(), key, value),
  });
}
