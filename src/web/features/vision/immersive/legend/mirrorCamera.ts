/**
 * The camera for the mirror : asked for only when the user opens the mirror, front
 * camera, no sound. The stream stays in this tab: it feeds a <video> that feeds a texture, and no
 * code path sends it anywhere (ADR 0028).
 */

export type MirrorCameraResult = { ok: true; stream: MediaStream } | { ok: false; message: string };

export const mirrorMessages = {
  denied:
    'The mirror needs your camera, and permission was not given. You can allow the camera in your browser’s site settings and try again.',
  noCamera: 'No camera was found on this device, so the mirror cannot show you.',
  inUse: 'Your camera is busy in another app or tab. Close it there and try again.',
  unavailable: 'This browser cannot share a camera here (it needs a secure https page and camera support).',
  failed: 'The camera could not be started. Please try again.',
  notLoaded: 'The mirror could not be loaded. Check your connection and try again.',
} as const;

/** A plain message for each way getUserMedia fails. */
export function mirrorErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return mirrorMessages.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return mirrorMessages.noCamera;
    case 'NotReadableError':
    case 'AbortError':
      return mirrorMessages.inUse;
    default:
      return mirrorMessages.failed;
  }
}

export async function openMirrorCamera(): Promise<MirrorCameraResult> {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
    return { ok: false, message: mirrorMessages.unavailable };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user' },
      audio: false,
    });
    return { ok: true, stream };
  } catch (error) {
    return { ok: false, message: mirrorErrorMessage(error) };
  }
}
