import { homeDimensions } from '#shared/worldLayout';
import type { WorldSpec } from '#shared/worldSpec';
import type { Atmosphere } from './atmosphere';

/**
 * After dark, lit windows spill warm light onto the garden and the props around the home (and
 * onto a penthouse's terrace): one point light at the door, one at the top when the home is tall.
 * Lights add no draw call; in daylight there are none.
 */
export function HomeGlow({ spec, atmosphere }: { spec: WorldSpec; atmosphere: Atmosphere }) {
  const evening = atmosphere.isNight || spec.sky.timeOfDay === 'dusk' || spec.sky.timeOfDay === 'sunset';
  if (!evening || !spec.home.windowsLit) return null;
  const home = homeDimensions(spec.home);
  const reach = spec.layout.plotRadius * 1.1;
  return (
    <>
      <pointLight
        position={[0, 3, home.depth / 2 + 3]}
        color="#ffc27a"
        intensity={120}
        distance={reach}
        decay={1.6}
      />
      {home.height > 20 ? (
        <pointLight
          position={[0, home.height + 2, 0]}
          color="#ffc27a"
          intensity={90}
          distance={30}
          decay={1.6}
        />
      ) : null}
    </>
  );
}
