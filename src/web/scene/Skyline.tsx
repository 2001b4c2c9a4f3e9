import { useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Color, type InstancedMesh, MeshStandardMaterial, Object3D } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { skylineTowers, type TerrainShape, towerFooting } from '#world';
import type { Atmosphere } from './atmosphere';
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
  const towers = useMemo(() => skylineTowers(spec, shape), [spec, shape]);

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
      dummy.position.set(tower.x, shape.height(tower.x, tower.z) - towerFooting, tower.z);
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
