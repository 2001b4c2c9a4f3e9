/**
 * Whether this browser can draw the world at all. Checked before the Canvas is created, so a
 * browser without WebGL gets the text fallback straight away instead of an error or a blank box.
 */
export function webglUnavailableReason(): string | null {
  if (typeof document === 'undefined') return 'no document';
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return 'WebGL is not available in this browser';
    // Give the probe's context back at once: browsers cap the number of live contexts.
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'WebGL could not be started';
  }
}
