import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import {
  AdditiveBlending,
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  NormalBlending,
  ShaderMaterial,
} from 'three';
import { mixSeed, seededRandom } from '#world';
import type { ParticleLook } from './particleKinds';
import { useDisposable } from './useDisposable';

/**
 * One particle system (rain, snow, fireflies, petals…) as a single Points draw call. The motion is
 * computed in the vertex shader from a time uniform, so animating costs one uniform per frame; with
 * reduced motion the time never advances and the particles hang still.
 */

const vertexShader = /* glsl */ `
  uniform float uTime;
  uniform float uHeight;
  uniform float uFall;
  uniform float uSway;
  uniform float uSize;
  uniform float uPixelRatio;
  attribute vec3 seed;
  attribute vec3 tint;
  varying vec3 vTint;
  varying float vAlpha;
  varying float vSpin;
  varying float vNear;
  #include <common>
  #include <fog_pars_vertex>
  void main() {
    vec3 p = position;
    float t = uTime + seed.x * 100.0;
    p.y = mod(p.y - uFall * uTime, uHeight);
    p.x += sin(t * 0.7 + seed.y * 6.28) * uSway;
    p.z += cos(t * 0.5 + seed.z * 6.28) * uSway;
    vec4 mvPosition = modelViewMatrix * vec4(p, 1.0);
    gl_Position = projectionMatrix * mvPosition;
    float distance = -mvPosition.z;
    // Capped, and faded right in front of the lens: a petal 30 cm away must not fill the screen.
    gl_PointSize = min(48.0 * uPixelRatio, uSize * uPixelRatio * (10.0 / max(1.0, distance)) * (0.6 + seed.z * 0.8));
    vTint = tint;
    vNear = smoothstep(1.5, 5.0, distance);
    vAlpha = 0.55 + 0.45 * sin(t * 2.3 + seed.y * 20.0);
    vSpin = seed.x * 6.28 + uTime * 0.8;
    #include <fog_vertex>
  }
`;

const fragmentShader = /* glsl */ `
  uniform float uShape;
  uniform float uTwinkle;
  varying vec3 vTint;
  varying float vAlpha;
  varying float vSpin;
  varying float vNear;
  #include <common>
  #include <fog_pars_fragment>
  void main() {
    vec2 c = gl_PointCoord - 0.5;
    float alpha;
    if (uShape > 1.5) {
      // A petal or leaf: a rotated oval.
      float s = sin(vSpin), k = cos(vSpin);
      vec2 r = vec2(c.x * k - c.y * s, c.x * s + c.y * k);
      alpha = 1.0 - smoothstep(0.2, 0.26, length(r * vec2(1.0, 2.2)));
    } else if (uShape > 0.5) {
      // A rain streak: a thin vertical line.
      alpha = (1.0 - smoothstep(0.02, 0.05, abs(c.x))) * 0.55;
    } else {
      alpha = 1.0 - smoothstep(0.1, 0.5, length(c));
    }
    alpha *= mix(1.0, vAlpha, uTwinkle) * vNear;

    if (alpha < 0.02) discard;
    gl_FragColor = vec4(vTint, alpha);
    #include <fog_fragment>
  }
`;

export function Particles({ look, seed, animate }: { look: ParticleLook; seed: number; animate: boolean }) {
  const geometry = useDisposable(() => {
    const random = seededRandom(mixSeed(seed, 707));
    const positions = new Float32Array(look.count * 3);
    const seeds = new Float32Array(look.count * 3);
    const tints = new Float32Array(look.count * 3);
    const color = new Color();
    for (let i = 0; i < look.count; i++) {
      positions.set(
        [(random() - 0.5) * 2 * look.spread, random() * look.height, (random() - 0.5) * 2 * look.spread],
        i * 3,
      );
      seeds.set([random(), random(), random()], i * 3);
      color.set(look.colors[Math.floor(random() * look.colors.length)] ?? '#ffffff');
      tints.set([color.r, color.g, color.b], i * 3);
    }
    const points = new BufferGeometry();
    points.setAttribute('position', new Float32BufferAttribute(positions, 3));
    points.setAttribute('seed', new Float32BufferAttribute(seeds, 3));
    points.setAttribute('tint', new Float32BufferAttribute(tints, 3));
    return points;
  }, [look, seed]);

  const material = useDisposable(
    () =>
      new ShaderMaterial({
        vertexShader,
        fragmentShader,
        transparent: true,
        depthWrite: false,
        fog: true,
        blending: look.glow ? AdditiveBlending : NormalBlending,
        uniforms: {
          uTime: { value: 0 },
          uHeight: { value: look.height },
          uFall: { value: look.fall },
          uSway: { value: look.sway },
          uSize: { value: look.size },
          uPixelRatio: { value: Math.min(2, window.devicePixelRatio || 1) },
          uShape: { value: look.shape },
          uTwinkle: { value: look.twinkle ? 1 : 0 },
          fogColor: { value: new Color() },
          fogNear: { value: 1 },
          fogFar: { value: 1000 },
        },
      }),
    [look],
  );

  useFrame((state) => {
    if (!animate) return;
    const uniform = material.uniforms.uTime;
    if (uniform) uniform.value = state.clock.elapsedTime;
  });

  const position = useMemo(() => [0, look.shape === 1 || look.count > 400 ? 0 : 0.3, 0] as const, [look]);
  return (
    <points
      geometry={geometry}
      material={material}
      position={position}
      frustumCulled={false}
      renderOrder={3}
    />
  );
}
