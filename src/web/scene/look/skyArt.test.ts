import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { type PlaceClimate, timesOfDay, type WorldSpec } from '#shared/worldSpec';
import { atmosphereOf } from '../atmosphere';
import { skyArtOf } from './skyArt';
import { balancedLight, sunTintKept } from './whiteBalance';

const climate = (aurora: boolean, hemisphere: 'north' | 'south' = 'north') =>
  ({ aurora, hemisphere }) as PlaceClimate;

function art(time: WorldSpec['sky']['timeOfDay'], kind: WorldSpec['weather']['kind'], aurora: boolean) {
  const spec = {
    terrain: { climate: climate(aurora) } as WorldSpec['terrain'],
    weather: { kind, intensity: 0.6 },
  };
  const sky = { timeOfDay: time, sunElevation: time === 'night' ? -20 : 20, sunAzimuth: 180, stars: true };
  return skyArtOf(spec, atmosphereOf({ sky, weather: spec.weather }));
}

describe('the painted sky', () => {
  it('shows stars only when the sky is dark, whatever the spec asks', () => {
    for (const time of timesOfDay) {
      expect(art(time, 'clear', false).stars, time).toBe(time === 'night' || time === 'dusk');
    }
    expect(art('night', 'light-rain', false).stars).toBe(false);
  });

  it('hangs an aurora only at night, where the place sees one, under a sky clear enough', () => {
    expect(art('night', 'clear', true).aurora).toBeGreaterThan(0.9);
    expect(art('night', 'clear', false).aurora).toBe(0);
    expect(art('dusk', 'clear', true).aurora).toBe(0);
    expect(art('night', 'cloudy', true).aurora).toBe(0);
    expect(art('night', 'snowfall', true).aurora).toBe(0);
  });

  it('turns the curtain to the pole of the place’s hemisphere', () => {
    const air = atmosphereOf({
      sky: { timeOfDay: 'night', sunElevation: -20, sunAzimuth: 0, stars: true },
      weather: { kind: 'clear', intensity: 0 },
    });
    const south = skyArtOf(
      {
        terrain: { climate: climate(true, 'south') } as WorldSpec['terrain'],
        weather: { kind: 'clear', intensity: 0 },
      },
      air,
    );
    expect(south.poleward).toEqual([0, 1]);
  });
});

describe('white balance for surfaces', () => {
  it('keeps part of a warm light’s tint at the same brightness', () => {
    const sunset = new Color('#ffa052');
    const balanced = balancedLight(sunset, sunTintKept);
    const luma = (c: Color) => 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
    expect(luma(balanced)).toBeCloseTo(luma(sunset), 5);
    // Still warm, but much less so: red over blue shrinks.
    expect(balanced.r).toBeGreaterThan(balanced.b);
    expect(balanced.r - balanced.b).toBeLessThan((sunset.r - sunset.b) * 0.5);
  });
});
