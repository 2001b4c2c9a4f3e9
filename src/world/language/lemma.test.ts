import { describe, expect, it } from 'vitest';
import { generateWorldSpec } from '../generate-world';
import { lemmaOf } from './lemma';

const full = (answers: Parameters<typeof generateWorldSpec>[0]) =>
  generateWorldSpec(answers, { level: 'full' });

describe('lemmas', () => {
  it('gives the dictionary form of inflected and irregular words', () => {
    expect(lemmaOf('skied')).toBe('ski');
    expect(lemmaOf('sailed')).toBe('sail');
    expect(lemmaOf('cacti')).toBe('cactus');
    expect(lemmaOf('taught')).toBe('teach');
    // Words it does not know, and keys that are not plain words, come back as they are.
    expect(lemmaOf('zzyzx')).toBe('zzyzx');
    expect(lemmaOf('4x4')).toBe('4x4');
  });

  it('lets the answers match the lexicon through any form of a word', () => {
    const skier = full({ weekends: 'We skied and skied all winter.', objects: 'Nothing much.' });
    expect(skier.props.map((prop) => prop.kind)).toContain('skis');
    const desert = full({ dream_location: 'A quiet house among giant cacti under red cliffs.' });
    expect(['desert', 'canyon', 'cliff-coast']).toContain(desert.terrain.setting);
    const teacher = full({ fulfillment: 'I taught children to read.', workday: 'I taught all morning.' });
    expect(teacher.props.map((prop) => prop.kind)).toContain('blackboard');
  });

  it('stays deterministic whatever was lemmatised before', () => {
    const answers = { dream_location: 'A chalet where we skied every winter', weekends: 'Sailed the lakes' };
    expect(full(answers)).toEqual(full(answers));
  });
});
