import { MeshStandardMaterial, type WebGLProgramParametersWithUniforms, type WebGLRenderer } from 'three';
import { describe, expect, it } from 'vitest';
import { capSpecular } from './specularCap';

const compile = (material: MeshStandardMaterial) => {
  const shader = {
    fragmentShader: 'void main() {\n#include <lights_fragment_end>\n#include <aomap_fragment>\n}',
    vertexShader: '',
    uniforms: {},
  } as unknown as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, {} as WebGLRenderer);
  return shader.fragmentShader;
};

describe('specular ceiling', () => {
  it('rolls the direct highlight off before the ambient occlusion, keeping a program of its own', () => {
    const material = capSpecular(new MeshStandardMaterial({ roughness: 0.3 }), 0.3);
    const source = compile(material);
    expect(source).toMatch(
      /directSpecular \/= 1\.0 \+ reflectedLight\.directSpecular \/ 0\.300;\s*#include <aomap_fragment>/,
    );
    expect(material.customProgramCacheKey()).toContain('specularCap0.3');
  });

  it('keeps what the material already did to its shader', () => {
    const material = new MeshStandardMaterial();
    material.onBeforeCompile = (shader) => {
      shader.fragmentShader = `// mine\n${shader.fragmentShader}`;
    };
    const source = compile(capSpecular(material, 0.5));
    expect(source.startsWith('// mine')).toBe(true);
    expect(source).toContain('/ 0.500');
  });
});
