import type { WorldSpec } from '#shared/worldSpec';
import type { Atmosphere } from '../atmosphere';

/**
 * What the painted sky holds beyond its gradient (docs/decisions/0115-light-sky-and-foreground.md),
 * from the spec's facts and the air alone: stars only when the sky is dark, an aurora curtain exactly
 * when the spec puts one in the sky (sky.aurora, decision 0116: the same fact the caption's signature
 * reads, so words and picture agree) and the weather leaves it seen, a halo round the moon, and a deck
 * of high painted streaks that thickens with the cloud cover. Pure, so each rule is tested without a GPU.
 */
export interface SkyArt {
  stars: boolean;
  /** 0..1: how bright the aurora curtain is; 0 draws none. */
  aurora: number;
  /** Unit horizontal direction (x, z) towards the magnetic pole, where the curtain hangs lowest. */
  poleward: [number, number];
  /** 0..1: the soft halo round the moon (night only). */
  moonHalo: number;
  /** 0..1: how much of the sky the high painted streaks cover. */
  streaks: number;
}

/** Linear luminance of the zenith below which the sky reads as dark enough for stars (dusk, night). */
export const darkZenith = 0.06;

const luminance = (color: Atmosphere['zenith']) => 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b;

/** How much each weather hides the sky's lights (stars, aurora, moon): 1 hides them all. */
const veil: Record<WorldSpec['weather']['kind'], number> = {
  clear: 0,
  'few-clouds': 0.25,
  mist: 0.5,
  cloudy: 0.85,
  'light-rain': 1,
  snowfall: 1,
};

export function skyArtOf(spec: Pick<WorldSpec, 'terrain' | 'sky' | 'weather'>, air: Atmosphere): SkyArt {
  const dark = air.isNight || luminance(air.zenith) < darkZenith;
  const hidden = veil[spec.weather.kind] * Math.min(1, 0.4 + spec.weather.intensity);
  const climate = spec.terrain.climate;
  const aurora = spec.sky.aurora === true ? Math.max(0, 1 - hidden * 1.2) : 0;
  // North is -z (atmosphere.ts): the northern lights hang towards the north, the southern to the south.
  const poleward: [number, number] = climate?.hemisphere === 'south' ? [0, 1] : [0, -1];
  return {
    stars: dark && hidden < 0.9,
    aurora,
    poleward,
    moonHalo: air.isNight ? 1 - hidden * 0.5 : 0,
    streaks: Math.min(1, 0.25 + air.cloudCover * 0.75) * (air.isNight ? 0.35 : 1),
  };
}
