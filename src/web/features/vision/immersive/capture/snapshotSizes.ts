import type { Entitlement } from '#shared/plans';

export interface SnapshotSize {
  /** Part of the file name: "desktop", "phone", "desktop-4k", "phone-4k". */
  id: string;
  label: string;
  width: number;
  height: number;
  /** True when the GPU cannot draw the full size and it was scaled down to fit. */
  capped: boolean;
}

const standard = [
  { id: 'desktop', label: 'Desktop 16:9', width: 1920, height: 1080 },
  { id: 'phone', label: 'Phone wallpaper 9:16', width: 1080, height: 1920 },
] as const;
const hd = [
  { id: 'desktop-4k', label: 'Desktop 4K 16:9', width: 3840, height: 2160 },
  { id: 'phone-4k', label: 'Phone wallpaper 4K 9:16', width: 2160, height: 3840 },
] as const;

/**
 * The picture sizes the user's plan offers: full HD landscape and portrait for everyone, 4K too
 * with `hdSnapshots` (Legend). A size larger than the GPU's largest render buffer is scaled down
 * (same shape, rounded to even pixels) and marked capped so the menu can say so.
 */
export function snapshotSizes(
  entitlements: readonly Entitlement[],
  maxRenderbufferSize: number,
): SnapshotSize[] {
  const sizes = entitlements.includes('hdSnapshots') ? [...standard, ...hd] : [...standard];
  return sizes.map((size) => {
    const scale = Math.min(1, maxRenderbufferSize / Math.max(size.width, size.height));
    if (scale >= 1) return { ...size, capped: false };
    const even = (value: number) => Math.max(2, Math.floor((value * scale) / 2) * 2);
    return { ...size, width: even(size.width), height: even(size.height), capped: true };
  });
}

/** "sofias-dream-world-desktop-1920x1080.png". */
export function snapshotFileName(slug: string, size: SnapshotSize): string {
  return `${slug}-${size.id}-${size.width}x${size.height}.png`;
}
