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
      totalEmissiveRadiance *= 0.65 + 0.35 * abs( dot( normalize( normal ), normalize( vViewPosition ) ) );`,
    );
  };
  material.customProgramCacheKey = () => 'lit-window';
  return material;
}
