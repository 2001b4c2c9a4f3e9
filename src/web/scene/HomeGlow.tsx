import { homeDimensions, terraceDepth } from '#shared/worldLayout';
import type { WorldSpec } from '#shared/worldSpec';
import type { Atmosphere } from './atmosphere';

/**
 * After dark, lit windows spill warm light onto the garden and the props around the home (and
 * onto a penthouse's terrace): one point light at the door, one at the top when the home is tall.
 * Lights add no draw call; in daylight there are none. Both stand a few metres off what they
 * light: a point light lights what is near it many times brighter than the sun does, and the
 * things on a terrace under it were drawn blown out to white (the door's used to hang 3 m up over
 * the terrace, the top one 2 m over a penthouse's roof terrace).
 */
export function HomeGlow({ spec, atmosphere }: { spec: WorldSpec; atmosphere: Atmosphere }) {
  const evening = atmosphere.isNight || spec.sky.timeOfDay === 'dusk' || spec.sky.timeOfDay === 'sunset';
  if (!evening || !spec.home.windowsLit) return null;
  const home = homeDimensions(spec.home);
  const reach = spec.layout.plotRadius * 1.1;
  return (
    <>
      <pointLight
        position={[0, 4.5, home.depth / 2 + terraceDepth + 2.5]}
        color="#ffc27a"
        intensity={120}
        distance={reach}
        decay={1.6}
      />
      {home.height > 20 ? (
        <pointLight
          position={[0, home.height + 8, 0]}
          color="#ffc27a"
          intensity={90}
          distance={30}
          decay={1.6}
        />
      ) : null}
    </>
  );
}
