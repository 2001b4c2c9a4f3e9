import { DataTexture, LinearFilter, LinearMipmapLinearFilter, RGBAFormat } from 'three';
import { fbm, smoothstep } from '#world';

/** Side of the puff texture, pixels: soft enough to be small (64 KB). */
const size = 128;

/**
 * One soft cloud puff, drawn at run time (no image ships): alpha is its density — a round heap
 * with a frayed edge and a flatter base — and red is how much of the sun its face catches (the
 * top and the upper side lit, the underside in shade), roughened by the same noise so the light
 * falls in brush-like patches. Green is a second, finer noise the shader uses to vary puffs.
 */
export function cloudPuffPixels(seed = 93): Uint8Array {
  const data = new Uint8Array(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const u = ((i + 0.5) / size) * 2 - 1;
      const v = ((j + 0.5) / size) * 2 - 1;
      const n = fbm(seed, u * 2.6 + 5, v * 2.6 + 5, 5);
      const r = Math.hypot(u, v * 1.1);
      // A frayed edge, and a base that is cut flatter than the top is rounded.
      const edge = 1 - smoothstep(0.35, 0.95, r + n * 0.3);
      const base = smoothstep(-0.78, -0.35, v + n * 0.12);
      const density = edge * base;
      // A sphere's normal lit from above and a little in front.
      const nz = Math.sqrt(Math.max(0, 1 - Math.min(1, r * r)));
      const lit = Math.min(1, Math.max(0, 0.3 + 0.65 * v + 0.2 * nz + n * 0.3));
      const index = (j * size + i) * 4;
      data[index] = Math.round(lit * 255);
      data[index + 1] = Math.round((fbm(seed + 1, u * 6, v * 6, 3) * 0.5 + 0.5) * 255);
      data[index + 2] = 0;
      data[index + 3] = Math.round(density * 255);
    }
  }
  return data;
}

export function cloudPuffTexture(): DataTexture {
  const texture = new DataTexture(cloudPuffPixels(), size, size, RGBAFormat);
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}
