import { useMemo } from 'react';
import type { WorldSpec } from '#shared/worldSpec';
import { layoutVegetation, terrainShape } from '#world';
import { AmbientClock } from './AmbientClock';
import { atmosphereOf, withSettingHaze } from './atmosphere';
import { BlobShadows } from './BlobShadows';
import { Clouds } from './Clouds';
import { Foreground } from './Foreground';
import { Ground } from './Ground';
import { GroundCover } from './GroundCover';
import { HomeGlow } from './HomeGlow';
import { HomeMesh } from './HomeMesh';
import { worldLookOf } from './look/settingLooks';
import { skyArtOf } from './look/skyArt';
import { balancedLight, skyTintKept, sunTintKept } from './look/whiteBalance';
import { Particles } from './Particles';
import { Props } from './Props';
import { ambientParticles, weatherParticles } from './particleKinds';
import { SkyDome } from './SkyDome';
import { Skyline } from './Skyline';
import { shadowBlobs } from './shadowBlobs';
import { Vegetation } from './Vegetation';
import { WayToWater } from './WayToWater';

/**
 * Everything the world draws, from the spec alone. About 15–25 draw calls for any spec: sky,
 * stars, terrain, water, clouds, up to six plant kinds, the skyline, four home materials, two for
 * all the props, the contact shadows and two particle systems.
 */
export function World({
  spec,
  reducedMotion,
  fineWater = true,
}: {
  spec: WorldSpec;
  reducedMotion: boolean;
  /**
   * The water's finest ripples and sharp glitter, and the clouds' full count of puffs; off on the
   * low quality tier (look/quality.ts), where every sine and every overdrawn pixel costs.
   */
  fineWater?: boolean;
}) {
  const atmosphere = useMemo(() => withSettingHaze(atmosphereOf(spec), worldLookOf(spec.terrain)), [spec]);
  const shape = useMemo(() => terrainShape(spec), [spec]);
  const plants = useMemo(() => layoutVegetation(spec, shape), [spec, shape]);
  const blobs = useMemo(() => shadowBlobs(spec, plants), [spec, plants]);
  const weather = useMemo(() => weatherParticles(spec.weather), [spec.weather]);
  const ambient = useMemo(() => ambientParticles(spec.ambient.particles), [spec.ambient.particles]);
  const sky = useMemo(() => skyArtOf(spec, atmosphere), [spec, atmosphere]);
  const sunPosition = useMemo(() => atmosphere.lightDirection.clone().multiplyScalar(150), [atmosphere]);
  const animate = !reducedMotion && (weather !== null || ambient !== null || spec.terrain.water !== 'none');
  return (
    <>
      <fog attach="fog" args={[atmosphere.horizon, atmosphere.fogNear, atmosphere.fogFar]} />
      <hemisphereLight
        args={[
          balancedLight(atmosphere.hemiSky, skyTintKept),
          atmosphere.hemiGround,
          atmosphere.hemiIntensity,
        ]}
      />
      <directionalLight
        position={sunPosition}
        color={balancedLight(atmosphere.lightColor, sunTintKept)}
        intensity={atmosphere.lightIntensity}
      />
      <SkyDome atmosphere={atmosphere} art={sky} />
      <Clouds spec={spec} atmosphere={atmosphere} detail={fineWater ? 'full' : 'lean'} />
      <Ground spec={spec} shape={shape} atmosphere={atmosphere} animate={animate} fine={fineWater} />

      {/* userData.surface: what each part is, for the ID render of the pixel checks (idRender/). */}
      {spec.terrain.biome === 'city' ? (
        <group userData={{ surface: 'skyline' }}>
          <Skyline spec={spec} shape={shape} atmosphere={atmosphere} />
        </group>
      ) : null}
      {/* Steps and boards laid on the ground: ground to the ID render, like the terrain they are cut into. */}
      <group userData={{ surface: 'terrain' }}>
        <WayToWater spec={spec} shape={shape} />
      </group>
      <group userData={{ surface: 'plant' }}>
        <Vegetation spec={spec} plants={plants} />
        <GroundCover spec={spec} shape={shape} />
        <Foreground spec={spec} shape={shape} />
      </group>
      <group userData={{ surface: 'home' }}>
        <HomeMesh spec={spec} atmosphere={atmosphere} />
      </group>
      <HomeGlow spec={spec} atmosphere={atmosphere} />
      <group userData={{ surface: 'prop' }}>
        <Props spec={spec} />
      </group>
      <BlobShadows blobs={blobs} onSnow={worldLookOf(spec.terrain).ground === 'snow'} />
      {weather ? <Particles look={weather} seed={spec.seed} animate={animate} /> : null}
      {ambient ? <Particles look={ambient} seed={spec.seed + 1} animate={animate} /> : null}
      {animate ? <AmbientClock /> : null}
    </>
  );
}
