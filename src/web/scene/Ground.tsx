import { useFrame } from '@react-three/fiber';
import type { WorldSpec } from '#shared/worldSpec';
import type { TerrainShape } from '#world';
import type { Atmosphere } from './atmosphere';
import { waterIsIce } from './frozenWater';
import { groundMaterial, sandLightOf, snowLightOf } from './look/groundMaterial';
import { iceMaterial } from './look/iceMaterial';
import { worldLookOf } from './look/settingLooks';
import { waterMaterial } from './look/waterMaterial';
import { buildTerrain } from './models/terrain';
import { buildWater } from './models/water';
import { useDisposable } from './useDisposable';

/**
 * The terrain and the open water: two draw calls however large the world. The terrain's material
 * draws the setting's surface (sand, snow, rock, moss, paving, grass); the water rolls, glitters
 * and mirrors the sky at grazing angles (look/waterMaterial.ts). Waves move only while the world
 * animates (no reduced motion); still, the water keeps its shape and its reflections. A lake in a
 * snowy world is ice instead (frozenWater.ts, look/iceMaterial.ts).
 */
export function Ground({
  spec,
  shape,
  atmosphere,
  animate,
  fine = true,
}: {
  spec: WorldSpec;
  shape: TerrainShape;
  atmosphere: Atmosphere;
  animate: boolean;
  /** The water's finest ripples and sharp glitter (off on the low quality tier). */
  fine?: boolean;
}) {
  const look = worldLookOf(spec.terrain);
  const terrain = useDisposable(() => buildTerrain(spec, shape), [spec, shape]);
  const water = useDisposable(() => buildWater(spec, shape), [spec, shape]);
  const terrainMaterial = useDisposable(
    () =>
      groundMaterial(
        look.ground,
        look.ground === 'snow' ? snowLightOf(atmosphere) : undefined,
        look.ground === 'sand' ? sandLightOf(atmosphere) : undefined,
      ),
    [look.ground, atmosphere],
  );
  const frozen = waterIsIce(spec.terrain);
  const material = useDisposable(
    () =>
      frozen
        ? iceMaterial(snowLightOf(atmosphere))
        : waterMaterial({
            waveHeight: look.water.waveHeight,
            reflection: look.water.reflection,
            horizon: atmosphere.horizon,
            zenith: atmosphere.zenith,
            lightDirection: atmosphere.lightDirection,
            lightColor: atmosphere.lightColor,
            bodyLight: atmosphere.isNight ? 0.45 : 0.95,
            fine,
          }),
    [look, atmosphere, fine, frozen],
  );

  useFrame((state) => {
    // Ice lies still (look/iceMaterial.ts): only water has a clock.
    if (animate && material.userData.time) material.userData.time.value = state.clock.elapsedTime;
  });

  return (
    <>
      <mesh geometry={terrain} material={terrainMaterial} userData={{ surface: 'terrain' }} />
      {water ? (
        <mesh geometry={water} material={material} renderOrder={1} userData={{ surface: 'water' }} />
      ) : null}
    </>
  );
}
