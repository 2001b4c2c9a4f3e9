import { describe, expect, it } from 'vitest';
import { snapshotFileName, snapshotSizes } from './snapshotSizes';

const dimensions = (sizes: ReturnType<typeof snapshotSizes>) =>
  sizes.map((size) => `${size.width}x${size.height}`);

describe('snapshot sizes', () => {
  it('offers full HD landscape and portrait without hdSnapshots (Explorer, Visionary, no entitlements yet)', () => {
    expect(dimensions(snapshotSizes([], 16384))).toEqual(['1920x1080', '1080x1920']);
    expect(dimensions(snapshotSizes(['basicWorld', 'fullWorld', 'manifesto'], 16384))).toEqual([
      '1920x1080',
      '1080x1920',
    ]);
  });

  it('adds 4K sizes with hdSnapshots (Legend)', () => {
    const sizes = snapshotSizes(['fullWorld', 'immersive', 'mirror', 'hdSnapshots'], 16384);
    expect(dimensions(sizes)).toEqual(['1920x1080', '1080x1920', '3840x2160', '2160x3840']);
    expect(sizes.every((size) => !size.capped)).toBe(true);
  });

  it("caps a size to the GPU's largest render buffer, keeping its shape, and says so", () => {
    const sizes = snapshotSizes(['hdSnapshots'], 2048);
    expect(dimensions(sizes)).toEqual(['1920x1080', '1080x1920', '2048x1152', '1152x2048']);
    expect(sizes.map((size) => size.capped)).toEqual([false, false, true, true]);
  });

  it('names the file after the world, the size and its pixels', () => {
    const [desktop, phone] = snapshotSizes([], 8192);
    expect(snapshotFileName('sofias-dream-world', desktop as never)).toBe(
      'sofias-dream-world-desktop-1920x1080.png',
    );
    expect(snapshotFileName('sofias-dream-world', phone as never)).toBe(
      'sofias-dream-world-phone-1080x1920.png',
    );
  });
});
