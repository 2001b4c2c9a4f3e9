import { type Color, MeshStandardMaterial, type Vector3 } from 'three';

/**
 * Open water (docs/decisions/0045-art-direction.md, 0090-water-near-the-camera.md), one material and
 * one draw call: the vertices carry the depth colours and the depth itself (models/water.ts); the
 * shader adds
 * - rolling swells on the vertices (their height from the setting's look);
 * - ripples on the normal, summed crossing waves whose finest fade with distance so the far sea
 *   does not shimmer into noise;
 * - a soft foam line where the depth runs out, broken by slow bands that wash in and out;
 * - clearer shallows: the sand shows through the first metre;
 * - a fresnel term that mirrors the sky's gradient at grazing angles (the far water takes the
 *   horizon's colour, as real water does);
 * - a glitter path under the sun or the moon, kept below white so it never reads as glare.
 * No textures, no reflection pass: the sky's colours and the light are uniforms. Still under
 * reduced motion: the time stays at 0 and the picture is one frame of the same sea.
 */
export interface WaterLook {
  waveHeight: number;
  /** 0..1: how much of the sky the water mirrors at grazing angles. */
  reflection: number;
  horizon: Color;
  zenith: Color;
  /** Towards the sun, or the moon at night (world space). */
  lightDirection: Vector3;
  lightColor: Color;
  /** How bright the water's own colour shows (the light scattered up from inside it). */
  bodyLight: number;
  /**
   * The finest ripples and the sharp glitter lobe: off on the low quality tier (software
   * rendering, old GPUs: docs/decisions/0047-adaptive-quality.md), where every sine counts.
   */
  fine: boolean;
}

export function waterMaterial(look: WaterLook) {
  const material = new MeshStandardMaterial({
    vertexColors: true,
    roughness: 0.22,
    metalness: 0.05,
    transparent: true,
    opacity: 1,
  });
  const time = { value: 0 };
  material.userData.time = time;
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uTime = time;
    shader.uniforms.uSkyHorizon = { value: look.horizon };
    shader.uniforms.uSkyZenith = { value: look.zenith };
    shader.uniforms.uLightDirection = { value: look.lightDirection };
    shader.uniforms.uLightColor = { value: look.lightColor };
    shader.uniforms.uBodyLight = { value: look.bodyLight };
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        '#include <common>\nuniform float uTime;\nattribute float depth;\nvarying vec3 vWaterWorld;\nvarying float vDepth;',
      )
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>
        float swell = sin( position.x * 0.21 + uTime * 0.9 ) + cos( position.z * 0.17 + uTime * 0.7 )
          + 0.5 * sin( ( position.x + position.z ) * 0.43 + uTime * 1.6 );
        // The swell dies on the shore: the foam line stays where the sand is.
        transformed.y += swell * ${look.waveHeight.toFixed(3)} * clamp( depth, 0.0, 1.0 );
        vWaterWorld = transformed;
        vDepth = depth;`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
        uniform float uTime;
        uniform vec3 uSkyHorizon;
        uniform vec3 uSkyZenith;
        uniform vec3 uLightDirection;
        uniform vec3 uLightColor;
        uniform float uBodyLight;
        varying vec3 vWaterWorld;
        varying float vDepth;
        // The slope (d/dx, d/dz) of one travelling wave of amplitude a, wave vector k.
        vec2 waveSlope( vec2 q, vec2 k, float a, float speed ) {
          return k * a * cos( dot( q, k ) + uTime * speed );
        }`,
      )
      .replace(
        '#include <color_fragment>',
        `#include <color_fragment>
        float waterDistance = length( vViewPosition );
        float foam = 0.0;
        vec2 waterSlope = vec2( 0.0 );
        {
          // Foam: a soft line on the shore, and bands that wash up and back over the first 80 cm.
          vec2 q = vWaterWorld.xz;
          float edge = 1.0 - smoothstep( 0.05, 0.8, vDepth );
          float wash = 0.5 + 0.5 * sin( vDepth * 22.0 - uTime * 1.1 + sin( q.x * 0.35 + q.y * 0.27 ) * 2.0 );
          foam = clamp( edge * edge * ( 0.5 + 0.5 * wash ) * 1.3, 0.0, 1.0 );
          diffuseColor.rgb = mix( diffuseColor.rgb, vec3( 0.9, 0.94, 0.93 ), foam * 0.75 );
          // Clear shallows let the sand through; the deep and the foam are opaque.
          diffuseColor.a = max( mix( 0.84, 0.97, smoothstep( 0.0, 1.6, vDepth ) ), foam );
        }`,
      )
      .replace(
        '#include <normal_fragment_begin>',
        `#include <normal_fragment_begin>
        {
          // Ripples: crossing waves of falling size; the finest fade out with distance, where a
          // pixel would cover several of them and they would only flicker.
          vec2 q = vWaterWorld.xz;
          float fine = 1.0 - smoothstep( 12.0, 70.0, waterDistance );
          float mid = 1.0 - smoothstep( 60.0, 220.0, waterDistance );
          vec2 slope = waveSlope( q, vec2( 0.62, 0.31 ), 0.09, 1.3 )
            + waveSlope( q, vec2( -0.41, 0.77 ), 0.07, 1.1 )
            + mid * ( waveSlope( q, vec2( 1.9, -1.3 ), 0.022, 2.1 ) + waveSlope( q, vec2( -1.6, -2.2 ), 0.018, 2.4 ) );
          ${look.fine ? '' : '// '}slope += fine * ( waveSlope( q, vec2( 4.7, 3.1 ), 0.011, 3.3 ) + waveSlope( q, vec2( -3.9, 5.3 ), 0.01, 2.9 ) );
          // Calm near the shore, where the foam is.
          slope *= mix( 0.35, 1.0, smoothstep( 0.0, 0.6, vDepth ) );
          waterSlope = slope;
          normal = normalize( mat3( viewMatrix ) * normalize( vec3( -slope.x, 1.0, -slope.y ) ) );
        }`,
      )
      .replace(
        '#include <opaque_fragment>',
        `{
          // Water's colour is mostly light scattered up from inside it, not its surface lit like
          // paint: a warm sun would turn a diffusely lit sea the colour of sand. The body keeps
          // its own colour in any light; the lit surface adds on top. The foam is part of the body
          // here: lit only by the low sun of a dusk it drew as a dark seam, not as surf.
          // Wavelets turned towards the light show lighter, those turned away darker: the sea's
          // surface keeps its texture even where it mirrors little.
          float towardsLight = - dot( waterSlope, normalize( uLightDirection.xz + vec2( 1e-4 ) ) );
          vec3 body = diffuseColor.rgb * uBodyLight * clamp( 1.0 + 2.2 * towardsLight, 0.7, 1.35 );
          outgoingLight = mix( body, outgoingLight, 0.3 );
          // From the eye to the water (vViewPosition points the other way, back to the eye).
          vec3 viewDirection = - normalize( vViewPosition );
          vec3 reflected = reflect( viewDirection, normal );
          vec3 up = normalize( mat3( viewMatrix ) * vec3( 0.0, 1.0, 0.0 ) );
          // Fresnel: looking across the water it mirrors the sky (horizon colour far away, the
          // zenith's colour when the reflected ray climbs); looking down, its own colour shows.
          float facing = clamp( dot( normal, -viewDirection ), 0.0, 1.0 );
          float fresnel = 0.02 + 0.98 * pow( 1.0 - facing, 5.0 );
          vec3 sky = mix( uSkyHorizon, uSkyZenith, pow( clamp( dot( reflected, up ), 0.0, 1.0 ), 0.5 ) );
          float mirror = clamp( fresnel * ${(look.reflection * 1.5).toFixed(3)}, 0.0, 0.7 ) * ( 1.0 - foam );
          outgoingLight = mix( outgoingLight, sky, mirror );
          // The glitter path: each ripple that tilts the light into the eye flashes. Capped below
          // white (docs/decisions/0088-arrival-fits-every-screen.md keeps glare under a share).
          vec3 toLight = normalize( mat3( viewMatrix ) * uLightDirection );
          float glint = max( dot( reflected, toLight ), 0.0 );
          float sparkle = ${look.fine ? 'pow( glint, 900.0 ) * 1.6 + ' : ''}pow( glint, 60.0 ) * 0.18;
          outgoingLight += uLightColor * min( sparkle, 0.85 ) * ( 1.0 - foam );
        }
        #include <opaque_fragment>`,
      );
  };
  material.customProgramCacheKey = () => `water2:${look.waveHeight}:${look.reflection}:${look.fine}`;
  return material;
}
