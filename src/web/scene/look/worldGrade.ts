import type { WorldSpec } from '#shared/worldSpec';
import { type ColourGrade, worldLookOf } from './settingLooks';

/**
 * The final colour grade and air of one world: the setting's look (settingLooks.ts), shifted by the
 * time of day (warmer and richer at golden hour, bluer at dusk, exposure lifted at night so the
 * world reads as moonlit rather than black) and by the weather (clouds and rain mute, mist
 * thickens the ground fog). Tables keyed by time of day and weather, each with a neutral default.
 */

type TimeOfDay = WorldSpec['sky']['timeOfDay'];
type Weather = WorldSpec['weather']['kind'];

interface TimeShift {
  exposure: number;
  saturation: number;
  warmth: number;
  /** Multiplies the ground fog (dawn and dusk mists). */
  fog: number;
}

const byTime: Record<TimeOfDay, TimeShift> = {
  dawn: { exposure: 1.0, saturation: 1.02, warmth: 0.1, fog: 1.8 },
  morning: { exposure: 1.0, saturation: 1.0, warmth: 0.02, fog: 1.2 },
  noon: { exposure: 0.96, saturation: 0.98, warmth: -0.02, fog: 0.7 },
  'golden-hour': { exposure: 1.02, saturation: 1.06, warmth: 0.15, fog: 1 },
  sunset: { exposure: 1.02, saturation: 1.02, warmth: 0.1, fog: 1.1 },
  dusk: { exposure: 1.12, saturation: 1.02, warmth: -0.05, fog: 1.4 },
  night: { exposure: 1.3, saturation: 0.92, warmth: -0.15, fog: 1.2 },
};

interface WeatherShift {
  saturation: number;
  contrast: number;
  fog: number;
}

const byWeather: Record<Weather, WeatherShift> = {
  clear: { saturation: 1, contrast: 1, fog: 1 },
  'few-clouds': { saturation: 1, contrast: 1, fog: 1 },
  cloudy: { saturation: 0.9, contrast: 0.8, fog: 1.3 },
  mist: { saturation: 0.88, contrast: 0.6, fog: 3 },
  'light-rain': { saturation: 0.84, contrast: 0.7, fog: 2 },
  snowfall: { saturation: 0.9, contrast: 0.7, fog: 2 },
};

export interface WorldGrade extends ColourGrade {
  exposure: number;
  heightFog: { density: number; falloff: number };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function worldGradeOf(spec: Pick<WorldSpec, 'terrain' | 'sky' | 'weather'>): WorldGrade {
  const look = worldLookOf(spec.terrain);
  const time = byTime[spec.sky.timeOfDay] ?? byTime.noon;
  const weather = byWeather[spec.weather.kind] ?? byWeather.clear;
  // The weather's intensity scales how far it moves the grade from the setting's own.
  const strength = spec.weather.intensity;
  const toward = (factor: number) => 1 + (factor - 1) * strength;
  return {
    exposure: time.exposure,
    saturation: clamp(look.grade.saturation * time.saturation * toward(weather.saturation), 0.6, 1.4),
    warmth: clamp(look.grade.warmth + time.warmth, -0.5, 0.5),
    shadowTint: look.grade.shadowTint,
    shadowTintAmount: look.grade.shadowTintAmount,
    contrast: look.grade.contrast * toward(weather.contrast),
    heightFog: {
      density: clamp(look.heightFog.density * time.fog * toward(weather.fog), 0, 0.006),
      falloff: look.heightFog.falloff,
    },
  };
}
