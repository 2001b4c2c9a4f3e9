import type { WorldSpec } from '#shared/worldSpec';
import { homeDimensions, terraceDepth } from '#world';
import type { Atmosphere } from './atmosphere';

/**
 * After dark, lit windows spill warm light onto the garden and the props in front of the home:
 * one point light beyond the front terrace. Lights add no draw call; in daylight there are none.
 *
 * It is a broad, gentle spill, not a hot spot (docs/decisions/0088-arrival-fits-every-screen.md):
 * 6 candela with a decay of 1, so the nearest surface it lights gets about the low sun's own
 * light and the garden 15 m off a third of it. At 120 with a decay of 1.6 the ground under it got
 * about 4 times the evening sun and the wall behind it 2 to 3 times: a villa's front at sunset
 * was drawn white. A second light, 8 m over a penthouse's roof terrace, is gone: its glint on the
 * terrace's polished slab bloomed into a white blot in every close view of the terrace, and the
 * moon and the sky light the terrace well enough.
 */
const doorCandela = 6;

export function HomeGlow({ spec, atmosphere }: { spec: WorldSpec; atmosphere: Atmosphere }) {
  const evening = atmosphere.isNight || spec.sky.timeOfDay === 'dusk' || spec.sky.timeOfDay === 'sunset';
  if (!evening || !spec.home.windowsLit) return null;
  const home = homeDimensions(spec.home);
  return (
    <pointLight
      position={[0, 4.5, home.depth / 2 + terraceDepth + 2.5]}
      color="#ffc27a"
      intensity={doorCandela}
      distance={spec.layout.plotRadius * 1.1}
      decay={1}
    />
  );
}
