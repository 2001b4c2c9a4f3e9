import { useFrame } from '@react-three/fiber';
import { MeshStandardMaterial } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { buildTerrain } from './models/terrain';
import { buildWater } from './models/water';
import type { TerrainShape } from './terrainShape';
import { useDisposable } from './useDisposable';

/**
 * The terrain and the open water: two draw calls however large the world. When the world is
 * animated (no reduced motion) the water's vertices swell gently in the vertex shader, so its
 * flat-shaded facets catch the light in turn: the sea glitters for the cost of one uniform.
 */
export function Ground({ spec, shape, animate }: { spec: WorldSpec; shape: TerrainShape; animate: boolean }) {
  const terrain = useDisposable(() => buildTerrain(spec, shape), [spec, shape]);
  const water = useDisposable(() => buildWater(spec, shape), [spec, shape]);
  const terrainMaterial = useDisposable(
    () => new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.95, metalness: 0 }),
    [],
  );
  const waterMaterial = useDisposable(() => {
    const material = new MeshStandardMaterial({
      vertexColors: true,
      flatShading: true,
      roughness: 0.18,
      metalness: 0.1,
      transparent: true,
      opacity: 0.9,
    });
    material.userData.time = { value: 0 };
    material.onBeforeCompile = (shader) => {
      shader.uniforms.uTime = material.userData.time;
      shader.vertexShader = shader.vertexShader
        .replace('#include <common>', '#include <common>\nuniform float uTime;')
        .replace(
          '#include <begin_vertex>',
          `#include <begin_vertex>
          transformed.y += sin(position.x * 0.21 + uTime * 0.9) * 0.09 + cos(position.z * 0.17 + uTime * 0.7) * 0.09;`,
        );
    };
    return material;
  }, []);

  useFrame((state) => {
    if (animate) waterMaterial.userData.time.value = state.clock.elapsedTime;
  });

  return (
    <>
      <mesh geometry={terrain} material={terrainMaterial} />
      {water ? <mesh geometry={water} material={waterMaterial} renderOrder={1} /> : null}
    </>
  );
}
