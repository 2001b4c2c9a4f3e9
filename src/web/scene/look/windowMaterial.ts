import { Color, MeshStandardMaterial } from 'three';
import type { WorldSpec } from '#shared/worldSpec';

/**
 * Warm lit windows (docs/decisions/0045-art-direction.md), for every home model: lamplight from
 * inside, brighter the darker it is outside so a dusk or night home glows — above white after
 * exposure, which is what the high tier's bloom picks up — and a soft daylight warmth at noon.
 * The glow is strongest facing the viewer and softer at an angle, as light through a pane is.
 */
const glowByTime: Record<WorldSpec['sky']['timeOfDay'], number> = {
  dawn: 1.2,
  morning: 0.8,
  noon: 0.7,
  'golden-hour': 1.1,
  sunset: 1.5,
  dusk: 2.0,
  night: 2.4,
};

/**
 * The most a lit pane may glow (its brightest channel, before exposure), near and far
 * (docs/decisions/0088-arrival-fits-every-screen.md). Near: about white after the brightest
 * exposure (night, 1.3) and below the bloom's threshold (a luminance of 0.92, which this orange
 * reaches at 1.7). Far: the night's own glow, uncapped. A penthouse's glass walls are all pane:
 * filling a close view at the night's 2.4 they drew it white.
 */
export const glowCap = { near: 0.75, far: 2.4, nearMetres: 8, farMetres: 70 };

const float = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

export function litWindowMaterial(timeOfDay: WorldSpec['sky']['timeOfDay']) {
  const material = new MeshStandardMaterial({
    color: '#ffd79a',
    emissive: new Color('#ffb060'),
    emissiveIntensity: glowByTime[timeOfDay] ?? 1.1,
    roughness: 0.5,
  });
  material.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace(
      '#include <emissivemap_fragment>',
      `#include <emissivemap_fragment>
      totalEmissiveRadiance *= 0.65 + 0.35 * abs( dot( normalize( normal ), normalize( vViewPosition ) ) );
      // Seen from close by, a pane is never brighter than white: its brightest channel is held
      // to a cap that rises with the distance, so far windows still glow and bloom and near ones
      // stay warm and orange instead of washing the frame out.
      float windowCap = mix( ${float(glowCap.near)}, ${float(glowCap.far)},
        smoothstep( ${float(glowCap.nearMetres)}, ${float(glowCap.farMetres)}, length( vViewPosition ) ) );
      float windowPeak = max( max( totalEmissiveRadiance.r, totalEmissiveRadiance.g ), totalEmissiveRadiance.b );
      totalEmissiveRadiance *= min( 1.0, windowCap / max( windowPeak, 0.0001 ) );`,
    );
  };
  material.customProgramCacheKey = () => 'lit-window-capped';
  return material;
}
