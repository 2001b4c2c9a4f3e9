import { describe, expect, it } from 'vitest';
import { upgradeStoredSpec, worldSpecSchema } from '#shared/worldSpec';
import { generateWorldSpec } from './generate-world';
import { referenceAnswers } from './testing/reference-answers';

const beachVillaFixture = generateWorldSpec(referenceAnswers.beachVilla, { level: 'full' });

describe('worlds stored before settings, seasons and prop sites', () => {
  it('read back with the values they were drawn with', () => {
    const { setting: _setting, season: _season, ...terrain } = beachVillaFixture.terrain;
    const stored = {
      ...beachVillaFixture,
      terrain: { ...terrain, biome: 'snow' },
      props: beachVillaFixture.props.map(({ site: _site, ...prop }) => prop),
    };
    expect(worldSpecSchema.safeParse(stored).success).toBe(false);
    const upgraded = worldSpecSchema.parse(upgradeStoredSpec(stored));
    expect(upgraded.terrain).toMatchObject({ biome: 'snow', setting: 'snowy-mountains', season: 'winter' });
    expect(upgraded.props.every((prop) => prop.site === 'garden')).toBe(true);
  });

  it('leaves a current world as it is', () => {
    expect(upgradeStoredSpec(beachVillaFixture)).toBe(beachVillaFixture);
  });
});
