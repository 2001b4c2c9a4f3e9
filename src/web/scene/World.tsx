import { useMemo } from 'react';
import type { WorldSpec } from '../../shared/worldSpec';
import { atmosphereOf } from './atmosphere';
import { Ground } from './Ground';
import { HomeMesh } from './HomeMesh';
import { SkyDome } from './SkyDome';
import { terrainShape } from './terrainShape';

/** Everything the world draws, from the spec alone. */
export function World({ spec }: { spec: WorldSpec; reducedMotion: boolean }) {
  const atmosphere = useMemo(() => atmosphereOf(spec), [spec]);
  const shape = useMemo(() => terrainShape(spec), [spec]);
  const sunPosition = atmosphere.lightDirection.clone().multiplyScalar(120);
  return (
    <>
      <fog attach="fog" args={[atmosphere.horizon, atmosphere.fogNear, atmosphere.fogFar]} />
      <hemisphereLight args={[atmosphere.hemiSky, atmosphere.hemiGround, atmosphere.hemiIntensity]} />
      <directionalLight
        position={sunPosition}
        color={atmosphere.lightColor}
        intensity={atmosphere.lightIntensity}
      />
      <SkyDome atmosphere={atmosphere} stars={spec.sky.stars || atmosphere.isNight} />
      <Ground spec={spec} shape={shape} />
      <HomeMesh spec={spec} atmosphere={atmosphere} />
    </>
  );
}
