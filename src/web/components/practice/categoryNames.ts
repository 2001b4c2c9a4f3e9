import type { WorldCategory } from '#shared/worldSpec';

/** The five dreams of docs/product.md §2 by their plain names, for headings and labels of the practice. */
export const categoryNames: Record<WorldCategory, string> = {
  home: 'Home',
  car: 'Car',
  career: 'Career',
  travel: 'Travel',
  health: 'Health',
};
