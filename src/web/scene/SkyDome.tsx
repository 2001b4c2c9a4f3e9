import { AdditiveBlending, BackSide, BufferGeometry, Float32BufferAttribute, ShaderMaterial } from 'three';
import { mixSeed, seededRandom } from '#world';
import type { Atmosphere } from './atmosphere';
import { useDisposable } from './useDisposable';

/**
 * The sky: one dome with a vertical gradient, the sun (or moon) disc and its glow, drawn in a tiny
 * shader instead of drei's Sky so that dusk and night look like dusk and night. Stars are one
 * Points draw call, only at night.
 */

const vertexShader = /* glsl */ `
  varying vec3 vDirection;
  void main() {
    vDirection = normalize(position);
    vec4 clip = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
    gl_Position = clip.xyww;
  }
`;

const fragmentShader = /* glsl */ `
  uniform vec3 uZenith;
  uniform vec3 uHorizon;
  uniform vec3 uSunColor;
  uniform vec3 uSunDirection;
  uniform float uGlow;
  uniform float uNight;
  varying vec3 vDirection;
  void main() {
    vec3 direction = normalize(vDirection);
    float height = max(direction.y, 0.0);
    float t = pow(height, 0.45);
    vec3 color = mix(uHorizon, uZenith, t);
    // A warm horizon under a blue zenith meets in a pale cream band, as real low-sun skies do,
    // never in the mauve a straight blend of orange and blue gives (docs/decisions/0039).
    float luma = dot(color, vec3(0.2126, 0.7152, 0.0722));
    float warm = clamp((uHorizon.r - uHorizon.b) * 1.5, 0.0, 1.0);
    color = mix(color, vec3(luma) * vec3(1.08, 1.0, 0.86), 4.0 * t * (1.0 - t) * warm * 0.45);
    // Below the horizon the sky keeps the horizon colour, which is also the fog's colour.
    if (direction.y < 0.0) color = uHorizon;
    float sun = max(dot(direction, normalize(uSunDirection)), 0.0);
    color += uSunColor * uGlow * (pow(sun, 8.0) * 0.35 + pow(sun, 64.0) * 0.5);
    float disc = smoothstep(mix(0.9993, 0.9996, uNight), mix(0.9996, 0.9998, uNight), sun);
    color = mix(color, mix(vec3(1.0, 0.97, 0.9), vec3(0.92, 0.95, 1.0), uNight), disc);
    gl_FragColor = vec4(color, 1.0);
    #include <tonemapping_fragment>
    #include <colorspace_fragment>
  }
`;

export function SkyDome({ atmosphere, stars }: { atmosphere: Atmosphere; stars: boolean }) {
  const material = useDisposable(
    () =>
      new ShaderMaterial({
        vertexShader,
        fragmentShader,
        side: BackSide,
        depthWrite: false,
        fog: false,
        uniforms: {
          uZenith: { value: atmosphere.zenith },
          uHorizon: { value: atmosphere.horizon },
          uSunColor: { value: atmosphere.lightColor },
          uSunDirection: { value: atmosphere.lightDirection },
          uGlow: { value: atmosphere.glow },
          uNight: { value: atmosphere.isNight ? 1 : 0 },
        },
      }),
    [atmosphere],
  );
  return (
    <>
      <mesh material={material} renderOrder={-1} frustumCulled={false}>
        <sphereGeometry args={[1500, 32, 16]} />
      </mesh>
      {stars ? <Stars seed={7} /> : null}
    </>
  );
}

function Stars({ seed }: { seed: number }) {
  const geometry = useDisposable(() => {
    const random = seededRandom(mixSeed(seed, 303));
    const count = 1400;
    const positions = new Float32Array(count * 3);
    const sizes = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      // Uniform on the upper hemisphere, a little above the horizon haze.
      const y = 0.06 + random() * 0.94;
      const angle = random() * Math.PI * 2;
      const ring = Math.sqrt(1 - y * y);
      positions.set([Math.cos(angle) * ring * 1400, y * 1400, Math.sin(angle) * ring * 1400], i * 3);
      sizes[i] = 1 + random() ** 3 * 3;
    }
    const stars = new BufferGeometry();
    stars.setAttribute('position', new Float32BufferAttribute(positions, 3));
    stars.setAttribute('size', new Float32BufferAttribute(sizes, 1));
    return stars;
  }, [seed]);
  const material = useDisposable(
    () =>
      new ShaderMaterial({
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
        fog: false,
        vertexShader: /* glsl */ `
          attribute float size;
          varying float vAlpha;
          void main() {
            vAlpha = 0.5 + size / 8.0;
            gl_PointSize = size;
            gl_Position = (projectionMatrix * modelViewMatrix * vec4(position, 1.0)).xyww;
          }
        `,
        fragmentShader: /* glsl */ `
          varying float vAlpha;
          void main() {
            float d = length(gl_PointCoord - 0.5);
            gl_FragColor = vec4(vec3(0.92, 0.95, 1.0), vAlpha * smoothstep(0.5, 0.1, d));
          }
        `,
      }),
    [],
  );
  return <points geometry={geometry} material={material} renderOrder={-1} frustumCulled={false} />;
}
