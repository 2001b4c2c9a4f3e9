/** WebM kinds in order of preference (VP9 is sharper at the same size, VP8 plays everywhere). */
const webmTypes = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

/**
 * The WebM type this browser can record a canvas into, or null: then 'Save tour as video' is not
 * offered at all (Safari without WebM recording, old browsers) rather than failing when clicked.
 */
export function tourVideoType(): string | null {
  if (
    typeof HTMLCanvasElement === 'undefined' ||
    typeof HTMLCanvasElement.prototype.captureStream !== 'function'
  )
    return null;
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return null;
  return webmTypes.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}
