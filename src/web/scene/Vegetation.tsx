import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, MeshStandardMaterial, Object3D } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { type PlantInstance, type TreeKind, treeKinds } from '#world';
import { foliageGroups } from './look/seasonFoliage';
import { withWind } from './look/wind';
import { treeModel } from './models/trees';
import { useDisposable } from './useDisposable';

/** Trees, bushes, cacti and rocks: one instanced draw call per kind (and season's colour) present. */
export function Vegetation({ spec, plants }: { spec: WorldSpec; plants: PlantInstance[] }) {
  const material = useDisposable(
    // Crowns sway in the wind (look/wind.ts); trunks and rocks, near the foot, barely move.
    () => withWind(new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.9 })),
    [],
  );
  const byKind = useMemo(() => {
    const groups = new Map<TreeKind, PlantInstance[]>();
    for (const plant of plants) groups.set(plant.kind, [...(groups.get(plant.kind) ?? []), plant]);
    return groups;
  }, [plants]);
  const snowy = spec.terrain.season === 'winter' || spec.weather.kind === 'snowfall';
  return (
    <>
      {treeKinds.flatMap((kind) => {
        const group = byKind.get(kind);
        if (!group) return [];
        // Autumn and spring colour broadleaf crowns (look/seasonFoliage.ts): one draw call per colour.
        return foliageGroups(kind, group, spec.palette.foliage, spec.terrain.season).map((colour) => (
          <PlantKind
            key={`${kind}:${colour.foliage}`}
            kind={kind}
            plants={colour.plants}
            material={material}
            foliage={colour.foliage}
            snowy={snowy}
          />
        ));
      })}
    </>
  );
}

function PlantKind(props: {
  kind: TreeKind;
  plants: PlantInstance[];
  material: MeshStandardMaterial;
  foliage: string;
  snowy: boolean;
}) {
  const { kind, plants, material, foliage, snowy } = props;
  const geometry = useDisposable(() => treeModel(kind, foliage, snowy), [kind, foliage, snowy]);
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const dummy = new Object3D();
    const shade = new Color();
    plants.forEach((plant, index) => {
      dummy.position.set(plant.x, plant.y, plant.z);
      dummy.rotation.set(0, plant.rotation, 0);
      dummy.scale.set(plant.scale, plant.scale * (plant.stretch ?? 1), plant.scale);
      dummy.updateMatrix();
      target.setMatrixAt(index, dummy.matrix);
      target.setColorAt(index, shade.setScalar(plant.shade));
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    target.computeBoundingSphere();
  }, [plants]);
  if (!geometry) return null;
  return <instancedMesh ref={mesh} args={[geometry, material, plants.length]} />;
}
