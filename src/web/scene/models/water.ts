import { BufferGeometry, Color, Float32BufferAttribute } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import type { TerrainShape } from '#world';

/**
 * Open water as one smooth mesh at the world's water level, only where the ground lies below it. Each vertex
 * carries the depth of the ground under it and a colour from that depth — pale turquoise over the
 * sand of the shallows, deep blue further out — interpolated across the cells, so the sea shades
 * smoothly instead of breaking into flat triangles (docs/decisions/0090-water-near-the-camera.md).
 * The material (look/waterMaterial.ts) draws the foam line, the ripples and the glitter from the
 * depth attribute; the surface itself is level.
 */

const cells = 90;
const reach = 360;

function warp(u: number): number {
  return Math.sign(u) * reach * Math.abs(u) ** 1.5;
}

/** The water's colours for this world: the shallows over sand, the open deep, the sand beneath. */
export function waterColours(spec: Pick<WorldSpec, 'terrain' | 'sky'>) {
  const tropical = spec.terrain.biome === 'beach' || spec.terrain.biome === 'island';
  const night = spec.sky.timeOfDay === 'night' || spec.sky.timeOfDay === 'dusk';
  const shallow = new Color(tropical ? '#45c9bd' : '#5aa9b2');
  const deep = new Color(tropical ? '#0f5f96' : '#1f5374');
  // Sand seen through a hand's depth of clear water: the shore's first metre reads warm.
  const sandy = new Color(tropical ? '#9fe0c8' : '#8fbfb4');
  if (night) for (const c of [shallow, deep, sandy]) c.multiplyScalar(0.5);
  return { shallow, deep, sandy };
}

export function buildWater(
  spec: Pick<WorldSpec, 'terrain' | 'sky'>,
  shape: TerrainShape,
): BufferGeometry | null {
  if (spec.terrain.water === 'none') return null;
  const { shallow, deep, sandy } = waterColours(spec);

  const size = cells + 1;
  const xs = new Float32Array(size * size);
  const zs = new Float32Array(size * size);
  const depth = new Float32Array(size * size);
  for (let j = 0; j < size; j++)
    for (let i = 0; i < size; i++) {
      const index = j * size + i;
      const x = warp((i / cells) * 2 - 1);
      const z = warp((j / cells) * 2 - 1);
      xs[index] = x;
      zs[index] = z;
      depth[index] = shape.waterLevel - shape.height(x, z);
    }

  const positions: number[] = [];
  const colors: number[] = [];
  const depths: number[] = [];
  const color = new Color();
  const triangle = (a: number, b: number, c: number) => {
    // Skip facets over dry land: they would only be hidden by the terrain anyway.
    if ((depth[a] ?? 0) < -0.3 && (depth[b] ?? 0) < -0.3 && (depth[c] ?? 0) < -0.3) return;
    for (const v of [a, b, c]) {
      const d = depth[v] ?? 0;
      color.copy(sandy).lerp(shallow, Math.min(1, Math.max(0, d / 1.2)));
      color.lerp(deep, Math.min(1, Math.max(0, (d - 1.2) / 4)));
      positions.push(xs[v] ?? 0, shape.waterLevel, zs[v] ?? 0);
      colors.push(color.r, color.g, color.b);
      depths.push(d);
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
  geometry.setAttribute('depth', new Float32BufferAttribute(depths, 1));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}
