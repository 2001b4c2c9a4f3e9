import { z } from 'zod';

/**
 * The dream world as data (DESIGN.md §5): everything the 3D scene draws and the vision page says
 * about a user's world. The server's generator derives it from the questionnaire answers; the web
 * renders it and never invents content. Versioned so a stored world can always be read back: a
 * change that old renderers cannot draw bumps `version` (and adds a new literal to the union).
 *
 * Units: metres, world space, y up. The home stands at the origin facing +z on a flat plot of
 * radius `layout.plotRadius`; every prop sits on that plot (y = 0). The terrain beyond the plot is
 * drawn procedurally by the scene from `terrain.seed`, so it never buries the home or a prop.
 */
export const worldSpecVersion = 1;

export const biomes = [
  'beach',
  'island',
  'mountains',
  'forest',
  'lake',
  'countryside',
  'desert',
  'snow',
  'city',
] as const;
export type Biome = (typeof biomes)[number];

export const timesOfDay = ['dawn', 'morning', 'noon', 'golden-hour', 'sunset', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export const weatherKinds = ['clear', 'few-clouds', 'cloudy', 'mist', 'light-rain', 'snowfall'] as const;
export type WeatherKind = (typeof weatherKinds)[number];

export const homeStyles = [
  'villa',
  'cabin',
  'modern-glass',
  'penthouse',
  'cottage',
  'farmhouse',
  'mansion',
] as const;
export type HomeStyle = (typeof homeStyles)[number];

export const homeSizes = ['cozy', 'comfortable', 'grand'] as const;
export type HomeSize = (typeof homeSizes)[number];

export const materials = [
  'wood',
  'stone',
  'glass',
  'concrete',
  'white-stucco',
  'brick',
  'marble',
  'steel',
] as const;
export type Material = (typeof materials)[number];

export const roofKinds = ['gable', 'flat', 'hip', 'terracotta', 'shed'] as const;
export type RoofKind = (typeof roofKinds)[number];

export const propKinds = [
  'car',
  'boat',
  'plane',
  'bicycle',
  'piano',
  'guitar',
  'books',
  'art',
  'flowers',
  'gym',
  'yoga-mat',
  'desk',
  'telescope',
  'fireplace',
  'hammock',
  'campfire',
  'hot-tub',
  'dog',
  'globe',
  'vegetable-garden',
] as const;
export type PropKind = (typeof propKinds)[number];

/** The five vision categories of the vision page's side menu (spec §2), in menu order. */
export const worldCategories = ['home', 'car', 'career', 'travel', 'health'] as const;
export type WorldCategory = (typeof worldCategories)[number];

export const moods = ['serene', 'joyful', 'energetic', 'romantic', 'focused', 'adventurous', 'cozy'] as const;
export type Mood = (typeof moods)[number];

export const musicKinds = [
  'none',
  'piano',
  'classical',
  'jazz',
  'acoustic',
  'electronic',
  'ambient',
  'nature',
  'pop',
] as const;
export type MusicKind = (typeof musicKinds)[number];

/** Small things drifting in the air: they set the mood and cost one instanced draw call. */
export const particleKinds = [
  'none',
  'fireflies',
  'petals',
  'sparkles',
  'leaves',
  'snowflakes',
  'dust',
] as const;
export type ParticleKind = (typeof particleKinds)[number];

/** Basic = Explorer (terrain, sky, home); full = paid plans (props and category scenes too). */
export const worldLevels = ['basic', 'full'] as const;
export type WorldLevel = (typeof worldLevels)[number];

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a #rrggbb colour in lower case');
const coordinate = z.number().finite().min(-1000).max(1000);
const vector3 = z.tuple([coordinate, coordinate, coordinate]);
const shortText = (max: number) => z.string().trim().min(1).max(max);

export const viewpointSchema = z.object({
  /** Where the camera stands and what it looks at. */
  position: vector3,
  target: vector3,
});
export type Viewpoint = z.infer<typeof viewpointSchema>;

export const paletteSchema = z.object({
  /** Walls, trim, and the colour the world is "about". */
  primary: hexColor,
  secondary: hexColor,
  accent: hexColor,
  foliage: hexColor,
  ground: hexColor,
  /** Where the colours came from: the colors answer, or a harmony chosen from the seed. */
  source: z.enum(['answer', 'harmony']),
  /** The colour words found in the answer (empty for a harmony), e.g. ["red", "gold"]. */
  names: z.array(shortText(30)).max(6),
});
export type Palette = z.infer<typeof paletteSchema>;

export const propSchema = z.object({
  kind: z.enum(propKinds),
  /** The category whose viewpoint shows it, if any (a car belongs to "car"). */
  category: z.enum(worldCategories).nullable(),
  /** On the plot, y = 0; x/z within layout.plotRadius. */
  position: vector3,
  /** Rotation about y, radians. */
  rotationY: z.number().finite().min(-7).max(7),
  /** Uniform scale, 1 = natural size. */
  scale: z.number().finite().min(0.25).max(4),
  /** Primary colour of the object (a car's paint, a boat's hull). */
  color: hexColor,
  /** What the user wrote that put it there, for the scene's labels and screen readers. */
  label: shortText(80),
});
export type WorldProp = z.infer<typeof propSchema>;

export const categoryViewSchema = z.object({
  category: z.enum(worldCategories),
  /** The side menu's title and description (spec §2), written from the answers. */
  title: shortText(60),
  description: shortText(280),
  viewpoint: viewpointSchema,
  /** False in a basic world: the menu offers the category's scene as part of a paid plan. */
  unlocked: z.boolean(),
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

const worldSpecV1Schema = z.object({
  version: z.literal(1),
  /** 32-bit seed every random choice came from (hash of the answers). */
  seed: z.number().int().min(0).max(0xffff_ffff),
  level: z.enum(worldLevels),
  /** Which generator wrote it: the keyword lexicon, or an AI provider's hints validated on top. */
  source: z.enum(['lexicon', 'ai']),
  /** "Alex's Dream World". */
  title: shortText(80),
  /**
   * The first name found in the name answer — the same one `title` uses ("I am Maya: calm…" →
   * "Maya", "Je m'appelle Amélie" → "Amélie") — or null when there is none (blank, emoji only).
   * The vision page greets it ('Welcome Home {NAME}'), so the web need not parse answers.
   */
  ownerName: z.string().trim().min(1).max(40).nullable(),
  /** Plain-language description of the whole world for screen readers and the no-WebGL fallback. */
  description: shortText(800),
  terrain: z.object({
    biome: z.enum(biomes),
    /** Seed of the procedural terrain beyond the plot (hills, dunes, peaks, buildings). */
    seed: z.number().int().min(0).max(0xffff_ffff),
    /** 0 = flat, 1 = dramatic (tall peaks, steep hills). */
    relief: z.number().min(0).max(1),
    /** Open water in view: the sea (beach, island), a lake, a river, or none. */
    water: z.enum(['none', 'sea', 'lake', 'river']),
    /** Trees and plants, 0 = bare, 1 = lush. Drawn instanced. */
    vegetation: z.number().min(0).max(1),
  }),
  sky: z.object({
    timeOfDay: z.enum(timesOfDay),
    /** Degrees above the horizon (negative at night: the moon is up instead). */
    sunElevation: z.number().min(-30).max(90),
    /** Degrees clockwise from north (-z). */
    sunAzimuth: z.number().min(0).max(360),
    stars: z.boolean(),
  }),
  weather: z.object({
    kind: z.enum(weatherKinds),
    /** 0..1: cloud cover, mist density, or rain/snow amount. */
    intensity: z.number().min(0).max(1),
  }),
  palette: paletteSchema,
  home: z.object({
    style: z.enum(homeStyles),
    size: z.enum(homeSizes),
    /** Number of floors above ground (a penthouse sits on a tower: floors counts the tower). */
    floors: z.number().int().min(1).max(40),
    walls: z.enum(materials),
    roof: z.enum(roofKinds),
    accent: z.enum(materials),
    garden: z.boolean(),
    pool: z.boolean(),
    /** Warm light in the windows (evenings, nights, or a cosy answer). */
    windowsLit: z.boolean(),
    /** "A modern glass house with a pool" — for the description and screen readers. */
    label: shortText(120),
  }),
  props: z.array(propSchema).max(24),
  ambient: z.object({
    mood: z.enum(moods),
    music: z.enum(musicKinds),
    particles: z.enum(particleKinds),
  }),
  layout: z.object({
    /** Radius of the flat plot around the home that the props stand on. */
    plotRadius: z.number().min(10).max(80),
  }),
  /** Where the visitor arrives (first_moment) and the short line shown on arrival. */
  arrival: z.object({
    viewpoint: viewpointSchema,
    caption: shortText(200),
  }),
  /** Exactly the five categories, in `worldCategories` order. */
  categories: z
    .array(categoryViewSchema)
    .length(worldCategories.length)
    .refine((views) => views.every((view, index) => view.category === worldCategories[index]), {
      message: `must list ${worldCategories.join(', ')} in that order`,
    }),
});
export type WorldSpecV1 = z.infer<typeof worldSpecV1Schema>;

/** Every version the web can draw; today only v1. */
export const worldSpecSchema = worldSpecV1Schema;
export type WorldSpec = WorldSpecV1;

/** The scene's budgets (issue 6), checked by e2e/world-budgets and reported by `npm run bench`. */
export const worldBudgets = { drawCalls: 120, triangles: 200_000, firstFrameMs: 3000 } as const;
