import { Color } from 'three';

/**
 * White balance for surfaces (docs/decisions/0115-light-sky-and-foreground.md): the eye adapts to
 * the light it stands in, so snow and whitewash read white even under a golden sun, while the sky
 * itself keeps its warm glow. The lights that shade surfaces are moved most of the way towards a
 * neutral white of the same brightness, keeping `keep` of their tint; the sky dome, the clouds
 * and the sun's disc still take the light's full colour.
 */
export function balancedLight(light: Color, keep: number): Color {
  const luma = 0.2126 * light.r + 0.7152 * light.g + 0.0722 * light.b;
  return new Color(luma, luma, luma).lerp(light, keep);
}

/** How much of the sun's (or moon's) tint surfaces keep: a golden hour stays golden, never orange. */
export const sunTintKept = 0.45;
/** How much of the sky light's tint surfaces keep: the blue shade in shadow is the sky's, and wanted. */
export const skyTintKept = 0.7;
