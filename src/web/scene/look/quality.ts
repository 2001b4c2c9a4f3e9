/**
 * Adaptive quality (docs/decisions/0047-adaptive-quality.md): a tier chosen before the renderer
 * exists from what the device says of itself (the GPU's renderer string, a touch screen, its pixel
 * density), then lowered while it runs if its frames cost too much. The tier caps the pixel ratio
 * and turns the extras on or off; the scene's content (and so the draw-call budget) never changes.
 */

export const qualityTiers = ['low', 'medium', 'high'] as const;
export type QualityTier = (typeof qualityTiers)[number];

export interface QualitySettings {
  /** Upper bound of the canvas's pixel ratio (never above the device's own). */
  maxPixelRatio: number;
  /** Multisampled edges (the renderer's own MSAA, or the composer's when post-processing). */
  antialias: boolean;
  /** Bloom on the sun, lit windows and sparkles, through a small post-processing chain. */
  bloom: boolean;
}

export const qualitySettings: Record<QualityTier, QualitySettings> = {
  // Software rendering (SwiftShader, llvmpipe), very old GPUs: one pixel per CSS pixel, no extras.
  low: { maxPixelRatio: 1, antialias: false, bloom: false },
  // Phones and integrated GPUs: crisp on a dense screen (two pixels per CSS pixel: at 1.5 a phone's
  // canvas read as pixelated, decision 0115), no full-screen passes; a slow one steps down to low.
  medium: { maxPixelRatio: 2, antialias: true, bloom: false },
  // Discrete and Apple-silicon GPUs: the full look.
  high: { maxPixelRatio: 2, antialias: true, bloom: true },
};

export interface DeviceHints {
  /** UNMASKED_RENDERER_WEBGL, or RENDERER; empty when unknown. */
  renderer: string;
  /** A coarse pointer (a phone or tablet). */
  touch: boolean;
}

const software = /swiftshader|llvmpipe|softpipe|software|basic render|mesa offscreen/i;
const strongDesktop = /nvidia|geforce|quadro|rtx|radeon (rx|pro)|\brx ?\d{3,4}|apple m\d|apple gpu/i;
const mobileGpu = /mali|adreno|powervr|apple a\d|videocore|tegra/i;

/** The tier the device's description suggests, before any frame is drawn. */
export function tierFromDevice({ renderer, touch }: DeviceHints): QualityTier {
  if (software.test(renderer)) return 'low';
  // A phone's GPU draws a dense screen: medium even when its name sounds strong.
  if (touch || mobileGpu.test(renderer)) return 'medium';
  if (strongDesktop.test(renderer)) return 'high';
  // Integrated (Intel, unnamed) desktop GPUs.
  return 'medium';
}

/** Above this median frame cost the world steps down a tier (about 22 frames a second). */
export const slowFrameMs = 45;

/** The tier after measuring frames: one step down when the median frame costs too much. */
export function tierAfterFrames(tier: QualityTier, frameCostsMs: readonly number[]): QualityTier {
  if (frameCostsMs.length === 0) return tier;
  const sorted = [...frameCostsMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  if (median <= slowFrameMs) return tier;
  return tier === 'high' ? 'medium' : 'low';
}

/** The pixel ratio range the canvas may use on this device at this tier. */
export function pixelRatioRange(tier: QualityTier, devicePixelRatio: number): [number, number] {
  const cap = Math.min(qualitySettings[tier].maxPixelRatio, Math.max(1, devicePixelRatio));
  return [1, cap];
}

export const isQualityTier = (value: unknown): value is QualityTier =>
  typeof value === 'string' && (qualityTiers as readonly string[]).includes(value);
