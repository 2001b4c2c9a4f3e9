import type { WebXRManager } from 'three';
import type { XRMode } from './xrSupport';

/** What the keeper needs of an @react-three/xr store (a stand-in in the unit tests). */
export interface XRStoreLike {
  setWebXRManager(manager: WebXRManager): void;
  enterVR(): Promise<{ end(): Promise<void> } | undefined>;
  enterAR(): Promise<{ end(): Promise<void> } | undefined>;
  onSessionEnd(listener: () => void): () => void;
  destroy(): void;
}

export interface XRLayerModuleLike<Store extends XRStoreLike> {
  createLegendXRStore(): Store;
}

/**
 * - `idle`: the XR chunk is not loaded (yet).
 * - `loading`: 'Enter VR/AR' was pressed before the chunk arrived; the session follows it.
 * - `ready`: the chunk and a store are there (the Canvas mounts `<XR store>`), no session.
 * - `session`: a session is being entered or runs.
 */
export type XRKeeperState<Module, Store> =
  | { status: 'idle' }
  | { status: 'loading'; mode: XRMode }
  | { status: 'ready'; module: Module; store: Store }
  | { status: 'session'; mode: XRMode; module: Module; store: Store };

export interface XRSessionKeeperOptions<Module, Store> {
  load: () => Promise<Module>;
  /** The live renderer's XR manager (null before the Canvas is up). */
  manager: () => WebXRManager | null;
  onChange: (state: XRKeeperState<Module, Store>) => void;
  /** A failure to tell the user, or null to clear the last one. */
  onMessage: (message: string | null) => void;
}

export const xrMessages = {
  notStarted: 'The headset or phone did not start the session. Please try again.',
  notLoaded: 'The VR and AR part could not be loaded. Check your connection and try again.',
} as const;

/**
 * The life of 3D mode's XR sessions, outside React so that none of it runs in a render or a state
 * updater (StrictMode runs those twice) and so it can be tested without a headset:
 *
 * - `preload()` fetches the XR chunk and makes the store as soon as the Legend tools show, so a
 *   click can call `enterVR()` synchronously: browsers grant an immersive session only within
 *   the click's user activation, which a chunk download may outlast.
 * - `enter()` is refused while a session is being entered or runs: a double click asks once.
 * - `dispose()` (3D mode closes) ends a running session first and destroys the store only once
 *   it has ended; a session granted after 3D mode closed is ended at once. Nothing is reported to
 *   a component that is gone.
 */
export function createXRSessionKeeper<Store extends XRStoreLike, Module extends XRLayerModuleLike<Store>>(
  options: XRSessionKeeperOptions<Module, Store>,
) {
  let loaded: { module: Module; store: Store } | null = null;
  let loading: Promise<{ module: Module; store: Store }> | null = null;
  let busy = false;
  let disposed = false;
  /** Ends the current session's bookkeeping (idempotent); null when no session is under way. */
  let settleSession: ((failure: string | null) => void) | null = null;
  let runningSession: { end(): Promise<void> } | null = null;

  const report = (state: XRKeeperState<Module, Store>) => {
    if (!disposed) options.onChange(state);
  };

  const load = () => {
    if (!loading) {
      loading = options.load().then((module) => {
        loaded = { module, store: module.createLegendXRStore() };
        // Disposed while the chunk was on its way: the fresh store has nobody to serve.
        if (disposed) loaded.store.destroy();
        return loaded;
      });
      // A failed download may be retried by the next click.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };

  const start = (mode: XRMode, { module, store }: { module: Module; store: Store }) => {
    const manager = options.manager();
    if (manager) store.setWebXRManager(manager);
    let settled = false;
    const settle = (failure: string | null) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      settleSession = null;
      runningSession = null;
      busy = false;
      if (disposed) {
        store.destroy();
        return;
      }
      report({ status: 'ready', module, store });
      options.onMessage(failure);
    };
    const unsubscribe = store.onSessionEnd(() => settle(null));
    settleSession = settle;
    // Called synchronously from the click when the chunk was preloaded: within user activation.
    const request = mode === 'immersive-vr' ? store.enterVR() : store.enterAR();
    report({ status: 'session', mode, module, store });
    request.then(
      (session) => {
        if (!session) return settle(xrMessages.notStarted);
        runningSession = session;
        if (disposed) endThenSettle(session);
      },
      () => settle(xrMessages.notStarted),
    );
  };

  const endThenSettle = (session: { end(): Promise<void> }) => {
    const settle = settleSession;
    // The store's session-end listener settles too; whichever comes first wins.
    session.end().then(
      () => settle?.(null),
      () => settle?.(null),
    );
  };

  return {
    preload() {
      if (disposed || loaded) return;
      load().then(
        (ready) => {
          if (!busy) report({ status: 'ready', ...ready });
        },
        () => undefined,
      );
    },
    enter(mode: XRMode) {
      if (busy || disposed) return;
      busy = true;
      options.onMessage(null);
      if (loaded) {
        start(mode, loaded);
        return;
      }
      report({ status: 'loading', mode });
      load().then(
        (ready) => {
          if (!disposed) start(mode, ready);
        },
        () => {
          busy = false;
          report({ status: 'idle' });
          if (!disposed) options.onMessage(xrMessages.notLoaded);
        },
      );
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (settleSession) {
        // A running session ends first; one still being granted is ended when it arrives.
        if (runningSession) endThenSettle(runningSession);
        return;
      }
      loaded?.store.destroy();
    },
  };
}

export type XRSessionKeeper = ReturnType<typeof createXRSessionKeeper>;
