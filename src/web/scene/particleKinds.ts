import type { WorldSpec } from '#shared/worldSpec';

/**
 * What drifts in the air, as parameters of one shared point shader: rain and snowfall from the
 * weather, and the mood's particles (fireflies, petals…). Each system is one draw call.
 */
export interface ParticleLook {
  count: number;
  /** Box the particles live in, centred on the plot: half-width and height, metres. */
  spread: number;
  height: number;
  /** Metres per second downwards (negative = they rise). */
  fall: number;
  /** Sideways sway amplitude, metres. */
  sway: number;
  /** Size in pixels at 10 m. */
  size: number;
  colors: string[];
  /** 0 = soft dot, 1 = streak (rain), 2 = petal/leaf (a tilted oval). */
  shape: 0 | 1 | 2;
  /** Additive glow (fireflies, sparkles) or normal blending. */
  glow: boolean;
  /** Twinkle: brightness pulses. */
  twinkle: boolean;
}

export function weatherParticles(weather: WorldSpec['weather']): ParticleLook | null {
  if (weather.kind === 'light-rain')
    return {
      count: Math.round(1500 + 2500 * weather.intensity),
      spread: 70,
      height: 40,
      fall: 18,
      sway: 0.3,
      size: 26,
      colors: ['#c9d6e6'],
      shape: 1,
      glow: false,
      twinkle: false,
    };
  if (weather.kind === 'snowfall')
    return {
      count: Math.round(1200 + 2000 * weather.intensity),
      spread: 70,
      height: 40,
      fall: 1.6,
      sway: 1.2,
      size: 9,
      colors: ['#ffffff', '#eef4ff'],
      shape: 0,
      glow: false,
      twinkle: false,
    };
  return null;
}

export function ambientParticles(kind: WorldSpec['ambient']['particles']): ParticleLook | null {
  switch (kind) {
    case 'fireflies':
      return {
        count: 140,
        spread: 32,
        height: 6,
        fall: -0.15,
        sway: 1.4,
        size: 10,
        colors: ['#fff3a0', '#d8ff8a'],
        shape: 0,
        glow: true,
        twinkle: true,
      };
    case 'petals':
      return {
        count: 160,
        spread: 36,
        height: 14,
        fall: 0.5,
        sway: 2.2,
        size: 9,
        colors: ['#f7b6c9', '#ffd6e2', '#ffffff'],
        shape: 2,
        glow: false,
        twinkle: false,
      };
    case 'sparkles':
      return {
        count: 140,
        spread: 34,
        height: 6,
        fall: -0.1,
        sway: 0.6,
        size: 8,
        colors: ['#fff6d8', '#d8ecff', '#ffe3a3'],
        shape: 0,
        glow: true,
        twinkle: true,
      };
    case 'leaves':
      return {
        count: 140,
        spread: 36,
        height: 14,
        fall: 0.7,
        sway: 2.5,
        size: 10,
        colors: ['#d98b3a', '#c4552f', '#e3b448', '#8aa64a'],
        shape: 2,
        glow: false,
        twinkle: false,
      };
    case 'snowflakes':
      return {
        count: 500,
        spread: 45,
        height: 25,
        fall: 1.1,
        sway: 1,
        size: 7,
        colors: ['#ffffff'],
        shape: 0,
        glow: false,
        twinkle: false,
      };
    case 'dust':
      return {
        count: 220,
        spread: 30,
        height: 10,
        fall: 0.05,
        sway: 0.8,
        size: 4,
        colors: ['#fff1d0'],
        shape: 0,
        glow: true,
        twinkle: false,
      };
    case 'none':
      return null;
  }
}
