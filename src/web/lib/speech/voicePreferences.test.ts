import { describe, expect, it } from 'vitest';
import {
  clampRate,
  loadPreferences,
  orderVoices,
  resolveVoiceURI,
  savePreferences,
} from './voicePreferences';

const voice = (name: string, lang: string, isDefault = false) => ({
  voiceURI: name,
  name,
  lang,
  default: isDefault,
});

describe('voice preferences', () => {
  it('offers voices of the page language first, the default one leading', () => {
    const voices = [
      voice('Anna', 'de-DE', true),
      voice('Zoe', 'en-GB'),
      voice('Alex', 'en-US'),
      voice('Amélie', 'fr'),
    ];
    expect(orderVoices(voices, 'en').map((item) => item.name)).toEqual(['Zoe', 'Alex', 'Anna', 'Amélie']);
    expect(
      orderVoices([voice('B', 'en-US'), voice('A', 'en-US', true)], 'en-US').map((item) => item.name),
    ).toEqual(['A', 'B']);
  });

  it('keeps a stored voice only while the browser has it', () => {
    expect(resolveVoiceURI([voice('Zoe', 'en-GB')], 'Zoe')).toBe('Zoe');
    expect(resolveVoiceURI([], 'Zoe')).toBe('');
  });

  it('clamps and snaps the rate', () => {
    expect(clampRate(3)).toBeCloseTo(1.4);
    expect(clampRate(0.1)).toBeCloseTo(0.6);
    expect(clampRate(1.04)).toBeCloseTo(1);
    expect(clampRate('fast')).toBeCloseTo(0.9);
  });

  it('round-trips through storage and survives a broken value', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    };
    expect(loadPreferences(storage)).toEqual({ voiceURI: '', rate: 0.9 });
    savePreferences(storage, { voiceURI: 'Zoe', rate: 1.2 });
    expect(loadPreferences(storage)).toEqual({ voiceURI: 'Zoe', rate: expect.closeTo(1.2) });
    store.set('dreamlife:voice', '{not json');
    expect(loadPreferences(storage)).toEqual({ voiceURI: '', rate: 0.9 });
  });
});
