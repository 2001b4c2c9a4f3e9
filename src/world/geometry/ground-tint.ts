import type { WorldSpec } from '#shared/worldSpec';
import { mixSeed } from '../spec/random';
import { copyColour, hexColour, lerpColour, offsetHsl, type Rgb } from './colour';
import { fbm, smoothstep, valueNoise } from './noise';
import { gardenDistance, gardenEdge, sandGardenRadius } from './sand-garden';
import { standsOnCliff } from './world-layout';

/**
 * What the ground is at each facet, as its colour (linear RGB): chosen by height, slope, wetness
 * and biome from the palette. The scene paints each facet of the terrain with it
 * (src/web/scene/models/terrain.ts), and the view judge reads from it whether a facet is snow, sand
 * or other ground (`groundOfTint`), as the browser's ID render does from the same colour.
 */

const sand = hexColour('#e9d7ab');
const wetSand = hexColour('#c7b088');
const rock = hexColour('#8b8276');
const limestone = hexColour('#d8ccb4');
const darkRock = hexColour('#5f5a55');
const snow = hexColour('#f3f6fa');
const asphalt = hexColour('#6d7178');
const snowShade = hexColour('#dbe5ef');
const duneCrest = hexColour('#d99a5e');
const redRock = hexColour('#b86d45');
const wheat = hexColour('#d8c06a');
const packedEarth = hexColour('#a87b55');
const fallGrass = hexColour('#b09a4e');
const gardenGreen = hexColour('#86ad5e');

export type TintSpec = Pick<WorldSpec, 'terrain' | 'palette' | 'layout' | 'home'>;

/**
 * A facet's colour from its middle (x, y, z), its flatness (the normal's y, 1 = level) and its
 * wetness (0 dry, 1 under open water), written into `out`.
 */
export type GroundTint = (x: number, y: number, z: number, flatness: number, wet: number, out: Rgb) => Rgb;

export function groundTint(spec: TintSpec, waterLevel: number): GroundTint {
  const { biome } = spec.terrain;
  const plot = spec.layout.plotRadius;
  const ground = hexColour(spec.palette.ground);
  const foliage = hexColour(spec.palette.foliage);
  const lawn = offsetHsl(lerpColour(copyColour({ r: 0, g: 0, b: 0 }, ground), foliage, 0.25), 0, 0.04, 0.03);
  // The vineyard hills' grass is sun-dried towards straw: a Tuscan summer, not a watered lawn.
  if (spec.terrain.setting === 'vineyard-hills') lerpColour(lawn, wheat, 0.5);
  // Autumn grass has lost summer's green under the turning trees (look/seasonFoliage.ts).
  else if (spec.terrain.season === 'autumn') lerpColour(lawn, fallGrass, 0.4);
  // A garden round the home follows its setting: a green lawn by the sea (watered, under palms),
  // a yard of packed, raked earth in the desert, where a lawn would read as a suburb dropped
  // into the sand (docs/decisions/0085-settings-look-like-their-words.md).
  const gardenRadius = sandGardenRadius(spec);
  const cliff = standsOnCliff(spec);
  const gardenLawn =
    biome === 'desert'
      ? lerpColour({ ...ground }, packedEarth, 0.55)
      : offsetHsl(lerpColour({ ...foliage }, gardenGreen, 0.4), 0, -0.08, 0);
  const variationSeed = mixSeed(spec.terrain.seed, 5);
  const strataSeed = mixSeed(spec.terrain.seed, 29);
  const fieldSeed = mixSeed(spec.terrain.seed, 9);
  const snowLies = biome !== 'snow' && spec.terrain.climate?.ground === 'snow';

  return (x, y, z, flatness, wet, out) => {
    const r = Math.hypot(x, z);
    const variation = valueNoise(variationSeed, x / 7, z / 7) * 0.05;
    const onPlot = r < plot * 0.97;
    const steep = 1 - smoothstep(0.55, 0.85, flatness);
    switch (biome) {
      case 'beach':
      case 'island': {
        if (y < waterLevel + 0.05 || (wet > 0.05 && y < waterLevel + 0.85))
          copyColour(out, wet > 0.5 ? wetSand : sand);
        else if (cliff && y < -0.05) {
          // The headland's face: pale limestone in bands (its strata), greyer where it stands
          // sheer, pebbles at its foot. Sunset light warms it; a dark rock read as earth.
          copyColour(out, limestone);
          lerpColour(
            out,
            rock,
            steep * 0.35 + smoothstep(-0.3, 0.3, valueNoise(strataSeed, y * 1.6, x / 9)) * 0.3,
          );
          lerpColour(out, sand, smoothstep(waterLevel + 1.2, waterLevel + 0.4, y) * 0.5);
        }
        // A beach home's plot past its garden is the beach: pale sand, not a lawn's muddy cousin
        // (in low sun that read as a dark empty band between the water and the garden).
        else if (onPlot) copyColour(out, gardenRadius > 0 && !cliff ? sand : lawn);
        else if (y < 1.6 && wet > 0) copyColour(out, sand);
        else {
          copyColour(out, ground);
          lerpColour(out, foliage, smoothstep(2, 8, y) * 0.8);
          lerpColour(out, rock, steep * 0.6 + smoothstep(30, 50, y));
        }
        break;
      }
      case 'mountains': {
        const snowLine = 38 + fbm(spec.terrain.seed, x / 30, z / 30) * 8;
        copyColour(out, onPlot ? lawn : ground);
        lerpColour(out, foliage, onPlot ? 0 : smoothstep(2, 14, y) * 0.7);
        lerpColour(out, rock, Math.max(steep * 0.85, smoothstep(20, 34, y)));
        if (y > snowLine && flatness > 0.45) copyColour(out, snow);
        break;
      }
      case 'snow': {
        copyColour(out, snow);
        lerpColour(out, snowShade, smoothstep(0.5, 1, variation * 8 + 0.5));
        if (!onPlot) lerpColour(out, darkRock, steep * 0.9);
        if (onPlot) lerpColour(out, ground, 0.12);
        break;
      }
      case 'desert': {
        copyColour(out, sand);
        lerpColour(out, ground, 0.45);
        lerpColour(out, duneCrest, smoothstep(4, 14, y) * 0.4);
        lerpColour(out, redRock, steep * 0.8);
        break;
      }
      case 'city': {
        copyColour(out, onPlot ? lawn : asphalt);
        if (!onPlot && r < plot * 1.25)
          lerpColour(copyColour(out, lawn), asphalt, smoothstep(plot, plot * 1.25, r));
        break;
      }
      default: {
        // forest, lake, countryside: lawn on the plot, then fields or woods, then rock and snow high up.
        if (onPlot) copyColour(out, lawn);
        else if (biome === 'countryside') {
          // A patchwork of fields: each cell of a coarse grid gets its own shade.
          const field = fbm(fieldSeed, Math.floor(x / 22) * 3.1, Math.floor(z / 16) * 3.1, 1);
          lerpColour(copyColour(out, ground), field > 0.1 ? wheat : foliage, Math.abs(field) * 1.6);
        } else lerpColour(copyColour(out, ground), foliage, 0.55 + smoothstep(0, 10, y) * 0.3);
        if (wet > 0.2 && y < 0.3) lerpColour(copyColour(out, wetSand), ground, 0.3);
        lerpColour(out, rock, Math.max(steep * 0.7, smoothstep(30, 55, y)));
        if (y > 62 && flatness > 0.5) copyColour(out, snow);
      }
    }
    if (gardenRadius > 0 && y > -0.05 && y < 0.3) {
      const edge = gardenEdge(spec, gardenRadius, x, z);
      // A soft edge: faces along it take an in-between colour instead of a saw-tooth.
      lerpColour(
        out,
        gardenLawn,
        1 - smoothstep(edge - 1.5, edge + 1.5, gardenDistance(spec, gardenRadius, x, z)),
      );
    }
    // A cold place's winter (terrain.climate.ground, decision 0110) lies white on every level
    // face above the water, the garden too; steep faces stay rock (decision 0116).
    if (snowLies && wet < 0.05 && y > waterLevel + 0.1) {
      lerpColour(out, snow, smoothstep(0.5, 0.8, flatness));
      lerpColour(out, snowShade, smoothstep(0.5, 1, variation * 8 + 0.5) * 0.5);
    }
    return offsetHsl(out, 0, 0, variation);
  };
}

/**
 * How a facet's colour reads as a surface: snow (bright, colourless), sand (warm, pale to ochre)
 * or other ground. The browser's ID render classifies each facet with the same numbers
 * (src/web/scene/idRender/IdRender.tsx), after the same gamma.
 */
export const groundTintLimits = {
  gamma: 2.2,
  snow: { lowest: 0.78, saturation: 0.12 },
  sand: { highest: 0.5, warmth: 0.12, redOverGreen: 0.36 },
} as const;

export type GroundSurface = 'snow' | 'sand' | 'soil';

export function groundOfTint({ r, g, b }: Rgb): GroundSurface {
  const { gamma, snow, sand } = groundTintLimits;
  const cr = Math.max(r, 0) ** (1 / gamma);
  const cg = Math.max(g, 0) ** (1 / gamma);
  const cb = Math.max(b, 0) ** (1 / gamma);
  const high = Math.max(cr, cg, cb);
  const low = Math.min(cr, cg, cb);
  const saturation = high > 0 ? (high - low) / high : 0;
  if (low > snow.lowest && saturation < snow.saturation) return 'snow';
  if (high > sand.highest && cr >= cg && cg > cb && cr - cb > sand.warmth && cr - cg < sand.redOverGreen)
    return 'sand';
  return 'soil';
}
