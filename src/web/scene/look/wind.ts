import type { Material } from 'three';

/**
 * Gentle wind for anything that grows (docs/decisions/0045-art-direction.md): a vertex-shader hook
 * any material can take — trees, bushes, grass tufts — that sways each vertex by its height above
 * the model's foot, out of phase from one instance to the next, so a wood moves like a wood and
 * not like one rigid block. One clock for every swaying material; it only advances while the world
 * animates (never with reduced motion), so a still world stays exactly still.
 */
export const windClock = { value: 0 };

export interface WindOptions {
  /** Sway in metres at `height` above the foot. */
  strength?: number;
  /** The height (model units) at which the sway reaches `strength`; below it, it fades to zero. */
  height?: number;
}

/** Adds the wind to a material (its existing onBeforeCompile, if any, still runs first). */
export function withWind<T extends Material>(
  material: T,
  { strength = 0.12, height = 4 }: WindOptions = {},
): T {
  const previous = material.onBeforeCompile.bind(material);
  material.onBeforeCompile = (shader, renderer) => {
    previous(shader, renderer);
    shader.uniforms.uWindTime = windClock;
    // Uniforms, not constants: every swaying material shares one compiled program (a first frame
    // in software rendering pays for each program it compiles).
    shader.uniforms.uWindStrength = { value: strength };
    shader.uniforms.uWindHeight = { value: height };
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>\nuniform float uWindTime;\nuniform float uWindStrength;\nuniform float uWindHeight;`,
      )
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>
        {
          // Phase from where the plant stands, so neighbours never sway in step.
          #ifdef USE_INSTANCING
            vec2 windRoot = vec2( instanceMatrix[3][0], instanceMatrix[3][2] );
          #else
            vec2 windRoot = vec2( modelMatrix[3][0], modelMatrix[3][2] );
          #endif
          float windPhase = dot( windRoot, vec2( 0.37, 0.23 ) );
          float windBend = pow( clamp( position.y / uWindHeight, 0.0, 1.0 ), 1.6 ) * uWindStrength;
          float windGust = 0.6 + 0.4 * sin( uWindTime * 0.31 + windPhase * 0.2 );
          transformed.x += sin( uWindTime * 1.3 + windPhase ) * windBend * windGust;
          transformed.z += cos( uWindTime * 0.9 + windPhase * 1.3 ) * windBend * windGust * 0.6;
        }`,
      );
  };
  // Another program than the same material without wind.
  const previousKey = material.customProgramCacheKey.bind(material);
  material.customProgramCacheKey = () => `${previousKey()}|wind`;
  return material;
}
