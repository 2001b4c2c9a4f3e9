import type { Material } from 'three';

/**
 * A ceiling on a material's direct highlight: the moon (or a lamp) mirrored in a polished slab or
 * the tower's glass is a sharp peak many times brighter than white at these roughnesses, and a close
 * view drew it as a blown-out blot (docs/decisions/0090-water-near-the-camera.md). The highlight
 * keeps its place and shape; its top is rolled off towards the ceiling, below the bloom's threshold, per
 * channel so its tint stays.
 */
export function capSpecular<T extends Material>(material: T, ceiling: number): T {
  const previous = material.onBeforeCompile;
  material.onBeforeCompile = (shader, renderer) => {
    previous.call(material, shader, renderer);
    shader.fragmentShader = shader.fragmentShader.replace(
      '#include <aomap_fragment>',
      // A soft knee (s / (1 + s / c)) rather than min(s, c): a flat-topped highlight drew as a ring.
      `reflectedLight.directSpecular /= 1.0 + reflectedLight.directSpecular / ${ceiling.toFixed(3)};
      #include <aomap_fragment>`,
    );
  };
  const key = material.customProgramCacheKey.bind(material);
  material.customProgramCacheKey = () => `${key()}:specularCap${ceiling}`;
  return material;
}
