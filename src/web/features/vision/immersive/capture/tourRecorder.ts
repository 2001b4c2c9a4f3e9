import { stopStream } from '#web/lib/browser/stopStream';

export interface CanvasRecording {
  /** Stops and returns the video. */
  finish(): Promise<Blob>;
  /** Stops and throws the video away. */
  cancel(): void;
}

/**
 * Records what the canvas draws into a WebM video (the guided tour's "mind movie"). Imported
 * dynamically when the user asks for the video; nothing leaves the device.
 */
export function recordCanvas(canvas: HTMLCanvasElement, mimeType: string, fps = 30): CanvasRecording {
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 8_000_000 });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopTracks = () => stopStream(stream);
  try {
    recorder.start(1000);
  } catch (error) {
    // The caller reports the failure; the canvas stream must not be left running.
    stopTracks();
    throw error;
  }
  return {
    finish: () =>
      new Promise((resolve, reject) => {
        if (recorder.state === 'inactive') {
          reject(new Error('The recording had already stopped'));
          return;
        }
        recorder.addEventListener(
          'stop',
          () => {
            stopTracks();
            resolve(new Blob(chunks, { type: 'video/webm' }));
          },
          { once: true },
        );
        recorder.stop();
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      stopTracks();
      chunks.length = 0;
    },
  };
}
