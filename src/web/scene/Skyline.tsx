import { useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Color, type InstancedMesh, MeshStandardMaterial, Object3D } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom, waterStartZ } from '#world';
import type { Atmosphere } from './atmosphere';
import type { TerrainShape } from './terrainShape';
import { useDisposable } from './useDisposable';

/**
 * A city skyline around the plot: towers on a street grid, taller towards a downtown behind the
 * home, all instances of one box. Windows are drawn by the material itself (a pattern from the
 * world position, lit at night), so a thousand windows cost nothing more.
 */
export function Skyline({
  spec,
  shape,
  atmosphere,
}: {
  spec: WorldSpec;
  shape: TerrainShape;
  atmosphere: Atmosphere;
}) {
  const towers = useMemo(() => {
    const random = seededRandom(mixSeed(spec.terrain.seed, 606));
    const plot = spec.layout.plotRadius;
    const list: { x: number; z: number; w: number; d: number; h: number; shade: number }[] = [];
    const canal = spec.terrain.setting === 'canal-city';
    if (canal) list.push(...canalHouses(spec, random));
    const block = 22;
    for (let gx = -12; gx <= 12; gx++)
      for (let gz = -12; gz <= 12; gz++) {
        const x = gx * block + (random() - 0.5) * 4;
        const z = gz * block + (random() - 0.5) * 4;
        const r = Math.hypot(x, z);
        if (r < plot * 1.35 || r > 280) continue;
        if (shape.wetness(x, z) > 0.01 || shape.wetness(x + 8, z) > 0.01 || shape.wetness(x - 8, z) > 0.01)
          continue;
        if (random() < 0.18) continue;
        // Downtown rises ahead of the home (+z, where its terrace and the arrival view look) with a
        // second cluster behind it; near the plot the blocks stay lower so the home stands out.
        const downtown = Math.max(
          0,
          1 - Math.hypot(x + 30, z - 170) / 150,
          0.7 - Math.hypot(x - 60, z + 150) / 140,
        );
        const nearby = Math.min(1, Math.max(0.3, (r - plot * 1.35) / 110));
        // An old canal city stays low: four or five storeys, no downtown towers.
        const h = canal
          ? 10 + random() * 8
          : (8 + random() * 28 * (0.5 + random()) + downtown * (40 + 120 * random() * random())) * nearby;
        const w = 9 + random() * 8;
        const d = 9 + random() * 8;
        const shade = random();
        list.push({ x, z, w, d, h, shade });
        // Tall towers get a set-back crown, sometimes a spire: a skyline, not a field of boxes.
        if (h > 45 && !canal) {
          list.push({ x, z, w: w * 0.62, d: d * 0.62, h: h * (1.12 + random() * 0.12), shade });
          if (random() < 0.4) list.push({ x, z, w: 0.7, d: 0.7, h: h * 1.4, shade });
        }
      }
    return list;
  }, [spec, shape]);

  const geometry = useDisposable(() => new BoxGeometry(1, 1, 1).translate(0, 0.5, 0), []);
  const material = useDisposable(() => {
    const night = atmosphere.isNight || spec.sky.timeOfDay === 'dusk';
    const windowColor = new Color(night ? '#ffd58a' : '#9fc3da');
    const windowGlow = night ? 1.0 : 0.12;
    const material = new MeshStandardMaterial({
      color: '#ffffff',
      roughness: 0.6,
      metalness: 0.15,
      flatShading: true,
    });
    material.onBeforeCompile = (shader) => {
      shader.uniforms.uWindow = { value: windowColor };
      shader.uniforms.uGlow = { value: windowGlow };
      shader.vertexShader = shader.vertexShader
        .replace('#include <common>', '#include <common>\nvarying vec3 vWorld;\nvarying float vUp;')
        .replace(
          '#include <worldpos_vertex>',
          '#include <worldpos_vertex>\nvWorld = (modelMatrix * instanceMatrix * vec4(transformed, 1.0)).xyz;\nvUp = abs(objectNormal.y);',
        );
      shader.fragmentShader = shader.fragmentShader
        .replace(
          '#include <common>',
          '#include <common>\nvarying vec3 vWorld;\nvarying float vUp;\nuniform vec3 uWindow;\nuniform float uGlow;',
        )
        .replace(
          '#include <emissivemap_fragment>',
          `#include <emissivemap_fragment>
          // Window grid: 3.2 m floors, 2.6 m bays, on the side walls only (not on the roofs).
          float floorLine = step(0.35, fract(vWorld.y / 3.2));
          float bay = step(0.3, fract((vWorld.x + vWorld.z) / 2.6));
          float wall = 1.0 - step(0.5, vUp);
          float lit = step(0.62, fract(sin(dot(floor(vWorld / vec3(2.6, 3.2, 2.6)), vec3(12.9898, 78.233, 37.719))) * 43758.5453));
          float pane = floorLine * bay * wall;
          diffuseColor.rgb = mix(diffuseColor.rgb, diffuseColor.rgb * 0.55, pane);
          totalEmissiveRadiance += uWindow * uGlow * pane * lit;`,
        );
    };
    return material;
  }, [atmosphere, spec.sky.timeOfDay]);

  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const dummy = new Object3D();
    const colors =
      spec.terrain.setting === 'canal-city'
        ? [
            new Color('#7a3b2e'),
            new Color('#5b3a2c'),
            new Color('#e8dcc4'),
            new Color('#2f4a3a'),
            new Color('#9a4a36'),
          ]
        : [
            new Color('#c9ccd2'),
            new Color('#9aa7b8'),
            new Color('#d8cfc2'),
            new Color('#7c8796'),
            new Color('#b8c6d6'),
          ];
    const color = new Color();
    towers.forEach((tower, index) => {
      dummy.position.set(tower.x, shape.height(tower.x, tower.z) - 0.5, tower.z);
      dummy.scale.set(tower.w, tower.h, tower.d);
      dummy.updateMatrix();
      target.setMatrixAt(index, dummy.matrix);
      color.copy(colors[Math.floor(tower.shade * colors.length)] ?? colors[0] ?? color);
      if (atmosphere.isNight) color.multiplyScalar(0.6);
      target.setColorAt(index, color);
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    target.computeBoundingSphere();
  }, [towers, shape, atmosphere, spec.terrain.setting]);
  return <instancedMesh key={towers.length} ref={mesh} args={[geometry, material, towers.length]} />;
}

/**
 * A canal city's houses: tall narrow facades shoulder to shoulder along the far quay of the canal
 * (its centre follows the river's curve in terrainShape.ts), and along the near quay beyond the
 * plot, each a shade of brick, cream or painted wood; open opposite the home, where the views look.
 */
function canalHouses(spec: WorldSpec, random: () => number) {
  const shore = waterStartZ(spec);
  if (shore === null) return [];
  const plot = spec.layout.plotRadius;
  const houses: { x: number; z: number; w: number; d: number; h: number; shade: number }[] = [];
  for (const side of [1, -1]) {
    let x = -150;
    while (x < 150) {
      const w = 5 + random() * 2.5;
      const centre = shore + 6 + Math.sin((x + w / 2) / 35) * 5;
      // Far quay: across the canal. Near quay: the plot's side, beyond the plot itself.
      const z = side === 1 ? centre + 10.5 : shore - 4;
      // Opposite the home the far quay opens onto a square, so the views across the canal stay open.
      if (Math.abs(x + w / 2) > (side === 1 ? plot * 0.9 : plot + 4))
        houses.push({ x: x + w / 2, z, w, d: 9, h: 11 + random() * 6, shade: random() });
      x += w + 0.15;
    }
  }
  return houses;
}
