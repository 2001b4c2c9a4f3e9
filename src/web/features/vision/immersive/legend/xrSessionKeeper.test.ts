import type { WebXRManager } from 'three';
import { describe, expect, it } from 'vitest';
import { createXRSessionKeeper, type XRKeeperState, type XRStoreLike, xrMessages } from './xrSessionKeeper';

/** A store whose sessions the test grants, refuses and ends by hand. */
function fakeStore(log: string[]) {
  const endListeners = new Set<() => void>();
  const requests: { resolve: (session: FakeSession | undefined) => void; reject: (error: Error) => void }[] =
    [];
  const store: XRStoreLike = {
    setWebXRManager: () => log.push('manager'),
    enterVR: () => {
      log.push('enterVR');
      return new Promise((resolve, reject) => requests.push({ resolve, reject }));
    },
    enterAR: () => {
      log.push('enterAR');
      return new Promise((resolve, reject) => requests.push({ resolve, reject }));
    },
    onSessionEnd: (listener) => {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    destroy: () => log.push('destroy'),
  };
  const session = (): FakeSession => ({
    end: async () => {
      log.push('end');
      // Like the store: the session's end reaches its listeners before end() resolves.
      for (const listener of [...endListeners]) listener();
    },
  });
  return { store, requests, session, endListeners };
}

interface FakeSession {
  end(): Promise<void>;
}

function setUp({ loadFails = false } = {}) {
  const log: string[] = [];
  const fake = fakeStore(log);
  const states: XRKeeperState<unknown, XRStoreLike>[] = [];
  const messages: (string | null)[] = [];
  let finishLoad: (() => void) | null = null;
  const module = { createLegendXRStore: () => fake.store };
  const keeper = createXRSessionKeeper({
    load: () =>
      new Promise<typeof module>((resolve, reject) => {
        finishLoad = () => (loadFails ? reject(new Error('offline')) : resolve(module));
      }),
    manager: () => ({}) as WebXRManager,
    onChange: (state) => states.push(state),
    onMessage: (message) => messages.push(message),
  });
  const loadNow = async () => {
    finishLoad?.();
    await flush();
  };
  return { keeper, log, fake, states, messages, loadNow };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const statuses = (states: { status: string }[]) => states.map((state) => state.status);

describe('the XR session keeper', () => {
  it('preloads the chunk, then enters synchronously in the click', async () => {
    const { keeper, log, states, loadNow } = setUp();
    keeper.preload();
    await loadNow();
    expect(statuses(states)).toEqual(['ready']);
    keeper.enter('immersive-vr');
    // No await between the click and the request: the browser's user activation still holds.
    expect(log).toEqual(['manager', 'enterVR']);
    expect(states.at(-1)).toMatchObject({ status: 'session', mode: 'immersive-vr' });
  });

  it('asks for one session only, however often the button is pressed', async () => {
    const { keeper, log, fake, loadNow } = setUp();
    keeper.preload();
    await loadNow();
    keeper.enter('immersive-vr');
    keeper.enter('immersive-vr');
    keeper.enter('immersive-ar');
    expect(log.filter((entry) => entry.startsWith('enter'))).toEqual(['enterVR']);
    fake.requests[0]?.resolve(fake.session());
    await flush();
    keeper.enter('immersive-ar');
    expect(log.filter((entry) => entry.startsWith('enter'))).toEqual(['enterVR']);
  });

  it('a session that ends leaves the store ready for the next one, not destroyed', async () => {
    const { keeper, log, fake, states, loadNow } = setUp();
    keeper.preload();
    await loadNow();
    keeper.enter('immersive-vr');
    const session = fake.session();
    fake.requests[0]?.resolve(session);
    await flush();
    await session.end();
    expect(states.at(-1)?.status).toBe('ready');
    expect(log).not.toContain('destroy');
    expect(fake.endListeners.size).toBe(0);
    keeper.enter('immersive-ar');
    expect(log.at(-1)).toBe('enterAR');
  });

  it('a refused session says so and allows another try', async () => {
    const { keeper, log, fake, states, messages, loadNow } = setUp();
    keeper.preload();
    await loadNow();
    keeper.enter('immersive-vr');
    fake.requests[0]?.reject(new Error('NotSupportedError'));
    await flush();
    expect(messages.at(-1)).toBe(xrMessages.notStarted);
    expect(states.at(-1)?.status).toBe('ready');
    keeper.enter('immersive-vr');
    expect(log.filter((entry) => entry === 'enterVR')).toHaveLength(2);
  });

  it('closing 3D mode mid-session ends the session first, then destroys the store', async () => {
    const { keeper, log, fake, states, loadNow } = setUp();
    keeper.preload();
    await loadNow();
    keeper.enter('immersive-vr');
    fake.requests[0]?.resolve(fake.session());
    await flush();
    const reported = states.length;
    keeper.dispose();
    await flush();
    expect(log.slice(-2)).toEqual(['end', 'destroy']);
    expect(fake.endListeners.size).toBe(0);
    // Nothing is reported to the closed dialog.
    expect(states).toHaveLength(reported);
  });

  it('a session granted after 3D mode closed is ended at once and the store destroyed', async () => {
    const { keeper, log, fake, loadNow } = setUp();
    keeper.preload();
    await loadNow();
    keeper.enter('immersive-ar');
    keeper.dispose();
    expect(log).not.toContain('destroy');
    fake.requests[0]?.resolve(fake.session());
    await flush();
    expect(log.slice(-2)).toEqual(['end', 'destroy']);
  });

  it('closing 3D mode while the chunk loads for a click asks for no session', async () => {
    const { keeper, log, states, loadNow } = setUp();
    keeper.enter('immersive-vr');
    expect(statuses(states)).toEqual(['loading']);
    keeper.dispose();
    await loadNow();
    expect(log).toEqual(['destroy']);
    expect(statuses(states)).toEqual(['loading']);
  });

  it('a click before the preload finished waits for the chunk, once', async () => {
    const { keeper, log, loadNow } = setUp();
    keeper.preload();
    keeper.enter('immersive-vr');
    keeper.enter('immersive-vr');
    await loadNow();
    expect(log.filter((entry) => entry === 'enterVR')).toHaveLength(1);
  });

  it('an idle store is destroyed on close; a chunk that cannot load says so', async () => {
    const idle = setUp();
    idle.keeper.preload();
    await idle.loadNow();
    idle.keeper.dispose();
    expect(idle.log).toEqual(['destroy']);

    const offline = setUp({ loadFails: true });
    offline.keeper.enter('immersive-vr');
    await offline.loadNow();
    expect(offline.messages.at(-1)).toBe(xrMessages.notLoaded);
    expect(offline.states.at(-1)?.status).toBe('idle');
  });
});
