import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, IcosahedronGeometry, type InstancedMesh, MeshStandardMaterial, Object3D } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom } from '#world/random';
import type { Atmosphere } from './atmosphere';
import { useDisposable } from './useDisposable';

/** Low-poly cumulus: every puff of every cloud is an instance of one icosahedron, one draw call. */
export function Clouds({ spec, atmosphere }: { spec: WorldSpec; atmosphere: Atmosphere }) {
  const puffs = useMemo(() => {
    const random = seededRandom(mixSeed(spec.seed, 505));
    // Fewer clouds at night: unlit from above, they would read as dark blots on the stars.
    const clouds = Math.round(
      (atmosphere.isNight ? 1 : 4) + atmosphere.cloudCover * (atmosphere.isNight ? 8 : 22),
    );
    const list: { x: number; y: number; z: number; sx: number; sy: number; sz: number }[] = [];
    for (let c = 0; c < clouds; c++) {
      const angle = random() * Math.PI * 2;
      const distance = 90 + random() * 190;
      const cx = Math.sin(angle) * distance;
      const cz = -Math.cos(angle) * distance;
      const cy = 55 + random() * 45;
      const size = 7 + random() * 9;
      const count = 4 + Math.floor(random() * 4);
      for (let p = 0; p < count; p++) {
        const s = size * (0.55 + random() * 0.5) * (p === 0 ? 1.3 : 1);
        list.push({
          x: cx + (p - count / 2) * size * 0.7 + random() * 3,
          y: cy + random() * size * 0.3,
          z: cz + (random() - 0.5) * size,
          sx: s * 1.2,
          sy: s * 0.75,
          sz: s,
        });
      }
    }
    return list;
  }, [spec.seed, atmosphere.cloudCover, atmosphere.isNight]);

  const geometry = useDisposable(() => new IcosahedronGeometry(1, 1), []);
  const material = useDisposable(() => {
    // Clouds take the light's tint (gold at sunset, grey under rain) and glow a little from within.
    const tint = atmosphere.lightColor.clone().lerp(new Color('#ffffff'), 0.5);
    return new MeshStandardMaterial({
      color: atmosphere.isNight ? '#8a94b0' : tint,
      emissive: atmosphere.horizon,
      emissiveIntensity: atmosphere.isNight ? 0.6 : 0.45,
      flatShading: true,
      roughness: 1,
    });
  }, [atmosphere]);
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const dummy = new Object3D();
    puffs.forEach((puff, index) => {
      dummy.position.set(puff.x, puff.y, puff.z);
      dummy.scale.set(puff.sx, puff.sy, puff.sz);
      dummy.updateMatrix();
      target.setMatrixAt(index, dummy.matrix);
    });
    target.instanceMatrix.needsUpdate = true;
    target.computeBoundingSphere();
  }, [puffs]);
  return <instancedMesh key={puffs.length} ref={mesh} args={[geometry, material, puffs.length]} />;
}
