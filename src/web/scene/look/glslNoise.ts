/**
 * Smooth 2D value noise in GLSL, for shaders patched into three.js materials. Each material gets its
 * own copy under its own prefix (`groundNoise`, `iceNoise`…): two patched chunks in one program must
 * not define the same function twice.
 */
export function glslValueNoise(prefix: string): string {
  return `
        float ${prefix}Hash( vec2 q ) { return fract( sin( dot( q, vec2( 127.1, 311.7 ) ) ) * 43758.5453 ); }
        float ${prefix}Noise( vec2 q ) {
          vec2 i = floor( q );
          vec2 f = fract( q );
          vec2 u = f * f * ( 3.0 - 2.0 * f );
          return mix( mix( ${prefix}Hash( i ), ${prefix}Hash( i + vec2( 1.0, 0.0 ) ), u.x ),
                      mix( ${prefix}Hash( i + vec2( 0.0, 1.0 ) ), ${prefix}Hash( i + vec2( 1.0, 1.0 ) ), u.x ), u.y );
        }`;
}
