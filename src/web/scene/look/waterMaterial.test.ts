import {
  Color,
  ShaderChunk,
  Vector3,
  type WebGLProgramParametersWithUniforms,
  type WebGLRenderer,
} from 'three';
import { describe, expect, it } from 'vitest';
import { waterMaterial } from './waterMaterial';

const look = (fine: boolean) => ({
  waveHeight: 0.05,
  reflection: 0.45,
  horizon: new Color('#ffccaa'),
  zenith: new Color('#335577'),
  lightDirection: new Vector3(0, 0.5, -1),
  lightColor: new Color('#ffffff'),
  bodyLight: 0.95,
  fine,
});

const fragmentOf = (fine: boolean) => {
  const material = waterMaterial(look(fine));
  const shader = {
    vertexShader: ShaderChunk.meshphysical_vert,
    fragmentShader: ShaderChunk.meshphysical_frag,
    uniforms: {},
  } as unknown as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, {} as WebGLRenderer);
  return { source: shader.fragmentShader, key: material.customProgramCacheKey() };
};

describe('water material', () => {
  it('takes the eye-to-water direction for its fresnel, not the water-to-eye one', () => {
    // vViewPosition points from the surface back to the eye: facing was always 0 and the whole
    // sea mirrored the sky as at a grazing angle.
    expect(fragmentOf(true).source).toContain('vec3 viewDirection = - normalize( vViewPosition );');
  });

  it('drops the finest ripples and the sharp glitter on the low tier, as a program of its own', () => {
    const full = fragmentOf(true);
    const low = fragmentOf(false);
    expect(full.source).toContain('pow( glint, 900.0 )');
    expect(low.source).not.toContain('pow( glint, 900.0 )');
    expect(low.source).toContain('// slope += fine');
    expect(full.key).not.toBe(low.key);
  });
});
