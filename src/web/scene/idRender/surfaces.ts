/**
 * The ID render's surfaces and their flat colours (sRGB 0–255, far apart so antialiased edges
 * still classify): what a pixel-level test can ask of a view — is the water there, the snow, the
 * sand, the skyline; is the home or a prop seen? (docs/decisions/0048-gallery-and-pixel-checks.md).
 * The terrain is split by its own colour into snow, sand and the rest.
 */
export const idSurfaces = {
  sky: [0, 0, 0],
  terrain: [0, 255, 255],
  snow: [255, 255, 255],
  sand: [255, 255, 0],
  water: [0, 0, 255],
  home: [255, 0, 0],
  prop: [0, 255, 0],
  plant: [255, 0, 255],
  skyline: [128, 128, 128],
} as const satisfies Record<string, readonly [number, number, number]>;

export type IdSurface = keyof typeof idSurfaces;

/** The tag World puts on a group or mesh (userData.surface); untagged things vanish in the ID render. */
export type TaggedSurface = Exclude<IdSurface, 'sky' | 'snow' | 'sand'>;

/** Share of each surface in an RGB(A) pixel buffer, each pixel given to the nearest colour. */
export function surfaceShares(pixels: Uint8Array | Buffer, channels: number): Record<IdSurface, number> {
  const names = Object.keys(idSurfaces) as IdSurface[];
  const counts = Object.fromEntries(names.map((name) => [name, 0])) as Record<IdSurface, number>;
  const total = Math.floor(pixels.length / channels);
  for (let i = 0; i < total; i++) {
    const r = pixels[i * channels] ?? 0;
    const g = pixels[i * channels + 1] ?? 0;
    const b = pixels[i * channels + 2] ?? 0;
    let best: IdSurface = 'sky';
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const name of names) {
      const [cr, cg, cb] = idSurfaces[name];
      const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = name;
      }
    }
    counts[best] += 1;
  }
  for (const name of names) counts[name] /= total || 1;
  return counts;
}
