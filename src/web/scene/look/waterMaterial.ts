import { type Color, MeshStandardMaterial } from 'three';

/**
 * Open water (docs/decisions/0045-art-direction.md): the facets keep their depth colours
 * (models/water.ts); the shader adds rolling waves (three crossing swells, their height from the
 * setting's look), a fresnel term that mirrors the sky's gradient at grazing angles — the far
 * water takes the horizon's colour, as real water does — and ripples on the facets' normals so the
 * sun's highlight breaks into glitter. No reflection pass: the sky's colours are uniforms.
 */
export interface WaterLook {
  waveHeight: number;
  /** 0..1: how much of the sky the water mirrors at grazing angles. */
  reflection: number;
  horizon: Color;
  zenith: Color;
}

export function waterMaterial(look: WaterLook) {
  const material = new MeshStandardMaterial({
    vertexColors: true,
    flatShading: true,
    roughness: 0.16,
    metalness: 0.05,
    transparent: true,
    opacity: 0.92,
  });
  const time = { value: 0 };
  material.userData.time = time;
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uTime = time;
    shader.uniforms.uSkyHorizon = { value: look.horizon };
    shader.uniforms.uSkyZenith = { value: look.zenith };
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nuniform float uTime;\nvarying vec3 vWaterWorld;')
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>
        float swell = sin( position.x * 0.21 + uTime * 0.9 ) + cos( position.z * 0.17 + uTime * 0.7 )
          + 0.5 * sin( ( position.x + position.z ) * 0.43 + uTime * 1.6 );
        transformed.y += swell * ${look.waveHeight.toFixed(3)};
        vWaterWorld = transformed;`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
        uniform float uTime;
        uniform vec3 uSkyHorizon;
        uniform vec3 uSkyZenith;
        varying vec3 vWaterWorld;`,
      )
      .replace(
        '#include <normal_fragment_begin>',
        `#include <normal_fragment_begin>
        {
          // Ripples tilt the facet's normal a little: the sun's highlight glitters.
          vec2 q = vWaterWorld.xz;
          vec3 ripple = vec3(
            sin( q.x * 1.7 + uTime * 1.9 ) + sin( ( q.x + q.y ) * 2.9 - uTime * 1.3 ),
            0.0,
            cos( q.y * 1.9 - uTime * 1.7 ) + sin( ( q.x - q.y ) * 3.1 + uTime * 1.1 ) );
          normal = normalize( normal + mat3( viewMatrix ) * ripple * 0.045 );
        }`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        // Light scattered up from inside the water: its own colour shows in any light, so a lake
        // under a pink dawn still reads as water.
        '#include <emissivemap_fragment>\ntotalEmissiveRadiance += diffuseColor.rgb * 0.35;',
      )
      .replace(
        '#include <opaque_fragment>',
        `{
          // Fresnel: looking across the water it mirrors the sky (horizon colour far away, the
          // zenith's blue when the reflected ray climbs); looking down, its own colour shows.
          vec3 viewDirection = normalize( vViewPosition );
          float facing = clamp( dot( normal, -viewDirection ), 0.0, 1.0 );
          float fresnel = 0.04 + 0.96 * pow( 1.0 - facing, 5.0 );
          vec3 reflected = reflect( viewDirection, normal );
          vec3 up = normalize( mat3( viewMatrix ) * vec3( 0.0, 1.0, 0.0 ) );
          vec3 sky = mix( uSkyHorizon, uSkyZenith, pow( clamp( dot( reflected, up ), 0.0, 1.0 ), 0.5 ) );
          // Capped: the water's own depth colours always show through, so it never reads as sand.
          outgoingLight = mix( outgoingLight, sky, clamp( fresnel * ${look.reflection.toFixed(3)}, 0.0, 0.45 ) );
        }
        #include <opaque_fragment>`,
      );
  };
  material.customProgramCacheKey = () => `water:${look.waveHeight}:${look.reflection}`;
  return material;
}
