import type { Biome, Palette } from '#shared/worldSpec';
import { colorModifiers, colorWords } from '../language/color-words';
import { fitText } from '../language/text';
import { adjust, hexToHsl, mix } from './color-math';
import type { Random } from './random';
import type { Occurrence, Scan } from './scan-answers';

/** Each biome's own plants and ground, the base every palette is blended onto. */
const biomeBase: Record<Biome, { foliage: string; ground: string }> = {
  beach: { foliage: '#5f9e5a', ground: '#e8d5a4' },
  island: { foliage: '#3f9a4f', ground: '#e6d3a0' },
  mountains: { foliage: '#3f6b45', ground: '#7c8a6a' },
  forest: { foliage: '#2f6b3a', ground: '#5b6b3a' },
  lake: { foliage: '#4a8a4f', ground: '#7fa860' },
  countryside: { foliage: '#5a9a48', ground: '#8bb65e' },
  desert: { foliage: '#8a9a5b', ground: '#d9b27c' },
  snow: { foliage: '#2f5a46', ground: '#eef3f7' },
  city: { foliage: '#4f8a55', ground: '#8d8f93' },
};

interface Harmony {
  primary: string;
  secondary: string;
  accent: string;
  biomes: readonly Biome[];
}

/** Hand-picked harmonies for worlds whose answers name no colour, each for the biomes it suits. */
const harmonies: readonly Harmony[] = [
  { primary: '#f4efe6', secondary: '#2f7fb8', accent: '#e0a458', biomes: ['beach', 'island', 'desert'] },
  { primary: '#eef0ea', secondary: '#7fa7a3', accent: '#e8b04a', biomes: ['beach', 'island', 'lake'] },
  { primary: '#fbf6ec', secondary: '#2aa198', accent: '#f28c6b', biomes: ['island', 'beach'] },
  {
    primary: '#8a5a3c',
    secondary: '#e9e4da',
    accent: '#c8553d',
    biomes: ['mountains', 'forest', 'snow', 'lake'],
  },
  { primary: '#6b4a33', secondary: '#dfe6ea', accent: '#d9a441', biomes: ['mountains', 'snow'] },
  { primary: '#efe6d2', secondary: '#7d9a6b', accent: '#c96f5b', biomes: ['countryside', 'forest', 'lake'] },
  { primary: '#a6432f', secondary: '#f1ece1', accent: '#3f5b3a', biomes: ['countryside'] },
  { primary: '#d8b48a', secondary: '#8c5a3c', accent: '#3f8f8a', biomes: ['desert'] },
  { primary: '#2e3440', secondary: '#c0c6cf', accent: '#d4af37', biomes: ['city'] },
  { primary: '#dfe7ee', secondary: '#4a5a6a', accent: '#e07a5f', biomes: ['city', 'desert'] },
];

export interface NamedColor {
  name: string;
  hex: string;
}

/** The colour an occurrence names, with a modifier just before it applied ("light blue"). */
export function colorOf(occurrence: Occurrence, scan: Scan): NamedColor | null {
  const base = colorWords[occurrence.value];
  if (!base) return null;
  const tokens = scan.tokens[occurrence.question] ?? [];
  const before = tokens[occurrence.first - 1];
  const first = tokens[occurrence.first];
  const last = tokens[occurrence.end - 1];
  const text = scan.texts[occurrence.question];
  const modifier = before && first && !first.afterBreak ? colorModifiers[before.key] : undefined;
  const start = modifier && before ? before.start : (first?.start ?? 0);
  const name = fitText(text.slice(start, last?.end ?? start).toLowerCase(), 30);
  const hex = modifier ? adjust(base, { l: modifier.lightness, s: modifier.saturation }) : base;
  return name ? { name, hex } : null;
}

/** Colour words that end a compound name: "coral pink", "lagoon blue" are one colour each. */
const hues = new Set([
  'red',
  'pink',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'violet',
  'white',
  'black',
  'grey',
  'gray',
  'brown',
]);

/**
 * "Coral pink": a colour word right before a hue, in one phrase, names one colour (between the two),
 * not two. The compounds the word list knows whole ("sky blue") never get here.
 */
function compoundColor(occurrence: Occurrence, next: Occurrence | undefined, scan: Scan): NamedColor | null {
  if (!next || next.question !== occurrence.question || next.first !== occurrence.end) return null;
  const tokens = scan.tokens[occurrence.question] ?? [];
  if (tokens[next.first]?.afterBreak || !hues.has(next.value) || hues.has(occurrence.value)) return null;
  const first = colorOf(occurrence, scan);
  const hue = colorWords[next.value];
  const last = tokens[next.end - 1];
  if (!first || !hue || !last) return null;
  const start = tokens[occurrence.first]?.start ?? 0;
  const modified = first.name.split(' ').length > occurrence.end - occurrence.first;
  const from = modified ? (tokens[occurrence.first - 1]?.start ?? start) : start;
  const name = fitText(scan.texts[occurrence.question].slice(from, last.end).toLowerCase(), 30);
  return name ? { name, hex: mix(first.hex, hue, 0.35) } : null;
}

/** The colours the colors answer names, in the order written, without repeats (at most 6). */
export function answerColors(scan: Scan): NamedColor[] {
  const found: NamedColor[] = [];
  const occurrences = scan.colors.filter((occurrence) => occurrence.question === 'colors');
  for (let index = 0; index < occurrences.length; index++) {
    const occurrence = occurrences[index] as Occurrence;
    const compound = compoundColor(occurrence, occurrences[index + 1], scan);
    // The hue is part of the compound, not a colour of its own.
    if (compound) index++;
    const color = compound ?? colorOf(occurrence, scan);
    if (color && !found.some((item) => item.hex === color.hex || item.name === color.name)) found.push(color);
    if (found.length === 6) break;
  }
  return found;
}

const isGreenish = (hex: string) => {
  const { h, s, l } = hexToHsl(hex);
  return h >= 70 && h <= 170 && s > 0.2 && l > 0.12 && l < 0.85;
};

export function derivePalette(scan: Scan, biome: Biome, random: Random): Palette {
  const base = biomeBase[biome];
  const jitter = random.range(-6, 6);
  const foliageBase = adjust(base.foliage, { h: jitter });
  const colors = answerColors(scan);
  if (colors.length === 0) {
    const suited = harmonies.filter((harmony) => harmony.biomes.includes(biome));
    const harmony = random.pick(suited.length > 0 ? suited : harmonies);
    return {
      primary: harmony.primary,
      secondary: harmony.secondary,
      accent: harmony.accent,
      foliage: foliageBase,
      ground: base.ground,
      source: 'harmony',
      names: [],
    };
  }
  const [first, second, third] = colors as [NamedColor, NamedColor | undefined, NamedColor | undefined];
  const primary = first.hex;
  // One colour: a gentle neighbour (lighter, a little along the wheel) and a warm or cool pop.
  const secondary = second?.hex ?? adjust(primary, { h: random.pick([-30, 30]), l: 0.12, s: -0.1 });
  // Two colours: the second again, in a lightness that stands out from it (pale yellow → gold).
  const accent =
    third?.hex ??
    (second
      ? adjust(second.hex, hexToHsl(second.hex).l > 0.55 ? { l: -0.2, s: 0.15 } : { l: 0.18 })
      : adjust(primary, { h: random.pick([150, 180, 210]), s: 0.05 }));
  const green = colors.find((color) => isGreenish(color.hex));
  return {
    primary,
    secondary,
    accent,
    // The biome's own plants, leaning towards a green the user named.
    foliage: green ? mix(foliageBase, green.hex, 0.5) : foliageBase,
    // The ground stays the biome's, with a breath of the user's second colour.
    ground: mix(base.ground, secondary, 0.12),
    source: 'answer',
    names: colors.map((color) => color.name),
  };
}
