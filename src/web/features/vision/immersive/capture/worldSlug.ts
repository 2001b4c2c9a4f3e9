/** Letters NFKD does not split into a base letter and an accent. */
const ligatures: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The file name stem for what 3D mode saves ("Sofia's Dream World" → "sofias-dream-world"):
 * plain ASCII so every system and share sheet keeps it; accents lose their marks, emoji and
 * other symbols go, and a title with nothing left falls back to "dream-world".
 */
export function worldSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[ßæœøłđþı]/g, (letter) => ligatures[letter] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // "Sofia's" → "sofias", not "sofia-s".
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'dream-world';
}
