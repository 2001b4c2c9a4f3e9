import { MeshStandardMaterial } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { layoutWayToWater, type TerrainShape } from '#world';
import { buildPathBlocks } from './models/pathBlocks';
import { useDisposable } from './useDisposable';

/** The stair down the cliff or the boardwalk across the beach: one mesh, one material. */
export function WayToWater({ spec, shape }: { spec: WorldSpec; shape: TerrainShape }) {
  const geometry = useDisposable(() => buildPathBlocks(layoutWayToWater(spec, shape)), [spec, shape]);
  const material = useDisposable(
    () => new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.9, metalness: 0 }),
    [],
  );
  return geometry ? <mesh geometry={geometry} material={material} /> : null;
}
