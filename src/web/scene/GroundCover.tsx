import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, ConeGeometry, type InstancedMesh, MeshStandardMaterial, Object3D } from 'three';
import { homeDimensions, poolRect } from '#shared/worldLayout';
import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom } from '#world/random';
import { withWind } from './look/wind';
import { PartList } from './models/parts';
import { propPlacement } from './models/props';
import type { TerrainShape } from './terrainShape';
import { useDisposable } from './useDisposable';

/**
 * Tufts of grass and little flowers scattered over the lawn (in the desert, dry bunchgrass) round the home, so the ground near
 * the camera is not one flat colour: hundreds of instances of one tiny model, one draw call.
 * None in snow or in the city's streets, on water, in the home, the pool or under a prop.
 */
export function GroundCover({ spec, shape }: { spec: WorldSpec; shape: TerrainShape }) {
  const biome = spec.terrain.biome;
  const tufts = useMemo(() => {
    if (biome === 'snow') return [];
    const random = seededRandom(mixSeed(spec.terrain.seed, 808));
    const plot = spec.layout.plotRadius;
    const home = homeDimensions(spec.home);
    const pool = poolRect(spec);
    const sandy = biome === 'beach' || biome === 'island' || biome === 'desert';
    // On sand, only the garden is green; elsewhere the whole plot and a little beyond.
    const reach = sandy ? (spec.home.garden ? Math.max(home.width, home.depth) * 0.8 + 6 : 0) : plot * 1.3;
    // The desert's yard grows sparse dry bunchgrass and the odd yellow bloom, not a green lawn
    // (docs/decisions/0085-settings-look-like-their-words.md).
    const dry = biome === 'desert';
    const flowers = dry
      ? ['#f4c542', '#e8a33c']
      : [spec.palette.accent, spec.palette.primary, '#ffffff', '#f4c542'];
    const most = dry ? 160 : 900;
    const list: { x: number; y: number; z: number; scale: number; rotation: number; color: Color }[] = [];
    const leaf = dry
      ? new Color(spec.palette.ground).lerp(new Color('#8f8a52'), 0.6)
      : new Color(spec.palette.foliage);
    for (let attempt = 0; attempt < 2600 && list.length < most; attempt++) {
      const r = Math.sqrt(random()) * reach;
      const angle = random() * Math.PI * 2;
      const x = Math.cos(angle) * r;
      const z = Math.sin(angle) * r;
      if (Math.abs(x) < home.width / 2 + 1.5 && Math.abs(z) < home.depth / 2 + 1.5) continue;
      // The path to the door.
      if (Math.abs(x) < 1.5 && z > 0 && z < home.depth / 2 + 6) continue;
      if (pool && Math.abs(x - pool.x) < pool.width / 2 + 1.5 && Math.abs(z - pool.z) < pool.depth / 2 + 1.5)
        continue;
      if (
        spec.props.some((prop) => {
          const at = propPlacement(prop, spec);
          return Math.hypot(at.x - x, at.z - z) < 2.5 * prop.scale;
        })
      )
        continue;
      if (shape.wetness(x, z) > 0) continue;
      const y = shape.height(x, z);
      if (y < 0.05 && r > plot) continue;
      const flower = random() < (dry ? 0.06 : 0.18);
      list.push({
        x,
        y,
        z,
        scale: flower ? 0.8 + random() * 0.4 : 0.6 + random() * 0.8,
        rotation: random() * Math.PI * 2,
        color: flower
          ? new Color(flowers[Math.floor(random() * flowers.length)] ?? '#ffffff')
          : leaf.clone().offsetHSL((random() - 0.5) * 0.04, 0, (random() - 0.5) * 0.12),
      });
    }
    return list;
  }, [spec, shape, biome]);

  // A tuft: three thin blades leaning outwards; flowers are the same blades tinted (at this size
  // a coloured tuft reads as a clump of flowers).
  const geometry = useDisposable(() => {
    const parts = new PartList();
    for (let i = 0; i < 3; i++) {
      const angle = (i / 3) * Math.PI * 2;
      parts.add(new ConeGeometry(0.07, 0.55, 3), '#ffffff', {
        position: [Math.cos(angle) * 0.08, 0.26, Math.sin(angle) * 0.08],
        rotation: [Math.sin(angle) * 0.35, 0, -Math.cos(angle) * 0.35],
      });
    }
    return parts.merge();
  }, []);
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
