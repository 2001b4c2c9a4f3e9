import { Color, MeshStandardMaterial } from 'three';
import { glslValueNoise } from './glslNoise';
import type { SnowLight } from './groundMaterial';

/**
 * A frozen lake (docs/decisions/0095-treehouse-ice-haze.md): the water's mesh (models/water.ts,
 * level, with the depth of the ground under each vertex) drawn as ice instead of water. Pale
 * blue-white, a little bluer where the lake is deep, matte with a soft sheen; snow drifted onto it
 * along the shore (where the lake is under half a metre deep, its edge wandering by world position) and in
 * thin dusted patches out on it; a few dark hairline cracks, faded out with distance so they never
 * shimmer. No ripples, glitter, foam or motion. It takes the snow's extra light (the warm wash on
 * the sunlit side, the sky's blue in shade) so ice and the snow round it read in one light.
 */

const ice = new Color('#c4dcea');
const deepIce = new Color('#9dbcd3');
const crackColor = new Color('#5f819e');
const snow = new Color('#f4f7fb');

export function iceMaterial(snowLight: SnowLight): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.42, metalness: 0 });
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uIce = { value: ice };
    shader.uniforms.uDeepIce = { value: deepIce };
    shader.uniforms.uSnow = { value: snow };
    shader.uniforms.uCrack = { value: crackColor };
    shader.uniforms.snowSunDirection = { value: snowLight.direction };
    shader.uniforms.snowSun = { value: snowLight.sun };
    shader.uniforms.snowShade = { value: snowLight.shade };
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        '#include <common>\nattribute float depth;\nvarying float vDepth;\nvarying vec3 vIceWorld;',
      )
      .replace(
        '#include <begin_vertex>',
        '#include <begin_vertex>\nvDepth = depth;\nvIceWorld = ( modelMatrix * vec4( transformed, 1.0 ) ).xyz;',
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
        uniform vec3 uIce;
        uniform vec3 uDeepIce;
        uniform vec3 uSnow;
        uniform vec3 uCrack;
        float iceSnowiness;
        uniform vec3 snowSunDirection;
        uniform vec3 snowSun;
        uniform vec3 snowShade;
        varying float vDepth;
        varying vec3 vIceWorld;
        ${glslValueNoise('ice')}`,
      )
      .replace(
        '#include <color_fragment>',
        `#include <color_fragment>
        {
          vec2 p = vIceWorld.xz;
          float far = length( vViewPosition );
          vec3 body = mix( uIce, uDeepIce, smoothstep( 0.5, 4.0, vDepth ) );
          // Faint streaks of clearer and cloudier ice.
          body *= 0.96 + 0.06 * iceNoise( p * vec2( 0.09, 0.3 ) );
          // Cracks: where a slow noise crosses one half, a thin dark line wandering in long curves,
          // and a second set stretched along one direction, nearly straight; faded out by 90 m so
          // they never shimmer.
          float n = iceNoise( p * 0.09 ) * 0.8 + iceNoise( p * 0.4 ) * 0.2;
          float straight = iceNoise( vec2( p.x * 0.7 + p.y * 0.7, p.y * 0.7 - p.x * 0.7 ) * vec2( 0.04, 0.3 ) + 11.0 );
          float crack = max(
            1.0 - smoothstep( 0.0, 0.01, abs( n - 0.5 ) ),
            0.6 * ( 1.0 - smoothstep( 0.0, 0.012, abs( straight - 0.5 ) ) )
          ) * ( 1.0 - smoothstep( 30.0, 90.0, far ) );
          body = mix( body, uCrack, crack * 0.7 );
          // Snow drifted along the shore, its edge wandering, and thin dusted patches further out.
          // The lake is shallow for metres out, so the drifts keep to its first 10 to 50 cm of depth.
          float edge = 0.1 + 0.4 * iceNoise( p * 0.18 );
          float drift = 1.0 - smoothstep( edge - 0.1, edge + 0.1, vDepth );
          float dust = smoothstep( 0.62, 0.85, iceNoise( p * 0.07 + 3.0 ) ) * 0.45;
          iceSnowiness = max( drift, dust );
          diffuseColor.rgb = mix( body, uSnow, iceSnowiness );
        }`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        `#include <emissivemap_fragment>
        {
          // The snow's light (look/groundMaterial.ts), full on the drifts, half on the bare ice so it
          // keeps its blue; the ice is level, so under any sun it is the sunlit side.
          vec3 worldNormal = inverseTransformDirection( normal, viewMatrix );
          float lit = smoothstep( -0.12, 0.12, dot( worldNormal, snowSunDirection ) );
          totalEmissiveRadiance += diffuseColor.rgb * mix( snowShade, snowSun, lit ) * mix( 0.5, 1.0, iceSnowiness );
          // A soft sheen: towards grazing angles the bare ice mirrors a little of the sky's blue.
          float grazing = pow( 1.0 - saturate( dot( normal, normalize( vViewPosition ) ) ), 4.0 );
          totalEmissiveRadiance += snowShade * grazing * 0.45 * ( 1.0 - iceSnowiness );
        }`,
      );
  };
  material.customProgramCacheKey = () => 'ice';
  return material;
}
