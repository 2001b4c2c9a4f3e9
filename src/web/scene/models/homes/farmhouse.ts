import { floorHeight } from '#world';
import { roofColors } from '../materialColors';
import { gableRoof, shedRoof } from '../roofs';
import { buildCasale } from './casale';
import type { HomeContext } from './context';

/** The farmhouse: see the scene's home models (docs/decisions/0043). */
export function buildFarmhouse(context: HomeContext) {
  // A stone farmhouse is a Tuscan casale, not a clapboard farm (docs/decisions/0087-desert-casale-snow.md).
  if (context.home.walls === 'stone') return buildCasale(context);
  const { builder, home, width, depth, floors, rise, top } = context;
  const mainW = width * 0.6;
  const barnW = width - mainW - 0.5;
  builder.block({ x: -width / 2 + mainW / 2, z: 0, width: mainW, depth, y: 0, floors }, { door: true });
  builder.roof(
    home.roof === 'flat' ? 'gable' : home.roof,
    -width / 2 + mainW / 2,
    0,
    mainW,
    depth,
    top,
    rise,
  );
  builder.chimney(-width / 2 + mainW * 0.25, -depth * 0.1, top + rise);
  // A red timber barn beside the house (a stone farm is a casale, above).
  const barnX = width / 2 - barnW / 2;
  builder.parts.matte.box(barnW, floorHeight * 1.4, depth * 0.9, barnX, 0, -depth * 0.05, '#a63d32');
  builder.parts.matte.box(barnW * 0.55, 2.8, 0.15, barnX, 0, depth * 0.4 + 0.02, '#f3eee4');
  builder.parts.matte.add(gableRoof(barnW + 0.8, depth * 0.9 + 0.8, 2.6), '#5b4a42', {
    position: [barnX, floorHeight * 1.4, -depth * 0.05],
  });
  // A porch across the house's front.
  builder.parts.matte.box(mainW, 0.35, 2.4, -width / 2 + mainW / 2, 0, depth / 2 + 1.2, builder.accent);
  builder.parts.matte.add(
    shedRoof(mainW + 0.4, 2.8, 0.7),
    home.roof === 'terracotta' ? roofColors.terracotta : roofColors.gable,
    {
      position: [-width / 2 + mainW / 2, 2.9, depth / 2 + 1.3],
    },
  );
}
