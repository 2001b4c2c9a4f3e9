import type { WorldSpec } from '#shared/worldSpec';
import { worldLookOf } from './look/settingLooks';

/**
 * When the open water is drawn as ice (docs/decisions/0095-treehouse-ice-haze.md): a lake in a
 * world where snow lies — a winter world (the generator makes "frozen", "snowy", "ski"… winter, and
 * only where snow can lie) or a setting whose ground is snow. A river keeps flowing under snow and
 * the sea does not freeze, so both stay water.
 */
export function waterIsIce(
  terrain: Pick<WorldSpec['terrain'], 'water' | 'season' | 'setting' | 'biome'>,
): boolean {
  if (terrain.water !== 'lake') return false;
  return terrain.season === 'winter' || worldLookOf(terrain).ground === 'snow';
}
