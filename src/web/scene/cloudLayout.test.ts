import { describe, expect, it } from 'vitest';
import { cloudPuffs, overcastCover } from './cloudLayout';
import { cloudPuffPixels } from './cloudTexture';
import { beachVillaFixture } from './fixtures/beachVilla';

const day = { cloudCover: 0.5, isNight: false };

describe('cloud layout', () => {
  it('is the same for the same world', () => {
    expect(cloudPuffs(beachVillaFixture, day)).toEqual(cloudPuffs(beachVillaFixture, day));
  });

  it('puts far fewer clouds in the night sky', () => {
    const night = cloudPuffs(beachVillaFixture, { ...day, isNight: true });
    expect(night.length).toBeLessThan(cloudPuffs(beachVillaFixture, day).length / 3);
  });

  it('draws a clear sky as a few thin wisps, and an overcast one with a grey layer over its clouds', () => {
    const clear = cloudPuffs(beachVillaFixture, { cloudCover: 0.15, isNight: false });
    expect(clear.length).toBeGreaterThan(0);
    expect(clear.length).toBeLessThanOrEqual(15);
    for (const puff of clear) expect(puff.size[0] / puff.size[1]).toBeGreaterThan(3);
    const overcast = cloudPuffs(beachVillaFixture, { cloudCover: overcastCover, isNight: false });
    const sheets = overcast.filter((puff) => puff.size[0] > 200);
    expect(sheets.length).toBeGreaterThanOrEqual(8);
  });

  it('stands some clouds in the arc the arrival looks into', () => {
    const { position, target } = beachVillaFixture.arrival.viewpoint;
    const look = [target[0] - position[0], target[2] - position[2]];
    const inView = cloudPuffs(beachVillaFixture, { cloudCover: 0.15, isNight: false }).filter(
      ({ center: [x, , z] }) =>
        (x * (look[0] ?? 0) + z * (look[1] ?? 0)) /
          Math.hypot(x, z) /
          Math.hypot(look[0] ?? 0, look[1] ?? 0) >
        Math.cos((40 * Math.PI) / 180),
    );
    expect(inView.length).toBeGreaterThanOrEqual(3);
  });

  it('spends fewer puffs on the lean detail of the low quality tier', () => {
    expect(cloudPuffs(beachVillaFixture, day, 'lean').length).toBeLessThan(
      cloudPuffs(beachVillaFixture, day).length * 0.7,
    );
  });

  it('paints a puff that is dense in the middle, clear at its edges and lit from above', () => {
    const pixels = cloudPuffPixels();
    const at = (i: number, j: number, channel: number) => pixels[(j * 128 + i) * 4 + channel] ?? 0;
    expect(at(64, 64, 3)).toBeGreaterThan(200);
    expect(at(0, 0, 3)).toBe(0);
    expect(at(127, 127, 3)).toBe(0);
    // Upper rows (larger j: the texture's v runs up) are brighter than lower ones.
    expect(at(64, 100, 0)).toBeGreaterThan(at(64, 40, 0));
  });
});
