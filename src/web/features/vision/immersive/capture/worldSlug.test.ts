import { describe, expect, it } from 'vitest';
import { worldSlug } from './worldSlug';

describe('worldSlug', () => {
  it('names files after the world in plain ASCII', () => {
    expect(worldSlug("Sofia's Dream World")).toBe('sofias-dream-world');
    expect(worldSlug('Amélie’s Dream World')).toBe('amelies-dream-world');
    expect(worldSlug('Jürgen Straße 🌊 Dream World')).toBe('jurgen-strasse-dream-world');
    expect(worldSlug('  Zoë & Łukasz — Dream World!! ')).toBe('zoe-lukasz-dream-world');
  });

  it('falls back to dream-world when nothing is left', () => {
    expect(worldSlug('🌴🌊✨')).toBe('dream-world');
    expect(worldSlug('夢の世界')).toBe('dream-world');
    expect(worldSlug('')).toBe('dream-world');
  });

  it('stays short and never ends with a dash', () => {
    const slug = worldSlug(`${'very '.repeat(30)}long title`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});
