import { BufferGeometry, Color, Float32BufferAttribute } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { cellTriangles, groundTint, type TerrainShape, terrainCells, terrainGrid } from '#world';

/**
 * The ground as one low-poly mesh: a grid whose cells grow with the distance from the home (fine
 * around the plot, coarse on the horizon), every triangle coloured on its own so the facets read
 * crisply, and the colour chosen by height, slope, wetness and biome from the palette.
 */

export function buildTerrain(
  spec: Pick<WorldSpec, 'terrain' | 'palette' | 'layout' | 'home'>,
  shape: TerrainShape,
): BufferGeometry {
  // The grid and each facet's colour are the world's (terrainGrid, groundTint): the view judge
  // meets the very facets drawn here and reads what each is from the very colour painted on it.
  const grid = terrainGrid(spec, shape);
  const { xs, zs, ys, wets } = grid;
  const cells = terrainCells;
  const tint = groundTint(spec, shape.waterLevel);
  const positions = new Float32Array(cells * cells * 18);
  const colors = new Float32Array(cells * cells * 18);
  const color = new Color();
  let offset = 0;
  const pushTriangle = (a: number, b: number, c: number) => {
    const ax = xs[a] ?? 0;
    const ay = ys[a] ?? 0;
    const az = zs[a] ?? 0;
    const bx = xs[b] ?? 0;
    const by = ys[b] ?? 0;
    const bz = zs[b] ?? 0;
    const cx = xs[c] ?? 0;
    const cy = ys[c] ?? 0;
    const cz = zs[c] ?? 0;
    positions[offset] = ax;
    positions[offset + 1] = ay;
    positions[offset + 2] = az;
    positions[offset + 3] = bx;
    positions[offset + 4] = by;
    positions[offset + 5] = bz;
    positions[offset + 6] = cx;
    positions[offset + 7] = cy;
    positions[offset + 8] = cz;
    // Slope from the face normal's y (1 = flat).
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const vx = cx - ax;
    const vy = cy - ay;
    const vz = cz - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const flatness = Math.abs(ny) / (Math.hypot(nx, ny, nz) || 1);
    const mx = (ax + bx + cx) / 3;
    const my = (ay + by + cy) / 3;
    const mz = (az + bz + cz) / 3;
    const wet = ((wets[a] ?? 0) + (wets[b] ?? 0) + (wets[c] ?? 0)) / 3;
    tint(mx, my, mz, flatness, wet, color);
    for (let k = 0; k < 9; k += 3) {
      colors[offset + k] = color.r;
      colors[offset + k + 1] = color.g;
      colors[offset + k + 2] = color.b;
    }
    offset += 9;
  };

  for (let j = 0; j < cells; j++)
    for (let i = 0; i < cells; i++) for (const [a, b, c] of cellTriangles(grid, i, j)) pushTriangle(a, b, c);

  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}
