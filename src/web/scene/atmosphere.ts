import { Color, Vector3 } from 'three';
import type { WorldSpec } from '#shared/worldSpec';

/**
 * The light of the world: sky colours, sun (or moon) direction and strength, fog, from the time of
 * day and the weather. One table per time of day, then the weather greys it and thickens the fog.
 */

type TimeOfDay = WorldSpec['sky']['timeOfDay'];

interface DayLight {
  zenith: string;
  horizon: string;
  sun: string;
  sunIntensity: number;
  hemiSky: string;
  hemiGround: string;
  hemiIntensity: number;
  /** Strength of the glow around the sun disc in the sky. */
  glow: number;
}

const dayLights: Record<TimeOfDay, DayLight> = {
  dawn: {
    zenith: '#5f86bf',
    horizon: '#f7c890',
    sun: '#ffd3a2',
    sunIntensity: 1.9,
    hemiSky: '#c4d0ea',
    hemiGround: '#7d6a62',
    hemiIntensity: 1.45,
    glow: 0.9,
  },
  morning: {
    zenith: '#3f86d6',
    horizon: '#d4ebf7',
    sun: '#fff1d6',
    sunIntensity: 2.8,
    hemiSky: '#cfe4ff',
    hemiGround: '#7a6c55',
    hemiIntensity: 1.2,
    glow: 0.55,
  },
  noon: {
    zenith: '#2b78d4',
    horizon: '#c4e3f8',
    sun: '#fffaf0',
    sunIntensity: 3.2,
    hemiSky: '#d6eaff',
    hemiGround: '#80735a',
    hemiIntensity: 1.25,
    glow: 0.4,
  },
  'golden-hour': {
    zenith: '#5a82c0',
    horizon: '#ffd49c',
    sun: '#ffc27c',
    sunIntensity: 2.7,
    hemiSky: '#ffe0b8',
    hemiGround: '#6e5a48',
    hemiIntensity: 1.0,
    glow: 1.0,
  },
  sunset: {
    zenith: '#426aa6',
    horizon: '#ffac5e',
    sun: '#ffa052',
    sunIntensity: 2.2,
    hemiSky: '#f6c79c',
    hemiGround: '#5a4650',
    hemiIntensity: 0.95,
    glow: 1.2,
  },
  dusk: {
    zenith: '#2a3d72',
    horizon: '#d28f7c',
    sun: '#e8b08e',
    sunIntensity: 1.3,
    hemiSky: '#9a9ad0',
    hemiGround: '#4a3d55',
    hemiIntensity: 1.25,
    glow: 0.7,
  },
  night: {
    zenith: '#040a1c',
    horizon: '#1a2a4c',
    sun: '#a8c0ff',
    sunIntensity: 1.2,
    hemiSky: '#5a74bb',
    hemiGround: '#262c44',
    hemiIntensity: 1.5,

    glow: 0.35,
  },
};

export interface Atmosphere {
  zenith: Color;
  horizon: Color;
  /** Direction towards the sun, or towards the moon at night. */
  lightDirection: Vector3;
  lightColor: Color;
  lightIntensity: number;
  hemiSky: Color;
  hemiGround: Color;
  hemiIntensity: number;
  glow: number;
  isNight: boolean;
  fogNear: number;
  fogFar: number;
  /** 0..1 cloud cover, used for the number of clouds. */
  cloudCover: number;
}

const grey = new Color('#9aa3ad');
const lowSun = new Set<TimeOfDay>(['dawn', 'golden-hour', 'sunset']);
/** Sunlit mist: a pale gold at the horizon, a warm pale peach overhead (a blend with blue is lilac). */
const mistGold = new Color('#f6d7a7');
const mistZenith = new Color('#e2c6a6');

export function atmosphereOf(spec: Pick<WorldSpec, 'sky' | 'weather'>): Atmosphere {
  const day = dayLights[spec.sky.timeOfDay];
  const isNight = spec.sky.timeOfDay === 'night' || spec.sky.sunElevation < -2;
  const { kind, intensity } = spec.weather;
  // How much the weather mutes the sky: clouds and rain grey it, mist whitens the horizon.
  const overcast =
    kind === 'cloudy'
      ? 0.35 + 0.35 * intensity
      : kind === 'light-rain'
        ? 0.5 + 0.3 * intensity
        : kind === 'snowfall'
          ? 0.4 + 0.3 * intensity
          : kind === 'mist'
            ? 0.3 + 0.3 * intensity
            : 0;
  // Mist under a low sun (dawn, golden hour, sunset) is lit gold, not grey: the sky keeps its warmth
  // and the mist lies low in the valleys (the ground fog) under long, clear air, so hills stand in
  // layers of haze (docs/decisions/0087-desert-casale-snow.md).
  const goldenMist = kind === 'mist' && !isNight && lowSun.has(spec.sky.timeOfDay);
  const zenith = new Color(day.zenith).lerp(
    isNight ? new Color('#0b0f1a') : goldenMist ? mistZenith : grey,
    goldenMist ? 0.45 + overcast * 0.6 : overcast * 0.8,
  );
  const horizon = new Color(day.horizon).lerp(
    isNight ? new Color('#1e2430') : goldenMist ? mistGold : new Color('#c9ced4'),
    overcast,
  );

  const elevation = isNight ? 38 : Math.max(4, spec.sky.sunElevation);
  const azimuth = isNight ? (spec.sky.sunAzimuth + 180) % 360 : spec.sky.sunAzimuth;
  const el = (elevation * Math.PI) / 180;
  const az = (azimuth * Math.PI) / 180;
  // Azimuth is clockwise from north (-z): east is +x.
  const lightDirection = new Vector3(Math.cos(el) * Math.sin(az), Math.sin(el), -Math.cos(el) * Math.cos(az));

  // The fog's far edge stays inside the modelled terrain, so its edge is never seen, and distant
  // ridges fade into the horizon colour like real air.
  const fogBase = { near: 35, far: 340 };
  const fog = goldenMist
    ? { near: 20, far: 260 + 60 * (1 - intensity) }
    : kind === 'mist'
      ? { near: 4, far: 90 + 140 * (1 - intensity) }
      : kind === 'light-rain'
        ? { near: 20, far: 250 }
        : kind === 'snowfall'
          ? { near: 15, far: 220 }
          : kind === 'cloudy'
            ? { near: 30, far: 340 }
            : fogBase;

  return {
    zenith,
    horizon,
    lightDirection,
    lightColor: new Color(day.sun).lerp(goldenMist ? mistGold : new Color('#e8eef5'), overcast * 0.6),
    lightIntensity: day.sunIntensity * (1 - overcast * (goldenMist ? 0.3 : 0.55)),
    hemiSky: new Color(day.hemiSky).lerp(goldenMist ? mistGold : grey, overcast * 0.5),
    hemiGround: new Color(day.hemiGround),
    hemiIntensity: day.hemiIntensity * (1 + overcast * 0.25),
    glow: day.glow * (1 - overcast * (goldenMist ? 0.3 : 1)),
    isNight,
    fogNear: fog.near,
    fogFar: fog.far,
    cloudCover:
      kind === 'clear'
        ? 0.15
        : kind === 'few-clouds'
          ? 0.4 + 0.2 * intensity
          : kind === 'mist'
            ? 0.2
            : 0.7 + 0.3 * intensity,
  };
}

/** Relative luminance of a linear colour. */
function luminance(color: Color): number {
  return 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b;
}

/**
 * The setting's haze in the air (look/settingLooks.ts, docs/decisions/0095-treehouse-ice-haze.md):
 * the horizon — the colour of the fog, the ground fog and the sky's lowest band — leans towards the
 * setting's haze by its `hazeAmount` (half at night), keeping the horizon's brightness, so the haze
 * tints (a green-grey rainforest mist, a cold blue snow haze, a warm desert dust) without lighting
 * a dusk or night sky. The time of day and the weather still set how bright the air is.
 */
export function withSettingHaze(air: Atmosphere, look: { haze: string; hazeAmount: number }): Atmosphere {
  const haze = new Color(look.haze);
  const hazeLuminance = luminance(haze);
  if (hazeLuminance <= 0 || look.hazeAmount <= 0) return air;
  const tint = haze.multiplyScalar(luminance(air.horizon) / hazeLuminance);
  return {
    ...air,
    horizon: air.horizon.clone().lerp(tint, look.hazeAmount * (air.isNight ? 0.5 : 1)),
  };
}
