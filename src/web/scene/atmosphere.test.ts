import { describe, expect, it } from 'vitest';
import { timesOfDay, weatherKinds } from '#shared/worldSpec';
import { atmosphereOf } from './atmosphere';
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
