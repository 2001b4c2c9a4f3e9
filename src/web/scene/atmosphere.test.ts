import { describe, expect, it } from 'vitest';
import { timesOfDay, weatherKinds } from '#shared/worldSpec';
import { atmosphereOf, withSettingHaze } from './atmosphere';
import { worldLookOf } from './look/settingLooks';
import { ambientParticles, weatherParticles } from './particleKinds';

const sky = (timeOfDay: (typeof timesOfDay)[number], sunElevation = 30) => ({
  timeOfDay,
  sunElevation,
  sunAzimuth: 180,
  stars: false,
});

describe('atmosphere', () => {
  it.each(timesOfDay)('lights a %s world from above the horizon, with fog inside the terrain', (time) => {
    for (const kind of weatherKinds) {
      const air = atmosphereOf({
        sky: sky(time, time === 'night' ? -20 : 20),
        weather: { kind, intensity: 1 },
      });
      expect(air.lightDirection.y).toBeGreaterThan(0);
      expect(air.lightIntensity).toBeGreaterThan(0);
      expect(air.fogNear).toBeLessThan(air.fogFar);
      // The terrain reaches 300 m on its axes: beyond ~340 m of fog its edge would show.
      expect(air.fogFar).toBeLessThanOrEqual(340);
    }
  });

  it('puts the moon up at night and the sun where the azimuth says by day', () => {
    expect(atmosphereOf({ sky: sky('night', -20), weather: { kind: 'clear', intensity: 0 } }).isNight).toBe(
      true,
    );
    const noon = atmosphereOf({
      sky: { ...sky('noon', 60), sunAzimuth: 90 },
      weather: { kind: 'clear', intensity: 0 },
    });
    expect(noon.isNight).toBe(false);
    // Azimuth 90° = east = +x.
    expect(noon.lightDirection.x).toBeGreaterThan(0.4);
    expect(Math.abs(noon.lightDirection.z)).toBeLessThan(0.01);
  });

  it('thickens the fog in mist and greys the light under rain', () => {
    const clear = atmosphereOf({ sky: sky('noon'), weather: { kind: 'clear', intensity: 0 } });
    const mist = atmosphereOf({ sky: sky('noon'), weather: { kind: 'mist', intensity: 1 } });
    const rain = atmosphereOf({ sky: sky('noon'), weather: { kind: 'light-rain', intensity: 1 } });
    expect(mist.fogFar).toBeLessThan(clear.fogFar / 2);
    expect(rain.lightIntensity).toBeLessThan(clear.lightIntensity);
  });
});

describe('golden mist', () => {
  it('lights mist under a low sun gold and lets the hills show through it; mist by day stays grey', () => {
    const mist = { kind: 'mist' as const, intensity: 0.5 };
    const dawn = atmosphereOf({ sky: sky('dawn', 5), weather: mist });
    const morning = atmosphereOf({ sky: sky('morning', 25), weather: mist });
    const warmth = (color: { r: number; b: number }) => color.r - color.b;
    expect(warmth(dawn.horizon)).toBeGreaterThan(0.25);
    expect(warmth(dawn.zenith)).toBeGreaterThan(0);
    expect(warmth(morning.zenith)).toBeLessThan(0);
    expect(dawn.fogFar).toBeGreaterThan(morning.fogFar * 1.5);
    expect(dawn.fogFar).toBeLessThanOrEqual(340);
  });
});

describe('particles', () => {
  it('rains and snows only in that weather, and every mood particle but none has a look', () => {
    expect(weatherParticles({ kind: 'clear', intensity: 1 })).toBeNull();
    expect(weatherParticles({ kind: 'light-rain', intensity: 0.5 })?.shape).toBe(1);
    expect(weatherParticles({ kind: 'snowfall', intensity: 0.5 })?.fall).toBeGreaterThan(0);
    expect(ambientParticles('none')).toBeNull();
    for (const kind of ['fireflies', 'petals', 'sparkles', 'leaves', 'snowflakes', 'dust'] as const)
      expect(ambientParticles(kind)?.count).toBeGreaterThan(0);
  });
});

describe('the setting haze', () => {
  const luminance = (c: { r: number; g: number; b: number }) => 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;

  it("leans the horizon towards each setting's haze, keeping its brightness", () => {
    const air = atmosphereOf({ sky: sky('noon'), weather: { kind: 'light-rain', intensity: 0.6 } });
    const forest = withSettingHaze(air, worldLookOf({ setting: 'rainforest', biome: 'forest' }));
    const golden = atmosphereOf({ sky: sky('golden-hour', 10), weather: { kind: 'clear', intensity: 0 } });
    const snow = withSettingHaze(golden, worldLookOf({ setting: 'snowy-mountains', biome: 'snow' }));
    // The rainforest's mist is greener than the rain's grey; the snow's haze cools a golden horizon.
    expect(forest.horizon.g - forest.horizon.b).toBeGreaterThan(air.horizon.g - air.horizon.b);
    expect(snow.horizon.b - snow.horizon.r).toBeGreaterThan(golden.horizon.b - golden.horizon.r);
    expect(forest.horizon.equals(snow.horizon)).toBe(false);
    expect(luminance(forest.horizon)).toBeCloseTo(luminance(air.horizon), 5);
    expect(luminance(snow.horizon)).toBeCloseTo(luminance(golden.horizon), 5);
    // Nothing else in the light moves, and the original is untouched.
    expect(forest.zenith.equals(air.zenith)).toBe(true);
    expect(forest.fogFar).toBe(air.fogFar);
  });

  it('tints a night horizon half as much and never brightens it', () => {
    const night = atmosphereOf({ sky: sky('night', -20), weather: { kind: 'clear', intensity: 0 } });
    const hazed = withSettingHaze(night, { haze: '#f2d8b0', hazeAmount: 0.4 });
    const day = withSettingHaze({ ...night, isNight: false }, { haze: '#f2d8b0', hazeAmount: 0.4 });
    expect(luminance(hazed.horizon)).toBeCloseTo(luminance(night.horizon), 5);
    expect(hazed.horizon.r - night.horizon.r).toBeLessThan(day.horizon.r - night.horizon.r);
    expect(withSettingHaze(night, { haze: '#f2d8b0', hazeAmount: 0 })).toBe(night);
  });
});
