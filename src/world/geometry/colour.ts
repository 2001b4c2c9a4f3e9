/**
 * Colour arithmetic for the ground's tint (ground-tint.ts), in plain numbers: a colour is linear
 * sRGB, as three.js's `Color` holds it, and every operation here repeats `Color`'s own steps in
 * the same order (hex → linear, lerp, HSL offset in the working space), so the terrain the scene
 * draws and the ground the view judge classifies are the same colours to the last bit. A test in
 * the scene holds the two to exact equality.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const srgbToLinear = (c: number) =>
  c < 0.04045 ? c * 0.0773993808 : (c * 0.9478672986 + 0.0521327014) ** 2.4;

/** A `#rrggbb` (or `#rgb`) colour as linear RGB. */
export function hexColour(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const value = Number.parseInt(full, 16);
  return {
    r: srgbToLinear(((value >> 16) & 255) / 255),
    g: srgbToLinear(((value >> 8) & 255) / 255),
    b: srgbToLinear((value & 255) / 255),
  };
}

export function copyColour(out: Rgb, from: Rgb): Rgb {
  out.r = from.r;
  out.g = from.g;
  out.b = from.b;
  return out;
}

export function lerpColour(out: Rgb, to: Rgb, alpha: number): Rgb {
  out.r += (to.r - out.r) * alpha;
  out.g += (to.g - out.g) * alpha;
  out.b += (to.b - out.b) * alpha;
  return out;
}

function hueToRgb(p: number, q: number, t: number): number {
  let h = t;
  if (h < 0) h += 1;
  if (h > 1) h -= 1;
  if (h < 1 / 6) return p + (q - p) * 6 * h;
  if (h < 1 / 2) return q;
  if (h < 2 / 3) return p + (q - p) * 6 * (2 / 3 - h);
  return p;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));
const wrap01 = (value: number) => ((value % 1) + 1) % 1;

/** `Color.offsetHSL`: to HSL, add, back to RGB. */
export function offsetHsl(out: Rgb, dh: number, ds: number, dl: number): Rgb {
  const { r, g, b } = out;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let hue = 0;
  let saturation = 0;
  const lightness = (min + max) / 2;
  if (min !== max) {
    const delta = max - min;
    saturation = lightness <= 0.5 ? delta / (max + min) : delta / (2 - max - min);
    if (max === r) hue = (g - b) / delta + (g < b ? 6 : 0);
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
    hue /= 6;
  }
  const h = wrap01(hue + dh);
  const s = clamp01(saturation + ds);
  const l = clamp01(lightness + dl);
  if (s === 0) {
    out.r = l;
    out.g = l;
    out.b = l;
    return out;
  }
  const p = l <= 0.5 ? l * (1 + s) : l + s - l * s;
  const q = 2 * l - p;
  out.r = hueToRgb(q, p, h + 1 / 3);
  out.g = hueToRgb(q, p, h);
  out.b = hueToRgb(q, p, h - 1 / 3);
  return out;
}
