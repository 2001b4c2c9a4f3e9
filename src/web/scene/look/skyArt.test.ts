import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { type PlaceClimate, timesOfDay, type WorldSpec } from '#shared/worldSpec';
import { atmosphereOf } from '../atmosphere';
import { skyArtOf } from './skyArt';
import { balancedLight, sunTintKept } from './whiteBalance';

const climate = (aurora: boolean, hemisphere: 'north' | 'south' = 'north') =>
  ({ aurora, hemisphere }) as PlaceClimate;

/** `placeSees`: the climate's fact; `inSky`: the spec's sky.aurora, the one the caption reads too. */
function art(
  time: WorldSpec['sky']['timeOfDay'],
  kind: WorldSpec['weather']['kind'],
  inSky: boolean | undefined,
  placeSees = inSky === true,
) {
  const sky = {
    timeOfDay: time,
    sunElevation: time === 'night' ? -20 : 20,
    sunAzimuth: 180,
    stars: true,
    aurora: inSky,
  };
  const spec = {
    terrain: { climate: climate(placeSees) } as WorldSpec['terrain'],
    sky,
    weather: { kind, intensity: 0.6 },
  };
  return skyArtOf(spec, atmosphereOf({ sky, weather: spec.weather }));
}

describe('the painted sky', () => {
  it('shows stars only when the sky is dark, whatever the spec asks', () => {
    for (const time of timesOfDay) {
      expect(art(time, 'clear', false).stars, time).toBe(time === 'night' || time === 'dusk');
    }
    expect(art('night', 'light-rain', false).stars).toBe(false);
  });

  it('hangs an aurora exactly when the spec puts one in the sky, unless the weather veils it', () => {
    expect(art('night', 'clear', true).aurora).toBeGreaterThan(0.9);
    expect(art('night', 'few-clouds', true).aurora).toBeGreaterThan(0);
    expect(art('night', 'clear', false).aurora).toBe(0);
    // The place sees the lights in the season, but the spec (and so the caption) does not claim them.
    expect(art('night', 'clear', false, true).aurora).toBe(0);
    expect(art('dusk', 'clear', false, true).aurora).toBe(0);
    // Worlds stored before sky.aurora existed draw none.
    expect(art('night', 'clear', undefined, true).aurora).toBe(0);
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
        sky: { timeOfDay: 'night', sunElevation: -20, sunAzimuth: 0, stars: true, aurora: true },
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
