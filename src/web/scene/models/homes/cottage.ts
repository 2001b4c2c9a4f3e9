import { roofColors } from '../materialColors';
import { gableRoof } from '../roofs';
import type { HomeContext } from './context';

/** The cottage: see the scene's home models (docs/decisions/0043). */
export function buildCottage({ builder, home, width, depth, floors, rise, top }: HomeContext) {
  builder.block({ x: 0, z: 0, width, depth, y: 0, floors }, { door: true, shutters: true });
  const steep = Math.max(rise, 3.4);
  builder.roof(home.roof === 'flat' ? 'gable' : home.roof, 0, 0, width, depth, top, steep);
  builder.chimney(-width * 0.3, 0, top + steep);
  // A dormer on the front slope.
  builder.parts.matte.box(1.8, 1.5, 1.6, 0, top + 0.4, depth * 0.22, builder.wall);
  builder.parts.matte.add(
    gableRoof(2.2, 2, 0.9).rotateY(Math.PI / 2),
    roofColors[home.roof] ?? roofColors.gable,
    {
      position: [0, top + 1.9, depth * 0.22],
    },
  );
  builder.parts.windows.box(0.9, 0.9, 0.1, 0, top + 0.7, depth * 0.22 + 0.82, '#ffffff');
}
