import { BufferGeometry, Color, Float32BufferAttribute } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom } from '#world/random';
import { type TerrainShape, waterLevel } from '../terrainShape';

/**
 * Open water as one faceted mesh at waterLevel, only where the ground lies below it. Each facet is
 * coloured by the depth under it (turquoise shallows, deep blue further out, a pale line of surf at
 * the shore) and tilted a touch, so the sun catches some facets and the water sparkles.
 */

const cells = 90;
const reach = 360;

function warp(u: number): number {
  return Math.sign(u) * reach * Math.abs(u) ** 1.5;
}

export function buildWater(
  spec: Pick<WorldSpec, 'terrain' | 'sky'>,
  shape: TerrainShape,
): BufferGeometry | null {
  if (spec.terrain.water === 'none') return null;
  const tropical = spec.terrain.biome === 'beach' || spec.terrain.biome === 'island';
  const night = spec.sky.timeOfDay === 'night' || spec.sky.timeOfDay === 'dusk';
  const shallow = new Color(tropical ? '#63d9cf' : '#6fb3bd');
  const deep = new Color(tropical ? '#1b78a8' : '#2a5f7e');
  if (night) {
    shallow.multiplyScalar(0.5);
    deep.multiplyScalar(0.5);
  }
  const surf = new Color('#f4fbff');
  const random = seededRandom(mixSeed(spec.terrain.seed, 202));

  const size = cells + 1;
  const xs = new Float32Array(size * size);
  const zs = new Float32Array(size * size);
  const ys = new Float32Array(size * size);
  const depth = new Float32Array(size * size);
  for (let j = 0; j < size; j++)
    for (let i = 0; i < size; i++) {
      const index = j * size + i;
      const x = warp((i / cells) * 2 - 1);
      const z = warp((j / cells) * 2 - 1);
      xs[index] = x;
      zs[index] = z;
      ys[index] = waterLevel + (random() - 0.5) * 0.12;
      depth[index] = waterLevel - shape.height(x, z);
    }

  const positions: number[] = [];
  const colors: number[] = [];
  const color = new Color();
  const triangle = (a: number, b: number, c: number) => {
    const da = depth[a] ?? 0;
    const db = depth[b] ?? 0;
    const dc = depth[c] ?? 0;
    // Skip facets over dry land: they would only be hidden by the terrain anyway.
    if (da < -0.3 && db < -0.3 && dc < -0.3) return;
    const mean = (da + db + dc) / 3;
    color.copy(shallow).lerp(deep, Math.min(1, Math.max(0, mean / 4.5)));
    if (mean < 0.25) color.lerp(surf, 0.55);
    for (const v of [a, b, c]) {
      positions.push(xs[v] ?? 0, ys[v] ?? 0, zs[v] ?? 0);
      colors.push(color.r, color.g, color.b);
    }
  };
  for (let j = 0; j < cells; j++)
    for (let i = 0; i < cells; i++) {
      const a = j * size + i;
      triangle(a, a + size, a + 1);
      triangle(a + 1, a + size, a + size + 1);
    }
  if (positions.length === 0) return null;
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}
