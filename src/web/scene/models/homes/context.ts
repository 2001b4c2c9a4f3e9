import type { WorldSpec } from '#shared/worldSpec';
import type { HomeBuilder } from '../homeBuilder';

/** What every archetype's builder gets: the builder, the spec's home and the box it must fill. */
export interface HomeContext {
  builder: HomeBuilder;
  home: WorldSpec['home'];
  palette: WorldSpec['palette'];
  /** `homeDimensions`: the generator keeps props and cameras clear of exactly this box. */
  width: number;
  depth: number;
  floors: number;
  /** Height of the roof above the top floor. */
  rise: number;
  /** Top of the top floor. */
  top: number;
}
