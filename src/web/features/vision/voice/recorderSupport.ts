/**
 * What the browser can record with, and what to tell the user when the microphone does not
 * come. Kept apart from the recorder so it can be tested without a browser.
 */

/** In order of preference: Opus is small and clear for speech; Safari only records MP4/AAC. */
export const audioMimeTypes = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
  'audio/webm',
] as const;

/** The first type this browser records, or '' to let it pick its own default. */
export function bestAudioMimeType(isTypeSupported: (type: string) => boolean): string {
  return audioMimeTypes.find((type) => isTypeSupported(type)) ?? '';
}

export const recorderMessages = {
  unsupported: 'This browser cannot record audio. A recent Chrome, Edge, Firefox or Safari can.',
  denied:
    'Dream Life is not allowed to use your microphone. Allow it for this site in your browser settings, then try again.',
  missing: 'No microphone was found. Connect one, then try again.',
  busy: 'Your microphone is busy in another app or tab. Close it there, then try again.',
  failed: 'The recording could not be started. Please try again.',
  saveFailed: 'Your recording could not be saved on this device. Please try again.',
  storageUnavailable: 'This browser does not let Dream Life keep recordings on this device (private mode?).',
} as const;

/** The message for a getUserMedia / MediaRecorder failure, by the DOMException's name. */
export function microphoneErrorMessage(error: unknown): string {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return recorderMessages.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return recorderMessages.missing;
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return recorderMessages.busy;
    case 'NotSupportedError':
      return recorderMessages.unsupported;
    default:
      return recorderMessages.failed;
  }
}

/** Whether this browser has everything recording needs (checked before asking for the mic). */
export function canRecord(scope: { navigator?: Navigator; MediaRecorder?: unknown }): boolean {
  return (
    typeof scope.MediaRecorder === 'function' &&
    typeof scope.navigator?.mediaDevices?.getUserMedia === 'function'
  );
}

/** 1:05 for 65 seconds. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
