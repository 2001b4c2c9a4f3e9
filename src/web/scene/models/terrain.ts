import { BufferGeometry, Color, Float32BufferAttribute } from 'three';
import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed, seededRandom, standsOnCliff } from '#world';
import { fbm, smoothstep, valueNoise } from '../noise';
import { gardenDistance, gardenEdge, sandGardenRadius } from '../sandGarden';
import { type TerrainShape, terrainRadius } from '../terrainShape';

/**
 * The ground as one low-poly mesh: a grid whose cells grow with the distance from the home (fine
 * around the plot, coarse on the horizon), every triangle coloured on its own so the facets read
 * crisply, and the colour chosen by height, slope, wetness and biome from the palette.
 */

const cells = 150;

/** Grid coordinate in [-1, 1] → metres, denser near the centre. */
function warp(u: number): number {
  return Math.sign(u) * terrainRadius * Math.abs(u) ** 1.7;
}

const sand = new Color('#e9d7ab');
const wetSand = new Color('#c7b088');
const rock = new Color('#8b8276');
const limestone = new Color('#d8ccb4');
const darkRock = new Color('#5f5a55');
const snow = new Color('#f3f6fa');
const asphalt = new Color('#6d7178');
const snowShade = new Color('#dbe5ef');
const duneCrest = new Color('#d99a5e');
const redRock = new Color('#b86d45');
const wheat = new Color('#d8c06a');
const packedEarth = new Color('#a87b55');
const fallGrass = new Color('#b09a4e');

export function buildTerrain(
  spec: Pick<WorldSpec, 'terrain' | 'palette' | 'layout' | 'home'>,
  shape: TerrainShape,
): BufferGeometry {
  const { biome } = spec.terrain;
  const plot = spec.layout.plotRadius;
  const ground = new Color(spec.palette.ground);
  const foliage = new Color(spec.palette.foliage);
  const lawn = ground.clone().lerp(foliage, 0.25).offsetHSL(0, 0.04, 0.03);
  // The vineyard hills' grass is sun-dried towards straw: a Tuscan summer, not a watered lawn.
  if (spec.terrain.setting === 'vineyard-hills') lawn.lerp(wheat, 0.5);
  // Autumn grass has lost summer's green under the turning trees (look/seasonFoliage.ts).
  else if (spec.terrain.season === 'autumn') lawn.lerp(fallGrass, 0.4);
  // A garden round the home follows its setting: a green lawn by the sea (watered, under palms),
  // a yard of packed, raked earth in the desert, where a lawn would read as a suburb dropped
  // into the sand (docs/decisions/0085-settings-look-like-their-words.md).
  const gardenRadius = sandGardenRadius(spec);
  const { waterLevel } = shape;
  const cliff = standsOnCliff(spec);
  const gardenLawn =
    biome === 'desert'
      ? ground.clone().lerp(packedEarth, 0.55)
      : foliage.clone().lerp(new Color('#86ad5e'), 0.4).offsetHSL(0, -0.08, 0);
  const random = seededRandom(mixSeed(spec.terrain.seed, 101));

  // Vertex grid with a little jitter away from the plot, so the facets are not a visible lattice.
  const size = cells + 1;
  const xs = new Float32Array(size * size);
  const zs = new Float32Array(size * size);
  const ys = new Float32Array(size * size);
  // Wetness per vertex, averaged per face: one noise lookup per vertex instead of per face.
  const wets = new Float32Array(size * size);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const index = j * size + i;
      let x = warp((i / cells) * 2 - 1);
      let z = warp((j / cells) * 2 - 1);
      const r = Math.hypot(x, z);
      if (r > plot * 1.05 && i > 0 && j > 0 && i < cells && j < cells) {
        const cell = (terrainRadius * 2) / cells;
        const jitter = Math.min(1, r / 60) * cell * 0.35;
        x += (random() - 0.5) * jitter;
        z += (random() - 0.5) * jitter;
      }
      xs[index] = x;
      zs[index] = z;
      const wet = shape.wetness(x, z);
      wets[index] = wet;
      ys[index] = shape.heightWith(x, z, wet);
    }
  }

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
    faceColor(mx, my, mz, flatness, wet, color);
    for (let k = 0; k < 9; k += 3) {
      colors[offset + k] = color.r;
      colors[offset + k + 1] = color.g;
      colors[offset + k + 2] = color.b;
    }
    offset += 9;
  };

  const variationSeed = mixSeed(spec.terrain.seed, 5);
  const strataSeed = mixSeed(spec.terrain.seed, 29);
  function faceColor(x: number, y: number, z: number, flatness: number, wet: number, out: Color) {
    const r = Math.hypot(x, z);
    const variation = valueNoise(variationSeed, x / 7, z / 7) * 0.05;
    const onPlot = r < plot * 0.97;
    const steep = 1 - smoothstep(0.55, 0.85, flatness);
    switch (biome) {
      case 'beach':
      case 'island': {
        if (y < waterLevel + 0.05 || (wet > 0.05 && y < waterLevel + 0.85))
          out.copy(wet > 0.5 ? wetSand : sand);
        else if (cliff && y < -0.05)
          // The headland's face: pale limestone in bands (its strata), greyer where it stands
          // sheer, pebbles at its foot. Sunset light warms it; a dark rock read as earth.
          out
            .copy(limestone)
            .lerp(rock, steep * 0.35 + smoothstep(-0.3, 0.3, valueNoise(strataSeed, y * 1.6, x / 9)) * 0.3)
            .lerp(sand, smoothstep(waterLevel + 1.2, waterLevel + 0.4, y) * 0.5);
        // A beach home's plot past its garden is the beach: pale sand, not a lawn's muddy cousin
        // (in low sun that read as a dark empty band between the water and the garden).
        else if (onPlot) out.copy(gardenRadius > 0 && !cliff ? sand : lawn);
        else if (y < 1.6 && wet > 0) out.copy(sand);
        else
          out
            .copy(ground)
            .lerp(foliage, smoothstep(2, 8, y) * 0.8)
            .lerp(rock, steep * 0.6 + smoothstep(30, 50, y));
        break;
      }
      case 'mountains': {
        const snowLine = 38 + fbm(spec.terrain.seed, x / 30, z / 30) * 8;
        out.copy(onPlot ? lawn : ground).lerp(foliage, onPlot ? 0 : smoothstep(2, 14, y) * 0.7);
        out.lerp(rock, Math.max(steep * 0.85, smoothstep(20, 34, y)));
        if (y > snowLine && flatness > 0.45) out.copy(snow);
        break;
      }
      case 'snow': {
        out.copy(snow).lerp(snowShade, smoothstep(0.5, 1, variation * 8 + 0.5));
        if (!onPlot) out.lerp(darkRock, steep * 0.9);
        if (onPlot) out.lerp(ground, 0.12);
        break;
      }
      case 'desert': {
        out
          .copy(sand)
          .lerp(ground, 0.45)
          .lerp(duneCrest, smoothstep(4, 14, y) * 0.4);
        out.lerp(redRock, steep * 0.8);
        break;
      }
      case 'city': {
        out.copy(onPlot ? lawn : asphalt);
        if (!onPlot && r < plot * 1.25) out.copy(lawn).lerp(asphalt, smoothstep(plot, plot * 1.25, r));
        break;
      }
      default: {
        // forest, lake, countryside: lawn on the plot, then fields or woods, then rock and snow high up.
        if (onPlot) out.copy(lawn);
        else if (biome === 'countryside') {
          // A patchwork of fields: each cell of a coarse grid gets its own shade.
          const field = fbm(
            mixSeed(spec.terrain.seed, 9),
            Math.floor(x / 22) * 3.1,
            Math.floor(z / 16) * 3.1,
            1,
          );
          out.copy(ground).lerp(field > 0.1 ? wheat : foliage, Math.abs(field) * 1.6);
        } else out.copy(ground).lerp(foliage, 0.55 + smoothstep(0, 10, y) * 0.3);
        if (wet > 0.2 && y < 0.3) out.copy(wetSand).lerp(ground, 0.3);
        out.lerp(rock, Math.max(steep * 0.7, smoothstep(30, 55, y)));
        if (y > 62 && flatness > 0.5) out.copy(snow);
      }
    }
    if (gardenRadius > 0 && y > -0.05 && y < 0.3) {
      const edge = gardenEdge(spec, gardenRadius, x, z);
      // A soft edge: faces along it take an in-between colour instead of a saw-tooth.
      out.lerp(gardenLawn, 1 - smoothstep(edge - 1.5, edge + 1.5, gardenDistance(spec, gardenRadius, x, z)));
    }
    out.offsetHSL(0, 0, variation);
  }

  for (let j = 0; j < cells; j++) {
    for (let i = 0; i < cells; i++) {
      const a = j * size + i;
      const b = a + 1;
      const c = a + size;
      const d = c + 1;
      // Alternate the diagonal so slopes don't all lean the same way.
      if ((i + j) % 2 === 0) {
        pushTriangle(a, c, b);
        pushTriangle(b, c, d);
      } else {
        pushTriangle(a, c, d);
        pushTriangle(a, d, b);
      }
    }
  }

  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}
