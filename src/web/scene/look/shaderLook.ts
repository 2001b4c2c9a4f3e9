import { Color, ShaderChunk } from 'three';
import type { WorldGrade } from './worldGrade';

/**
 * The grade and the ground fog reach every material through three.js's shared shader chunks
 * (docs/decisions/0045-art-direction.md): the tone-mapping chunk's CustomToneMapping becomes
 * "neutral tone mapping, then the world's colour grade", and the fog chunks add an exponential
 * ground fog to the distance fog. Every built-in material, the sky and the particles include
 * those chunks, so one world gets one consistent look for no extra draw call or pass.
 *
 * The values are written into the chunk text as constants: three.js caches a compiled program by
 * the material's parameters, not by the chunk text, so a renderer keeps the grade it compiled
 * with. DreamWorldCanvas therefore gives each grade its own renderer (its `key` is `gradeKey`).
 */

const original = {
  toneMapping: ShaderChunk.tonemapping_pars_fragment,
  fogParsVertex: ShaderChunk.fog_pars_vertex,
  fogVertex: ShaderChunk.fog_vertex,
  fogParsFragment: ShaderChunk.fog_pars_fragment,
  fogFragment: ShaderChunk.fog_fragment,
};

const float = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : value.toFixed(5));

function linearVec3(hex: string) {
  const color = new Color(hex);
  return `vec3( ${float(color.r)}, ${float(color.g)}, ${float(color.b)} )`;
}

export function gradeToneMapping(grade: WorldGrade): string {
  return /* glsl */ `
vec3 CustomToneMapping( vec3 color ) {
  color = NeutralToneMapping( color );
  const vec3 lumaWeights = vec3( 0.2126, 0.7152, 0.0722 );
  float luma = dot( color, lumaWeights );
  // Shadows lean to the setting's tint, at the same brightness.
  vec3 tint = ${linearVec3(grade.shadowTint)};
  vec3 tinted = tint * ( luma / max( dot( tint, lumaWeights ), 0.001 ) );
  color = mix( color, tinted, ${float(grade.shadowTintAmount)} * ( 1.0 - smoothstep( 0.0, 0.45, luma ) ) );
  // Highlights warm (or cool) with the light, except the near-white ones: snow, whitewash and
  // clouds stay white, as an eye adapted to the light sees them (decision 0115).
  float chroma = max( color.r, max( color.g, color.b ) ) - min( color.r, min( color.g, color.b ) );
  float white = smoothstep( 0.62, 0.9, luma ) * ( 1.0 - smoothstep( 0.06, 0.2, chroma ) );
  float warmth = ${float(grade.warmth)} * smoothstep( 0.2, 0.9, luma ) * ( 1.0 - white );
  color *= vec3( 1.0 + 0.09 * warmth, 1.0 + 0.015 * warmth, 1.0 - 0.09 * warmth );
  color = mix( vec3( dot( color, lumaWeights ) ), color, mix( ${float(grade.saturation)}, min( ${float(grade.saturation)}, 1.0 ), white ) );
  color = clamp( color, 0.0, 1.0 );
  color = mix( color, color * color * ( 3.0 - 2.0 * color ), ${float(grade.contrast)} );
  return color;
}
`;
}

/** The chunks' text for this grade; pure, so the tests can compile-check and read it. */
export function lookChunks(grade: WorldGrade) {
  return {
    tonemapping_pars_fragment: original.toneMapping.replace(
      'vec3 CustomToneMapping( vec3 color ) { return color; }',
      gradeToneMapping(grade),
    ),
    fog_pars_vertex: `${original.fogParsVertex}
#ifdef USE_FOG
  varying float vFogHeight;
#endif
`,
    // World height of the vertex without a model matrix (points and instanced meshes alike):
    // the view matrix is a rotation and a translation, so world = Rᵀ · view position + camera.
    fog_vertex: `${original.fogVertex}
#ifdef USE_FOG
  vFogHeight = cameraPosition.y + ( transpose( mat3( viewMatrix ) ) * mvPosition.xyz ).y;
#endif
`,
    fog_pars_fragment: `${original.fogParsFragment}
#ifdef USE_FOG
  varying float vFogHeight;
#endif
`,
    fog_fragment: `
#ifdef USE_FOG
  #ifdef FOG_EXP2
    float fogFactor = 1.0 - exp( - fogDensity * fogDensity * vFogDepth * vFogDepth );
  #else
    float fogFactor = smoothstep( fogNear, fogFar, vFogDepth );
  #endif
  // Ground fog: dense along the ground, thinning with height, gathering with distance.
  float groundFog = 1.0 - exp( - ${float(grade.heightFog.density)} * vFogDepth
    * exp( - max( vFogHeight, 0.0 ) / ${float(grade.heightFog.falloff)} ) );
  fogFactor = max( fogFactor, groundFog );
  gl_FragColor.rgb = mix( gl_FragColor.rgb, fogColor, fogFactor );
#endif
`,
  };
}

/** A key that changes whenever the chunks would: the renderer is rebuilt for a new grade. */
export const gradeKey = (grade: WorldGrade) => JSON.stringify(grade);

/** Writes the grade into the shared chunks; call before the renderer compiles anything. */
export function installLook(grade: WorldGrade) {
  Object.assign(ShaderChunk, lookChunks(grade));
}
