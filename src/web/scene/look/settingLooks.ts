/**
 * The art direction per setting (docs/decisions/0045-art-direction.md): how the ground, the air,
 * the water and the colour grade of each setting look. One row per setting; a setting the table
 * does not know yet takes the row of the closest family it names (`family`), then the fallback,
 * so a new setting draws sensibly before its own row is written — and one row is all it needs.
 */

/** The surface the ground's material imitates (grain, sparkle, moss patches, paving joints). */
export const groundKinds = ['grass', 'sand', 'snow', 'rock', 'moss', 'litter', 'paving'] as const;
export type GroundKind = (typeof groundKinds)[number];

export interface ColourGrade {
  /** 1 = unchanged; above 1 richer colours, below 1 more muted. */
  saturation: number;
  /** -1..1: cooler (blue) to warmer (amber) highlights. */
  warmth: number;
  /** Colour the shadows lean to (a dream's shadows are never grey). */
  shadowTint: string;
  /** 0..1: how much the shadows take that tint. */
  shadowTintAmount: number;
  /** Gentle S-curve, 0 = none. */
  contrast: number;
}

export interface SettingLook {
  ground: GroundKind;
  grade: ColourGrade;
  /**
   * Colour the horizon haze and fog lean to, and how far (0..1): `withSettingHaze` (atmosphere.ts)
   * tints the horizon with it at the horizon's own brightness.
   */
  haze: string;
  hazeAmount: number;
  /** Ground-hugging fog: density per metre at the ground, and how fast it thins with height (m). */
  heightFog: { density: number; falloff: number };
  /** Open water: the waves' height (m) and how much of the sky it mirrors at grazing angles. */
  water: { waveHeight: number; reflection: number };
}

const fallback: SettingLook = {
  ground: 'grass',
  grade: { saturation: 1.08, warmth: 0.12, shadowTint: '#4a5a8c', shadowTintAmount: 0.18, contrast: 0.08 },
  haze: '#e8dcc8',
  hazeAmount: 0.15,
  heightFog: { density: 0.0012, falloff: 14 },
  water: { waveHeight: 0.09, reflection: 0.45 },
};

const looks: Record<string, SettingLook> = {
  beach: {
    ground: 'sand',
    grade: { saturation: 1.14, warmth: 0.18, shadowTint: '#3d6f9e', shadowTintAmount: 0.2, contrast: 0.06 },
    haze: '#f3e6d2',
    hazeAmount: 0.2,
    heightFog: { density: 0.0009, falloff: 10 },
    water: { waveHeight: 0.12, reflection: 0.35 },
  },
  island: {
    ground: 'sand',
    grade: { saturation: 1.16, warmth: 0.16, shadowTint: '#2f6f9a', shadowTintAmount: 0.2, contrast: 0.06 },
    haze: '#eef2e4',
    hazeAmount: 0.18,
    heightFog: { density: 0.0009, falloff: 10 },
    water: { waveHeight: 0.13, reflection: 0.35 },
  },
  mountains: {
    ground: 'rock',
    grade: { saturation: 1.04, warmth: 0.02, shadowTint: '#3c4e86', shadowTintAmount: 0.24, contrast: 0.1 },
    haze: '#d6e2f0',
    hazeAmount: 0.25,
    heightFog: { density: 0.0021, falloff: 18 },
    water: { waveHeight: 0.05, reflection: 0.5 },
  },
  snow: {
    ground: 'snow',
    grade: { saturation: 0.96, warmth: -0.08, shadowTint: '#5066b0', shadowTintAmount: 0.3, contrast: 0.08 },
    haze: '#e4ecf6',
    hazeAmount: 0.35,
    heightFog: { density: 0.0024, falloff: 16 },
    water: { waveHeight: 0.03, reflection: 0.5 },
  },
  forest: {
    ground: 'moss',
    grade: { saturation: 1.06, warmth: 0.06, shadowTint: '#2f5a5a', shadowTintAmount: 0.22, contrast: 0.1 },
    haze: '#dfe8d6',
    hazeAmount: 0.25,
    heightFog: { density: 0.0028, falloff: 12 },
    water: { waveHeight: 0.04, reflection: 0.45 },
  },
  // A humid rainforest: deep saturated greens, shadows leaning to a wet teal, green-grey haze and a
  // mist that rises high (a long falloff) so it lies between the canopy's layers, not only on the
  // ground (docs/decisions/0092-rainforest-layers.md).
  rainforest: {
    ground: 'litter',
    grade: { saturation: 1.26, warmth: 0.02, shadowTint: '#1f5a4a', shadowTintAmount: 0.3, contrast: 0.12 },
    haze: '#c9dccb',
    hazeAmount: 0.4,
    heightFog: { density: 0.0026, falloff: 26 },
    water: { waveHeight: 0.04, reflection: 0.4 },
  },
  lake: {
    ground: 'grass',
    grade: { saturation: 1.06, warmth: 0.04, shadowTint: '#3e5a8e', shadowTintAmount: 0.22, contrast: 0.08 },
    haze: '#e0e8ee',
    hazeAmount: 0.25,
    heightFog: { density: 0.0024, falloff: 10 },
    water: { waveHeight: 0.04, reflection: 0.45 },
  },
  countryside: fallback,
  // Tuscany at dawn: warm honey light, lavender shadows, and a mist that lies in the valleys
  // between the vineyard hills (a short falloff) so their crests stand out of it, ridge behind
  // ridge (docs/decisions/0087-desert-casale-snow.md).
  'vineyard-hills': {
    ground: 'grass',
    grade: { saturation: 1.12, warmth: 0.24, shadowTint: '#6a5a8e', shadowTintAmount: 0.2, contrast: 0.08 },
    haze: '#f2d8b0',
    hazeAmount: 0.25,
    heightFog: { density: 0.0016, falloff: 8 },
    water: { waveHeight: 0.04, reflection: 0.45 },
  },
  desert: {
    ground: 'sand',
    grade: { saturation: 1.14, warmth: 0.3, shadowTint: '#8a5a4a', shadowTintAmount: 0.12, contrast: 0.1 },
    haze: '#f2d9b6',
    hazeAmount: 0.3,
    heightFog: { density: 0.0007, falloff: 8 },
    water: { waveHeight: 0.04, reflection: 0.45 },
  },
  city: {
    ground: 'paving',
    grade: { saturation: 1.02, warmth: 0.08, shadowTint: '#40489a', shadowTintAmount: 0.26, contrast: 0.12 },
    haze: '#d9d6e4',
    hazeAmount: 0.3,
    heightFog: { density: 0.0017, falloff: 30 },
    water: { waveHeight: 0.05, reflection: 0.45 },
  },
};

/**
 * Settings whose name says which row they resemble, for a setting without its own row yet
 * ("snowy-mountains" looks like snow before it has its own look). First match wins.
 */
const families: [RegExp, string][] = [
  [/snow|tundra|arctic|aurora|glacier|ski/, 'snow'],
  [/desert|canyon|dune|mesa|savanna/, 'desert'],
  [/beach|coast|island|cliff|sea/, 'beach'],
  [/city|canal|urban|town/, 'city'],
  [/mountain|alpine|peak/, 'mountains'],
  [/forest|jungle|rainforest|wood/, 'forest'],
  [/lake|river|valley/, 'lake'],
];

export function settingLookOf(setting: string): SettingLook {
  const own = looks[setting];
  if (own) return own;
  const family = families.find(([pattern]) => pattern.test(setting))?.[1];
  return (family && looks[family]) || fallback;
}

/**
 * The look of a world: its setting's own row when it has one (the vineyard hills), else its
 * biome's, so a setting gets its own look without moving the worlds that share its biome.
 */
export function worldLookOf(terrain: { setting: string; biome: string }): SettingLook {
  return looks[terrain.setting] ?? settingLookOf(terrain.biome);
}

/** The settings that have a row of their own (for tests: every biome of the spec has one). */
export const settingsWithOwnLook = Object.keys(looks);
