import { describe, expect, it } from 'vitest';
import { captionMetrics } from './snapshotCaption';

describe('a saved picture’s caption', () => {
  it('is sized as a share of the frame, so every picture size reads alike', () => {
    const desktop = captionMetrics(1920, 1080);
    const desktop4k = captionMetrics(3840, 2160);
    const phone = captionMetrics(1080, 1920);
    expect(desktop4k.titleSize).toBe(desktop.titleSize * 2);
    expect(desktop4k.lineSize).toBe(desktop.lineSize * 2);
    // The letters follow the shorter side: a phone wallpaper's title is as large as the desktop's.
    expect(phone.titleSize).toBe(desktop.titleSize);
    expect(desktop.titleSize / 1080).toBeCloseTo(0.05, 2);
    for (const metrics of [desktop, desktop4k, phone]) expect(metrics.textWidth).toBeGreaterThan(0);
    expect(phone.textWidth).toBeLessThan(1080);
    expect(phone.bottom / 1920).toBeCloseTo(0.07, 2);
  });
});
