import { AdditiveBlending, BackSide, BufferGeometry, Float32BufferAttribute, ShaderMaterial } from 'three';
import { mixSeed, seededRandom } from '#world';
import type { Atmosphere } from './atmosphere';
import { glslValueNoise } from './look/glslNoise';
import type { SkyArt } from './look/skyArt';
import { useDisposable } from './useDisposable';

/**
 * The sky: one dome with a vertical gradient, the sun (or moon) disc and its glow, drawn in a tiny
 * shader instead of drei's Sky so that dusk and night look like dusk and night. The same pass paints
 * what look/skyArt.ts allows: high streaks of cloud (a painted deck, thicker under cover), the
 * moon's halo and, where the place sees them, an aurora curtain — no extra draw call. Stars are one
 * Points draw call, only when the sky is dark.
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
  uniform float uAurora;
  uniform vec2 uPoleward;
  uniform float uMoonHalo;
  uniform float uStreaks;
  varying vec3 vDirection;
  ${glslValueNoise('sky')}
  // Three octaves, enough for a brushed edge.
  float skyFbm( vec2 q ) {
    return skyNoise( q ) * 0.57 + skyNoise( q * 2.3 + 7.1 ) * 0.29 + skyNoise( q * 5.1 + 3.7 ) * 0.14;
  }
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
    // Around the horizon, continuous all the way round (no seam where an angle would wrap).
    vec2 around = normalize(direction.xz + vec2(1e-5));
    if (uStreaks > 0.0 && direction.y > 0.0) {
      // High cloud painted on a plane overhead: streaks stretched along one wind, narrowing
      // towards the horizon by perspective, lit on the sun's side and shaded from the zenith.
      vec2 plane = direction.xz / (direction.y + 0.08);
      float n = skyFbm(plane * vec2(0.45, 2.2) + vec2(uSunDirection.x * 3.0, 0.0));
      float deck = smoothstep(0.78 - 0.34 * uStreaks, 0.98 - 0.3 * uStreaks, n);
      float band = smoothstep(0.015, 0.1, direction.y) * (1.0 - smoothstep(0.3, 0.75, direction.y));
      float facing = pow(sun, 3.0);
      vec3 lit = mix(vec3(1.0), uSunColor, 0.6) * (0.82 + 0.45 * facing);
      vec3 shade = mix(uHorizon, uZenith, 0.35) * 0.92;
      vec3 cloud = mix(shade, lit, smoothstep(0.5, 0.95, n) * (1.0 - 0.7 * uNight));
      color = mix(color, cloud, deck * band * 0.8);
    }
    if (uAurora > 0.0 && direction.y > 0.0) {
      // The curtain hangs lowest towards the magnetic pole and climbs overhead away from it; its
      // lower edge wanders, its light falls in vertical rays and folds, green below, violet above.
      float toward = dot(around, uPoleward) * 0.5 + 0.5;
      float base = mix(0.32, 0.07, toward) + 0.09 * (skyNoise(around * 1.7 + 3.0) - 0.5);
      float above = direction.y - base;
      float curtain = smoothstep(0.0, 0.02, above) * exp(-max(above, 0.0) * 6.0);
      float rays = 0.35 + 0.65 * skyNoise(around * 34.0);
      float folds = 0.3 + 0.7 * smoothstep(0.25, 0.75, skyNoise(around * 3.1 + 9.0));
      vec3 light = mix(vec3(0.12, 0.95, 0.45), vec3(0.5, 0.2, 0.85), smoothstep(0.05, 0.3, above));
      color += light * curtain * rays * folds * uAurora * 0.75;
    }
    // The moon's halo: a tight bright ring of light and a wide faint one.
    color += vec3(0.72, 0.8, 1.0) * uMoonHalo * (pow(sun, 400.0) * 0.45 + pow(sun, 30.0) * 0.1);
    color += uSunColor * uGlow * (pow(sun, 8.0) * 0.35 + pow(sun, 64.0) * 0.5);
    float disc = smoothstep(mix(0.9993, 0.9996, uNight), mix(0.9996, 0.9998, uNight), sun);
    color = mix(color, mix(vec3(1.0, 0.97, 0.9), vec3(0.92, 0.95, 1.0), uNight), disc);
    gl_FragColor = vec4(color, 1.0);
    #include <tonemapping_fragment>
    #include <colorspace_fragment>
  }
`;

export function SkyDome({ atmosphere, art }: { atmosphere: Atmosphere; art: SkyArt }) {
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
          uAurora: { value: art.aurora },
          uPoleward: { value: art.poleward },
          uMoonHalo: { value: art.moonHalo },
          uStreaks: { value: art.streaks },
        },
      }),
    [atmosphere, art],
  );
  return (
    <>
      <mesh material={material} renderOrder={-1} frustumCulled={false}>
        <sphereGeometry args={[1500, 32, 16]} />
      </mesh>
      {art.stars ? <Stars seed={7} /> : null}
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
