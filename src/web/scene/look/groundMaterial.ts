import { Color, MeshStandardMaterial, type Vector3 } from 'three';
import type { Atmosphere } from '../atmosphere';
import { glslValueNoise } from './glslNoise';
import type { GroundKind } from './settingLooks';

/**
 * The ground's material per setting (docs/decisions/0045-art-direction.md). The terrain keeps its
 * one colour per facet (models/terrain.ts); this adds, in the fragment shader and by world
 * position, the small-scale surface that says what it is made of: wind ripples in sand, sparkle in
 * snow, strata in rock, patches in moss and grass, the joints of paving. No texture is fetched.
 */

/** GLSL returning a brightness factor (about 0.9..1.1) and, in `sparkle`, a glint to add. */
const detail: Record<GroundKind, string> = {
  grass: `
    float n = groundNoise( p.xz * 0.35 ) * 0.6 + groundNoise( p.xz * 1.7 ) * 0.4;
    shade = 0.93 + 0.14 * n;`,
  moss: `
    float n = groundNoise( p.xz * 0.22 );
    float fine = groundNoise( p.xz * 2.3 );
    shade = 0.88 + 0.16 * smoothstep( 0.35, 0.75, n ) + 0.06 * fine;`,
  // The rainforest floor: moss kept dark under the canopy, with drifts of fallen leaves in it
  // (docs/decisions/0092-rainforest-layers.md).
  litter: `
    float n = groundNoise( p.xz * 0.22 );
    float fine = groundNoise( p.xz * 3.1 );
    float drift = smoothstep( 0.42, 0.72, groundNoise( p.xz * 0.55 + 7.0 ) );
    shade = 0.7 + 0.14 * smoothstep( 0.3, 0.8, n ) + 0.08 * fine;
    diffuseColor.rgb = mix( diffuseColor.rgb, vec3( 0.11, 0.06, 0.025 ), drift * 0.6 );`,
  sand: `
    // Ripples across the wind, bent a little by noise.
    float bend = groundNoise( p.xz * 0.08 ) * 6.0;
    float ripple = sin( dot( p.xz, vec2( 0.8, 0.6 ) ) * 2.4 + bend );
    shade = 0.96 + 0.05 * ripple + 0.04 * groundNoise( p.xz * 3.0 );`,
  snow: `
    float n = groundNoise( p.xz * 0.3 );
    shade = 0.97 + 0.05 * n;
    // Glints: a few cells catch the light, and which ones changes with the viewing angle.
    vec2 cell = floor( p.xz * 6.0 + vViewPosition.xy * 0.05 );
    sparkle = step( 0.985, groundHash( cell ) ) * 0.6;`,
  rock: `
    float strata = sin( p.y * 2.2 + groundNoise( p.xz * 0.1 ) * 4.0 );
    shade = 0.92 + 0.06 * strata + 0.06 * groundNoise( p.xz * 1.1 );`,
  paving: `
    vec2 slab = abs( fract( p.xz / 2.0 ) - 0.5 );
    float joint = smoothstep( 0.47, 0.49, max( slab.x, slab.y ) );
    shade = ( 0.97 + 0.05 * groundHash( floor( p.xz / 2.0 ) ) ) * ( 1.0 - 0.18 * joint );`,
};

/**
 * The light snow takes beyond the plain lighting: a warm wash where a facet faces the sun and the
 * sky's blue where it does not. Snow reflects nine tenths of its light, and lit only like grass it
 * read grey-brown under a low sun (docs/decisions/0087-desert-casale-snow.md).
 */
export interface SnowLight {
  /** Towards the sun (or the moon), world space. */
  direction: Vector3;
  /** Added on the sunlit side, times the snow's own colour. */
  sun: Color;
  /** Added on the shaded side: the blue of the open sky. */
  shade: Color;
}

const white = new Color('#ffffff');

/** The snow's extra light from the world's atmosphere. */
export function snowLightOf(air: Atmosphere): SnowLight {
  return {
    direction: air.lightDirection.clone().normalize(),
    // Nearly white: the plain lighting is already warm under a low sun, and more of its colour
    // turned the snow to sand.
    sun: white
      .clone()
      .lerp(air.lightColor, 0.25)
      .multiplyScalar(0.18 * air.lightIntensity),
    shade: air.zenith
      .clone()
      .lerp(air.hemiSky, 0.2)
      .multiplyScalar(air.isNight ? 0.3 : 0.7),
  };
}

/** The warm colour sand lit by a low sun shows, added where the sky's light would cool it. */
const sunlitSand = new Color('#ffc98a');

/**
 * The warm light sand takes beyond the plain lighting, as snow takes its own (above): under a dawn
 * whose sky is a cool lavender, the hemisphere's light outweighed the low sun on flat sand and
 * drew the beach grey-lavender (docs/decisions/0100-cliff-stair-beach-path-and-warm-sand.md).
 * The cooler the sky's light against its red, the more warm light is added, times the sand's own
 * colour; under a warm sky (a golden sunset) none, so a warm light is not doubled.
 */
export function sandLightOf(air: Atmosphere): Color {
  const sky = air.hemiSky;
  const coolness = Math.min(1, Math.max(0, (sky.b / Math.max(sky.r, 0.01) - 0.75) / 0.4));
  return sunlitSand
    .clone()
    .multiplyScalar(0.3 * coolness * Math.min(1, air.hemiIntensity) * (air.isNight ? 0.3 : 1));
}

export function groundMaterial(
  kind: GroundKind,
  snowLight?: SnowLight,
  sandLight?: Color,
): MeshStandardMaterial {
  const material = new MeshStandardMaterial({
    vertexColors: true,
    flatShading: true,
    roughness: kind === 'snow' ? 0.75 : kind === 'paving' ? 0.8 : 0.95,
    metalness: 0,
  });
  const snowy = kind === 'snow' && snowLight !== undefined;
  const sandy = kind === 'sand' && sandLight !== undefined;
  material.onBeforeCompile = (shader) => {
    if (sandy) shader.uniforms.sandWarmth = { value: sandLight };
    if (snowy) {
      shader.uniforms.snowSunDirection = { value: snowLight.direction };
      shader.uniforms.snowSun = { value: snowLight.sun };
      shader.uniforms.snowShade = { value: snowLight.shade };
    }
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vGroundWorld;')
      .replace(
        '#include <begin_vertex>',
        '#include <begin_vertex>\nvGroundWorld = ( modelMatrix * vec4( transformed, 1.0 ) ).xyz;',
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
        varying vec3 vGroundWorld;
        ${glslValueNoise('ground')}`,
      )
      .replace(
        '#include <color_fragment>',
        `#include <color_fragment>
        float sparkle = 0.0;
        {
          vec3 p = vGroundWorld;
          float shade = 1.0;
          ${detail[kind]}
          diffuseColor.rgb *= shade;
        }`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        snowy
          ? `#include <emissivemap_fragment>
          totalEmissiveRadiance += vec3( sparkle );
          {
            // The facet's world normal against the sun: flat snow under a low sun still counts as lit.
            vec3 worldNormal = inverseTransformDirection( normal, viewMatrix );
            float lit = smoothstep( -0.12, 0.12, dot( worldNormal, snowSunDirection ) );
            totalEmissiveRadiance += diffuseColor.rgb * mix( snowShade, snowSun, lit );
          }`
          : sandy
            ? `#include <emissivemap_fragment>
          {
            // Only what is sand-coloured (red over green over blue): the garden's lawn stays as lit.
            vec3 c = diffuseColor.rgb;
            float sandness = smoothstep( 0.02, 0.08, c.r - c.g ) * smoothstep( 0.1, 0.25, c.r - c.b );
            totalEmissiveRadiance += c * sandWarmth * sandness;
          }`
            : '#include <emissivemap_fragment>\ntotalEmissiveRadiance += vec3( sparkle );',
      );
    if (sandy)
      shader.fragmentShader = shader.fragmentShader.replace(
        '#include <common>',
        '#include <common>\nuniform vec3 sandWarmth;',
      );
    if (snowy)
      shader.fragmentShader = shader.fragmentShader.replace(
        '#include <common>',
        '#include <common>\nuniform vec3 snowSunDirection;\nuniform vec3 snowSun;\nuniform vec3 snowShade;',
      );
  };
  material.customProgramCacheKey = () => `ground:${kind}:${snowy || sandy ? 'lit' : 'plain'}`;
  return material;
}
