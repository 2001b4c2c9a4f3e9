import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * The real app for the tests of one file or `describe` block: started before the first test,
 * closed after the last. Returns the app at once, for the tests to use when they run; reading it
 * before the start (e.g. at a module's top level) throws instead of handing out an undefined app.
 * `options` may be a function (async or not) when it needs something another `beforeAll` made
 * first (a fake provider's URL); Vitest runs `beforeAll` hooks in order and `afterAll` hooks in reverse, so the
 * app closes before what it was given.
 */
export function setupTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('setupTestApp: the app is read before its beforeAll ran, or after close');
      return Reflect.get(current, key);
    },
  });
}
