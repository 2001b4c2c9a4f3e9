import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { stopStream } from '#web/lib/browser/stopStream';
import { loadMirrorScene } from './loadMirrorScene';
import { mirrorMessages, openMirrorCamera } from './mirrorCamera';

export type MirrorState =
  | { status: 'closed' }
  | { status: 'opening' }
  | { status: 'open'; stream: MediaStream }
  | { status: 'failed'; message: string };

/**
 * The private mirror's camera: asked for only on `open`, and every track stopped on `close`, on a
 * failed scene download and when the hook unmounts (3D mode closing). An answer from the browser
 * that arrives after a close is handed straight back.
 */
export function useMirror() {
  const [mirror, setMirror] = useState<MirrorState>({ status: 'closed' });
  // A fresh lazy component after a failed download, so the next 'Open the mirror' tries again.
  const [MirrorScene, setMirrorScene] = useState(() => lazy(() => loadMirrorScene()));
  // The stream in hand (also while React has not rendered it yet), for stopping on any exit.
  const streamRef = useRef<MediaStream | null>(null);
  // Bumped on every close: an open that started before it is stale.
  const attempt = useRef(0);

  const releaseCamera = useCallback(() => {
    attempt.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
  }, []);

  const close = useCallback(() => {
    releaseCamera();
    setMirror({ status: 'closed' });
  }, [releaseCamera]);

  const open = async () => {
    const mine = ++attempt.current;
    setMirror({ status: 'opening' });
    const result = await openMirrorCamera();
    if (mine !== attempt.current) {
      // Closed (or 3D mode left) while the browser was asking: give the camera straight back.
      if (result.ok) stopStream(result.stream);
      return;
    }
    if (!result.ok) {
      setMirror({ status: 'failed', message: result.message });
      return;
    }
    streamRef.current = result.stream;
    setMirror({ status: 'open', stream: result.stream });
  };

  const notLoaded = useCallback(() => {
    releaseCamera();
    setMirror({ status: 'failed', message: mirrorMessages.notLoaded });
    setMirrorScene(() => lazy(() => loadMirrorScene()));
  }, [releaseCamera]);

  // Leaving 3D mode unmounts this hook: the camera goes off with it.
  useEffect(() => releaseCamera, [releaseCamera]);

  return { mirror, MirrorScene, open, close, notLoaded };
}
