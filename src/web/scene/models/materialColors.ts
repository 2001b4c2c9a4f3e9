import { Color } from 'three';
import type { Material, RoofKind } from '#shared/worldSpec';

/** The look of each building material: a base colour, and whether it is shiny or see-through. */
export const materialLook: Record<Material, { color: string; finish: 'matte' | 'polished' | 'glass' }> = {
  wood: { color: '#9c6b43', finish: 'matte' },
  stone: { color: '#bba78c', finish: 'matte' },
  glass: { color: '#9cc7dc', finish: 'glass' },
  concrete: { color: '#cfccc5', finish: 'matte' },
  'white-stucco': { color: '#f6f2ea', finish: 'matte' },
  brick: { color: '#b65a40', finish: 'matte' },
  marble: { color: '#f1ede6', finish: 'polished' },
  steel: { color: '#8e98a3', finish: 'polished' },
  adobe: { color: '#c98f62', finish: 'matte' },
};

export const roofColors: Record<RoofKind, string> = {
  gable: '#5d6168',
  hip: '#6e4f45',
  terracotta: '#c4673f',
  flat: '#d9d6cf',
  shed: '#4f565e',
};

/** A material's colour warmed slightly towards the palette, so the home belongs to its world. */
export function tinted(base: string, tint: string, amount: number): Color {
  return new Color(base).lerp(new Color(tint), amount);
}
