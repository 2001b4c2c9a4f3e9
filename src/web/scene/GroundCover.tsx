import { useLayoutEffect, useMemo, useRef } from 'react';
import { ConeGeometry, type InstancedMesh, MeshStandardMaterial, Object3D, OctahedronGeometry } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import type { TerrainShape } from '#world';
import { coversWithLitter, layoutTufts } from './groundCoverLayout';
import { withWind } from './look/wind';
import { PartList } from './models/parts';
import { useDisposable } from './useDisposable';

/** A tuft: three thin blades leaning outwards, white (each instance takes its own colour). */
export function grassTuftGeometry() {
  const parts = new PartList();
  for (let i = 0; i < 3; i++) {
    const angle = (i / 3) * Math.PI * 2;
    parts.add(new ConeGeometry(0.07, 0.55, 3), '#ffffff', {
      position: [Math.cos(angle) * 0.08, 0.26, Math.sin(angle) * 0.08],
      rotation: [Math.sin(angle) * 0.35, 0, -Math.cos(angle) * 0.35],
    });
  }
  return parts.merge();
}

/**
 * Tufts of grass and little flowers scattered over the lawn (in the desert, dry bunchgrass) round the home, so the ground near
 * the camera is not one flat colour: hundreds of instances of one tiny model, one draw call.
 * Only on soil: none on paving, decks, sand or snow, on water or under a prop (groundCoverLayout.ts).
 */
export function GroundCover({ spec, shape }: { spec: WorldSpec; shape: TerrainShape }) {
  const tufts = useMemo(() => layoutTufts(spec, shape), [spec, shape]);
  const litter = coversWithLitter(spec);

  // Flowers are the same blades as a tuft, tinted (at this size a coloured tuft reads as a clump
  // of flowers).
  const geometry = useDisposable(() => {
    if (litter) {
      const parts = new PartList();
      // Fallen leaves: two flat diamonds lying just above the ground, each turned its own way,
      // a hand's length each, dulled towards the moss so they lie in the floor rather than on it.
      for (let i = 0; i < 2; i++) {
        const angle = i * 2.6;
        parts.add(new OctahedronGeometry(1, 0), i === 1 ? '#d8cfc0' : '#ffffff', {
          position: [Math.cos(angle) * 0.3, 0.03, Math.sin(angle) * 0.3],
          rotation: [0, angle, 0],
          scale: [0.26, 0.02, 0.11],
        });
      }
      return parts.merge();
    }
    return grassTuftGeometry();
  }, [litter]);
  const material = useDisposable(
    () =>
      withWind(new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 1 }), {
        strength: 0.08,
        height: 0.55,
      }),
    [],
  );
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const dummy = new Object3D();
    tufts.forEach((tuft, index) => {
      dummy.position.set(tuft.x, tuft.y, tuft.z);
      dummy.rotation.set(0, tuft.rotation, 0);
      dummy.scale.setScalar(tuft.scale);
      dummy.updateMatrix();
      target.setMatrixAt(index, dummy.matrix);
      target.setColorAt(index, tuft.color);
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    target.computeBoundingSphere();
  }, [tufts]);
  if (tufts.length === 0 || !geometry) return null;
  return <instancedMesh key={tufts.length} ref={mesh} args={[geometry, material, tufts.length]} />;
}
