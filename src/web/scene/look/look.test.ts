import { describe, expect, it } from 'vitest';
import { biomes, timesOfDay, weatherKinds } from '#shared/worldSpec';
import { atmosphereOf } from '../atmosphere';
import { sandLightOf, snowLightOf } from './groundMaterial';
import { pixelRatioRange, qualitySettings, tierAfterFrames, tierFromDevice } from './quality';
import { groundKinds, settingLookOf, settingsWithOwnLook, worldLookOf } from './settingLooks';
import { gradeKey, lookChunks } from './shaderLook';
import { worldGradeOf } from './worldGrade';

const spec = (biome: string, timeOfDay = 'noon', kind = 'clear', intensity = 0.5) =>
  ({
    terrain: { biome },
    sky: { timeOfDay },
    weather: { kind, intensity },
  }) as unknown as Parameters<typeof worldGradeOf>[0];

describe('setting looks', () => {
  it('gives every setting of the spec a look of its own', () => {
    for (const biome of biomes) expect(settingsWithOwnLook, biome).toContain(biome);
  });

  it("takes a setting's own look only where it has one, else its biome's", () => {
    const tuscany = worldLookOf({ setting: 'vineyard-hills', biome: 'countryside' });
    expect(tuscany).not.toEqual(settingLookOf('countryside'));
    expect(tuscany.grade.warmth).toBeGreaterThan(settingLookOf('countryside').grade.warmth);
    // A cliff coast on an island keeps the island's look (its family would be the beach's).
    expect(worldLookOf({ setting: 'cliff-coast', biome: 'island' })).toEqual(settingLookOf('island'));
  });

  it('warms sand under a cool dawn sky, not under a warm sunset, and little at night', () => {
    const air = (timeOfDay: string, sunElevation: number) =>
      atmosphereOf({
        sky: { timeOfDay, sunElevation, sunAzimuth: 120, stars: false },
        weather: { kind: 'clear', intensity: 0 },
      } as Parameters<typeof atmosphereOf>[0]);
    const dawn = sandLightOf(air('dawn', 6));
    expect(dawn.r).toBeGreaterThan(0.15);
    expect(dawn.r).toBeGreaterThan(dawn.g);
    expect(dawn.g).toBeGreaterThan(dawn.b);
    expect(sandLightOf(air('sunset', 4)).r).toBe(0);
    expect(sandLightOf(air('night', -20)).r).toBeLessThan(dawn.r / 2);
  });

  it('lights snow nearly white on the sunny side and sky-blue on the shaded side', () => {
    const air = atmosphereOf({
      sky: { timeOfDay: 'golden-hour', sunElevation: 10, sunAzimuth: 220, stars: false },
      weather: { kind: 'clear', intensity: 0 },
    });
    const { sun, shade } = snowLightOf(air);
    expect(sun.r - sun.b).toBeLessThan(0.25 * sun.r);
    expect(sun.r).toBeGreaterThan(0.3);
    expect(shade.b).toBeGreaterThan(shade.r * 1.5);
  });

  it('draws the ground each setting is made of', () => {
    expect(settingLookOf('beach').ground).toBe('sand');
    expect(settingLookOf('desert').ground).toBe('sand');
    expect(settingLookOf('snow').ground).toBe('snow');
    expect(settingLookOf('city').ground).toBe('paving');
    expect(settingLookOf('forest').ground).toBe('moss');
    expect(settingLookOf('mountains').ground).toBe('rock');
    for (const biome of biomes) expect(groundKinds).toContain(settingLookOf(biome).ground);
  });

  it('lets a setting without a row borrow the look of the family its name says', () => {
    expect(settingLookOf('snowy-mountains')).toBe(settingLookOf('snow'));
    expect(settingLookOf('tundra-aurora')).toBe(settingLookOf('snow'));
    expect(settingLookOf('canyon')).toBe(settingLookOf('desert'));
    expect(settingLookOf('canal-city')).toBe(settingLookOf('city'));
    expect(settingLookOf('jungle-river')).toBe(settingLookOf('forest'));
    expect(settingLookOf('cliff-above-sea')).toBe(settingLookOf('beach'));
    // Nothing recognisable: the gentle countryside look.
    expect(settingLookOf('somewhere-new')).toBe(settingLookOf('countryside'));
  });
});

describe('world grade', () => {
  it('is defined and bounded for every setting, time of day and weather', () => {
    for (const biome of biomes)
      for (const time of timesOfDay)
        for (const weather of weatherKinds) {
          const grade = worldGradeOf(spec(biome, time, weather, 1));
          expect(grade.saturation).toBeGreaterThanOrEqual(0.6);
          expect(grade.saturation).toBeLessThanOrEqual(1.4);
          expect(Math.abs(grade.warmth)).toBeLessThanOrEqual(0.5);
          expect(grade.exposure).toBeGreaterThan(0.5);
          expect(grade.heightFog.density).toBeGreaterThan(0);
          expect(grade.heightFog.density).toBeLessThanOrEqual(0.006);
        }
  });

  it('warms the golden hour, cools the night, mutes rain and thickens mist', () => {
    expect(worldGradeOf(spec('beach', 'golden-hour')).warmth).toBeGreaterThan(
      worldGradeOf(spec('beach', 'noon')).warmth,
    );
    expect(worldGradeOf(spec('beach', 'night')).warmth).toBeLessThan(
      worldGradeOf(spec('beach', 'noon')).warmth,
    );
    expect(worldGradeOf(spec('lake', 'noon', 'light-rain', 1)).saturation).toBeLessThan(
      worldGradeOf(spec('lake', 'noon', 'clear', 1)).saturation,
    );
    expect(worldGradeOf(spec('lake', 'noon', 'mist', 1)).heightFog.density).toBeGreaterThan(
      worldGradeOf(spec('lake', 'noon', 'clear', 1)).heightFog.density,
    );
  });

  it('writes the grade into the tone-mapping chunk and the ground fog into the fog chunks', () => {
    const grade = worldGradeOf(spec('desert', 'sunset'));
    const chunks = lookChunks(grade);
    expect(chunks.tonemapping_pars_fragment).toContain('NeutralToneMapping( color )');
    expect(chunks.tonemapping_pars_fragment).not.toContain(
      'vec3 CustomToneMapping( vec3 color ) { return color; }',
    );
    expect(chunks.tonemapping_pars_fragment).toContain(grade.saturation.toFixed(5));
    expect(chunks.fog_vertex).toContain('vFogHeight');
    expect(chunks.fog_fragment).toContain(grade.heightFog.density.toFixed(5));
    // A different world, a different key: the canvas gets a renderer compiled for its grade.
    expect(gradeKey(grade)).not.toBe(gradeKey(worldGradeOf(spec('snow', 'dawn'))));
  });
});

describe('quality tiers', () => {
  it('puts software rendering low, phones medium and strong desktop GPUs high', () => {
    expect(
      tierFromDevice({
        renderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)',
        touch: false,
      }),
    ).toBe('low');
    expect(tierFromDevice({ renderer: 'llvmpipe (LLVM 15.0.6, 256 bits)', touch: false })).toBe('low');
    expect(tierFromDevice({ renderer: 'Adreno (TM) 640', touch: true })).toBe('medium');
    expect(tierFromDevice({ renderer: 'Apple GPU', touch: true })).toBe('medium');
    expect(
      tierFromDevice({ renderer: 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11)', touch: false }),
    ).toBe('high');
    expect(tierFromDevice({ renderer: 'Apple M2', touch: false })).toBe('high');
    expect(tierFromDevice({ renderer: 'ANGLE (Intel, Intel(R) UHD Graphics 620)', touch: false })).toBe(
      'medium',
    );
    expect(tierFromDevice({ renderer: '', touch: false })).toBe('medium');
  });

  it('steps down once when the measured frames are slow, never up', () => {
    expect(tierAfterFrames('high', [60, 70, 80, 50, 65])).toBe('medium');
    expect(tierAfterFrames('medium', [60, 70, 80, 50, 65])).toBe('low');
    expect(tierAfterFrames('low', [200, 300])).toBe('low');
    expect(tierAfterFrames('medium', [8, 9, 10, 12])).toBe('medium');
    expect(tierAfterFrames('high', [])).toBe('high');
  });

  it('caps the pixel ratio by tier, never above the device', () => {
    expect(pixelRatioRange('low', 3)).toEqual([1, 1]);
    expect(pixelRatioRange('medium', 3)).toEqual([1, 2]);
    expect(pixelRatioRange('high', 3)).toEqual([1, 2]);
    expect(pixelRatioRange('high', 1)).toEqual([1, 1]);
    expect(qualitySettings.low.bloom).toBe(false);
    expect(qualitySettings.high.bloom).toBe(true);
  });
});
