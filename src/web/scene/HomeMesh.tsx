import { Color, MeshStandardMaterial } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import type { Atmosphere } from './atmosphere';
import { groundMaterial, snowLightOf } from './look/groundMaterial';
import { capSpecular } from './look/specularCap';
import { litWindowMaterial } from './look/windowMaterial';
import { buildHome } from './models/home';
import { useDisposable } from './useDisposable';

/** No environment map ships with the app: glass takes a sky tint as emission instead of a reflection. */
function glassMaterial(atmosphere: Atmosphere) {
  const glass = new MeshStandardMaterial({
    color: '#7fa6c2',
    emissive: atmosphere.horizon.clone().lerp(atmosphere.zenith, 0.55),
    emissiveIntensity: atmosphere.isNight ? 0.5 : 0.4,
    roughness: 0.08,
    metalness: 0.4,
    transparent: true,
    opacity: 0.8,
  });
  return capSpecular(glass, highlightCeiling);
}

/** The brightest a mirrored moon or sun may draw on glass or a polished slab (look/specularCap.ts). */
const highlightCeiling = 0.3;

/**
 * The home: matte parts, polished parts (steel, marble, slabs), glass (windows and glass walls,
 * warm and glowing when the windows are lit), pool water and the roofs' snow, lit like the snow
 * ground — at most six draw calls.
 */
export function HomeMesh({ spec, atmosphere }: { spec: WorldSpec; atmosphere: Atmosphere }) {
  const geometries = useDisposable(() => {
    const parts = buildHome(spec);
    const merged = {
      matte: parts.matte.merge(),
      polished: parts.polished.merge(),
      glass: parts.glass.merge(),
      windows: parts.windows.merge(),
      poolWater: parts.poolWater.merge(),
      snow: parts.snow.merge(),
    };
    return {
      ...merged,
      dispose: () => {
        for (const geometry of Object.values(merged)) geometry?.dispose();
      },
    };
  }, [spec.home, spec.palette]);

  const materials = useDisposable(() => {
    const lit = spec.home.windowsLit;
    const list = {
      matte: new MeshStandardMaterial({ vertexColors: true, flatShading: true, roughness: 0.85 }),
      polished: capSpecular(
        new MeshStandardMaterial({
          vertexColors: true,
          flatShading: true,
          roughness: 0.3,
          metalness: 0.35,
        }),
        highlightCeiling,
      ),
      glass: glassMaterial(atmosphere),
      // Lit windows glow warm from inside.
      windows: lit ? litWindowMaterial(spec.sky.timeOfDay) : glassMaterial(atmosphere),
      poolWater: new MeshStandardMaterial({
        color: '#5fd6e6',
        emissive: new Color('#1aa6c2'),
        emissiveIntensity: 0.35,
        roughness: 0.1,
        metalness: 0.1,
      }),
      snow: groundMaterial('snow', snowLightOf(atmosphere)),
    };
    return {
      ...list,
      dispose: () => {
        for (const material of Object.values(list)) material.dispose();
      },
    };
  }, [spec.home.windowsLit, spec.sky.timeOfDay, atmosphere]);

  return (
    <group>
      {geometries.matte ? <mesh geometry={geometries.matte} material={materials.matte} /> : null}
      {geometries.polished ? <mesh geometry={geometries.polished} material={materials.polished} /> : null}
      {geometries.windows ? (
        <mesh geometry={geometries.windows} material={materials.windows} renderOrder={2} />
      ) : null}
      {geometries.glass ? (
        <mesh geometry={geometries.glass} material={materials.glass} renderOrder={2} />
      ) : null}
      {geometries.poolWater ? <mesh geometry={geometries.poolWater} material={materials.poolWater} /> : null}
      {geometries.snow ? <mesh geometry={geometries.snow} material={materials.snow} /> : null}
    </group>
  );
}
