import { useMemo } from 'react';
import {
  Color,
  InstancedBufferAttribute,
  InstancedBufferGeometry,
  NormalBlending,
  PlaneGeometry,
  ShaderMaterial,
} from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import type { Atmosphere } from './atmosphere';
import { type CloudDetail, cloudPuffs, overcastCover } from './cloudLayout';
import { cloudPuffTexture } from './cloudTexture';
import { windClock } from './look/wind';
import { useDisposable } from './useDisposable';

/**
 * Painted clouds (docs/decisions/0093-painted-clouds.md): every puff of every cloud is a
 * camera-facing billboard of one soft texture drawn at run time, all in one draw call. Each puff
 * is lit by the sky's sun colour on top and the sky's shade beneath, catches a silver edge when it
 * stands against the sun, and sinks into the horizon's haze as it nears the horizon. The sky
 * drifts with the wind's clock (look/wind.ts): slowly, all clouds together, back and forth over a
 * few minutes, so a cloud placed in the arrival's view stays in it; that clock never runs with
 * reduced motion, so such a sky, and a still frame, stay exactly still.
 */

const vertexShader = /* glsl */ `
  attribute vec3 aCenter;
  attribute vec2 aSize;
  attribute float aVariant;
  attribute float aOpacity;
  varying vec2 vUv;
  varying float vOpacity;
  varying float vHaze;
  varying float vBacklit;
  varying float vVariant;
  uniform vec3 uSunDirection;
  uniform float uWindTime;
  // Metres of drift either way, and seconds for one sway: about 0.5 m/s at its fastest, a gentle
  // slide against the peaks over a minute, never a cloud leaving the picture.
  const float driftReach = 28.0;
  const float driftPeriod = 360.0;
  void main() {
    // Mirrored half the time, so neighbouring puffs of one cloud never look stamped.
    vUv = vec2(aVariant > 0.5 ? 1.0 - uv.x : uv.x, uv.y);
    vOpacity = aOpacity;
    vVariant = aVariant;
    float sway = sin(uWindTime * 6.2831853 / driftPeriod) * driftReach;
    vec3 center = aCenter + vec3(sway, 0.0, sway * 0.35);
    vec3 toPuff = normalize(center - cameraPosition);
    // Near the horizon a cloud is seen through the most air: it takes the horizon's colour.
    vHaze = 1.0 - smoothstep(0.0, 0.2, toPuff.y);
    vBacklit = pow(max(dot(toPuff, normalize(uSunDirection)), 0.0), 5.0);
    vec4 view = modelViewMatrix * vec4(center, 1.0);
    view.xy += position.xy * aSize;
    gl_Position = projectionMatrix * view;
  }
`;

const fragmentShader = /* glsl */ `
  uniform sampler2D uMap;
  uniform vec3 uLit;
  uniform vec3 uShade;
  uniform vec3 uHorizon;
  varying vec2 vUv;
  varying float vOpacity;
  varying float vHaze;
  varying float vBacklit;
  varying float vVariant;
  void main() {
    vec4 puff = texture2D(uMap, vUv);
    // The finer noise (green) thins the puff in patches: a brush's dry strokes, not a disc.
    float density = puff.a * mix(0.8, 1.15, puff.g) * vOpacity;
    if (density < 0.004) discard;
    float light = clamp(puff.r + (vVariant - 0.5) * 0.2, 0.0, 1.0);
    vec3 color = mix(uShade, uLit, smoothstep(0.1, 0.9, light));
    // Against the sun the thin edges glow.
    color += uLit * vBacklit * (1.0 - puff.a) * 0.9;
    color = mix(color, uHorizon, vHaze * 0.85);
    gl_FragColor = vec4(color, clamp(density * (1.0 - vHaze * 0.55), 0.0, 1.0));
    #include <tonemapping_fragment>
    #include <colorspace_fragment>
  }
`;

const white = new Color('#ffffff');

/** The sun-lit tops' and the shaded undersides' colours, from the sky's own. */
function cloudColors(atmosphere: Atmosphere): { lit: Color; shade: Color } {
  if (atmosphere.isNight)
    return {
      lit: new Color('#8a94b0').multiplyScalar(0.6),
      shade: atmosphere.zenith.clone().lerp(atmosphere.horizon, 0.6).multiplyScalar(1.3),
    };
  if (atmosphere.cloudCover >= overcastCover)
    return {
      lit: atmosphere.horizon.clone().lerp(white, 0.2),
      shade: new Color('#7b838d').lerp(atmosphere.zenith, 0.25),
    };
  return {
    // Gold at sunset, near white at noon: the light's own tint, paled as a cloud's top is.
    lit: atmosphere.lightColor.clone().lerp(white, 0.3),
    // Cool and sky-coloured beneath: warm tops over cool bellies, as a painter would have them.
    shade: atmosphere.zenith.clone().lerp(atmosphere.horizon, 0.55).multiplyScalar(0.85),
  };
}

export function Clouds({
  spec,
  atmosphere,
  detail = 'full',
}: {
  spec: WorldSpec;
  atmosphere: Atmosphere;
  /** 'lean' on the low quality tier: fewer, larger puffs, less overdraw (look/quality.ts). */
  detail?: CloudDetail;
}) {
  const puffs = useMemo(() => cloudPuffs(spec, atmosphere, detail), [spec, atmosphere, detail]);
  const geometry = useDisposable(() => {
    const plane = new PlaneGeometry(1, 1);
    const instanced = new InstancedBufferGeometry();
    instanced.index = plane.index;
    instanced.setAttribute('position', plane.getAttribute('position'));
    instanced.setAttribute('uv', plane.getAttribute('uv'));
    instanced.setAttribute(
      'aCenter',
      new InstancedBufferAttribute(new Float32Array(puffs.flatMap((puff) => puff.center)), 3),
    );
    instanced.setAttribute(
      'aSize',
      new InstancedBufferAttribute(new Float32Array(puffs.flatMap((puff) => puff.size)), 2),
    );
    instanced.setAttribute(
      'aVariant',
      new InstancedBufferAttribute(new Float32Array(puffs.map((puff) => puff.variant)), 1),
    );
    instanced.setAttribute(
      'aOpacity',
      new InstancedBufferAttribute(new Float32Array(puffs.map((puff) => puff.opacity)), 1),
    );
    instanced.instanceCount = puffs.length;
    return instanced;
  }, [puffs]);
  const texture = useDisposable(() => cloudPuffTexture(), []);
  const material = useDisposable(() => {
    const { lit, shade } = cloudColors(atmosphere);
    return new ShaderMaterial({
      vertexShader,
      fragmentShader,
      transparent: true,
      depthWrite: false,
      blending: NormalBlending,
      fog: false,
      uniforms: {
        uMap: { value: texture },
        uLit: { value: lit },
        uShade: { value: shade },
        uHorizon: { value: atmosphere.horizon },
        uSunDirection: { value: atmosphere.lightDirection },
        uWindTime: windClock,
      },
    });
  }, [atmosphere, texture]);
  if (puffs.length === 0) return null;
  // Billboards far over the plot: their bounds are not the plane's, so they are never culled.
  return <mesh geometry={geometry} material={material} frustumCulled={false} />;
}
