import { roofColors } from '../materialColors';
import { shedRoof } from '../roofs';
import type { HomeContext } from './context';

/** The cabin: see the scene's home models (docs/decisions/0043). */
export function buildCabin({ builder, home, width, depth, floors, rise, top }: HomeContext) {
  builder.block({ x: 0, z: 0, width, depth, y: 0, floors }, { door: true });
  // Log courses: darker bands make the wood read as logs from a distance.
  const logs = builder.wall.clone().multiplyScalar(0.78);
  for (let y = 0.7; y < top - 0.2; y += 0.7) {
    builder.parts.matte.box(width + 0.3, 0.12, 0.12, 0, y, depth / 2 + 0.02, logs);
    builder.parts.matte.box(width + 0.3, 0.12, 0.12, 0, y, -depth / 2 - 0.02, logs);
  }
  builder.roof(home.roof === 'flat' ? 'gable' : home.roof, 0, 0, width, depth, top, Math.max(rise, 3.2));
  builder.chimney(width * 0.3, -depth * 0.15, top + Math.max(rise, 3.2));
  // The porch: deck, posts and a lean-to roof.
  builder.parts.matte.box(width * 0.9, 0.35, 2.6, 0, 0, depth / 2 + 1.3, builder.accent);
  for (const sx of [-1, 1])
    builder.parts.matte.box(0.3, 2.6, 0.3, sx * width * 0.42, 0.35, depth / 2 + 2.4, builder.accent);
  builder.parts.matte.add(shedRoof(width * 0.95, 3, 0.9), roofColors.gable, {
    position: [0, 2.95, depth / 2 + 1.4],
  });
}
