import { MeshStandardMaterial } from 'three';
import type { WorldSpec } from '../../shared/worldSpec';
import { buildTerrain } from './models/terrain';
import { buildWater } from './models/water';
import type { TerrainShape } from './terrainShape';
import { useDisposable } from './useDisposable';

/** The terrain and the open water: two draw calls however large the world. */
export function Ground({ spec, shape }: { spec: WorldSpec; shape: TerrainShape }) {
  const terrain = useDisposable(() => buildTerrain(spec, shape), [spec, shape]);
  const water = useDisposable(() => buildWater(spec, shape), [spec, shape]);
  const terrainMaterial = useDisposable(
    () => new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.95, metalness: 0 }),
    [],
  );
  const waterMaterial = useDisposable(
    () =>
      new MeshStandardMaterial({
        vertexColors: true,
        flatShading: true,
        roughness: 0.18,
        metalness: 0.1,
        transparent: true,
        opacity: 0.9,
      }),
    [],
  );
  return (
    <>
      <mesh geometry={terrain} material={terrainMaterial} />
      {water ? <mesh geometry={water} material={waterMaterial} renderOrder={1} /> : null}
    </>
  );
}
