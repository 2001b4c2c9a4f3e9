import { useLayoutEffect, useMemo, useRef } from 'react';
import { IcosahedronGeometry, type InstancedMesh, MeshStandardMaterial, Object3D } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import type { TerrainShape } from '#world';
import { type ForegroundLook, layoutForeground } from './foregroundLayout';
import { grassTuftGeometry } from './GroundCover';
import { withWind } from './look/wind';
import { useDisposable } from './useDisposable';

/**
 * The arrival's foreground frame (foregroundLayout.ts, decision 0115): grass tufts and low rocks
 * in the lower part of the first picture, at its sides, so the view has a near, a middle and a far
 * ground. Two instanced draws (tufts, rocks), a few thousand triangles.
 */
export function Foreground({ spec, shape }: { spec: WorldSpec; shape: TerrainShape }) {
  const pieces = useMemo(() => layoutForeground(spec, shape), [spec, shape]);
  const tufts = useMemo(() => pieces.filter((piece) => piece.kind === 'tuft'), [pieces]);
  const rocks = useMemo(() => pieces.filter((piece) => piece.kind === 'rock'), [pieces]);
  const tuftGeometry = useDisposable(() => grassTuftGeometry(), []);
  // A low-poly stone, flattened and sunk a fifth into the ground by its instance matrix.
  const rockGeometry = useDisposable(() => new IcosahedronGeometry(1, 0), []);
  const tuftMaterial = useDisposable(
    () =>
      withWind(new MeshStandardMaterial({ flatShading: true, roughness: 1 }), {
        strength: 0.08,
        height: 0.55,
      }),
    [],
  );
  const rockMaterial = useDisposable(
    // Opaque and depth-writing, said outright: a stone the lawn shows through reads as a ghost.
    () =>
      new MeshStandardMaterial({
        flatShading: true,
        roughness: 0.95,
        transparent: false,
        opacity: 1,
        depthWrite: true,
      }),
    [],
  );
  return (
    <>
      <Instances pieces={tufts} geometry={tuftGeometry} material={tuftMaterial} />
      <Instances pieces={rocks} geometry={rockGeometry} material={rockMaterial} />
    </>
  );
}

function Instances({
  pieces,
  geometry,
  material,
}: {
  pieces: ForegroundLook[];
  geometry: IcosahedronGeometry | ReturnType<typeof grassTuftGeometry> | null;
  material: MeshStandardMaterial | null;
}) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const dummy = new Object3D();
    pieces.forEach((piece, index) => {
      const rock = piece.kind === 'rock';
      dummy.position.set(piece.x, piece.y - (rock ? piece.scale * 0.2 : 0), piece.z);
      dummy.rotation.set(rock ? piece.shade * 0.5 : 0, piece.rotation, 0);
      if (rock) dummy.scale.set(piece.scale * 1.3, piece.scale * 0.75, piece.scale);
      else dummy.scale.setScalar(piece.scale);
      dummy.updateMatrix();
      target.setMatrixAt(index, dummy.matrix);
      target.setColorAt(index, piece.color);
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    target.computeBoundingSphere();
  }, [pieces]);
  if (pieces.length === 0 || !geometry || !material) return null;
  return <instancedMesh key={pieces.length} ref={mesh} args={[geometry, material, pieces.length]} />;
}
