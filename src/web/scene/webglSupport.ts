export interface WebglProbe {
  /** Why the world cannot be drawn, or null when it can. */
  unavailable: string | null;
  /** The GPU's renderer string ("ANGLE (…SwiftShader…)", "Apple M2", "Adreno 640"), or "" if hidden. */
  renderer: string;
}

/**
 * Whether this browser can draw the world at all, and on what. Checked before the Canvas is
 * created, so a browser without WebGL gets the text fallback straight away instead of an error or
 * a blank box, and the quality tier (look/quality.ts) is known before the renderer is built.
 */
export function probeWebgl(): WebglProbe {
  if (typeof document === 'undefined') return { unavailable: 'no document', renderer: '' };
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return { unavailable: 'WebGL is not available in this browser', renderer: '' };
    const debug = context.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(
      (debug
        ? context.getParameter(debug.UNMASKED_RENDERER_WEBGL)
        : context.getParameter(context.RENDERER)) ?? '',
    );
    // Give the probe's context back at once: browsers cap the number of live contexts.
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return { unavailable: null, renderer };
  } catch (error) {
    return {
      unavailable: error instanceof Error ? error.message : 'WebGL could not be started',
      renderer: '',
    };
  }
}
