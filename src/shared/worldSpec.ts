import { z } from 'zod';

/**
 * The dream world as data (docs/architecture.md §5): everything the 3D scene draws and the vision page says
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

/**
 * Where the world is, as precisely as people describe it (docs/decisions/0040). The setting is
 * what the scene draws (landform, vegetation, water) and what the texts name; `biome` is the
 * coarser family it belongs to, kept for what only needs that (and for worlds stored before
 * settings existed, whose setting is read back from their biome).
 */
export const settings = [
  'beach',
  'cliff-coast',
  'island',
  'lakeside',
  'canal-city',
  'city',
  'desert',
  'canyon',
  'snowy-mountains',
  'alpine-meadow',
  'rainforest',
  'pine-forest',
  'countryside',
  'vineyard-hills',
  'savanna',
  'tundra',
  'river-valley',
] as const;
export type Setting = (typeof settings)[number];

/** The biome family of each setting. */
export const settingBiome: Record<Setting, Biome> = {
  beach: 'beach',
  'cliff-coast': 'island',
  island: 'island',
  lakeside: 'lake',
  'canal-city': 'city',
  city: 'city',
  desert: 'desert',
  canyon: 'desert',
  'snowy-mountains': 'snow',
  'alpine-meadow': 'mountains',
  rainforest: 'forest',
  'pine-forest': 'forest',
  countryside: 'countryside',
  'vineyard-hills': 'countryside',
  savanna: 'countryside',
  tundra: 'snow',
  'river-valley': 'countryside',
};

/** The setting a world stored before settings existed is drawn as. */
export const settingOfBiome: Record<Biome, Setting> = {
  beach: 'beach',
  island: 'island',
  mountains: 'alpine-meadow',
  forest: 'pine-forest',
  lake: 'lakeside',
  countryside: 'countryside',
  desert: 'desert',
  snow: 'snowy-mountains',
  city: 'city',
};

/**
 * The climate a world's place has (docs/decisions/0110-place-from-a-gazetteer.md): from the
 * place's latitude and longitude when a gazetteer knows it, else from the words.
 */
export const climates = [
  'tropical',
  'arid',
  'high-desert',
  'subtropical',
  'mediterranean',
  'temperate-maritime',
  'continental',
  'boreal',
  'polar',
  'alpine',
] as const;
export type Climate = (typeof climates)[number];

/** The water as it looks there: a warm lagoon is not a cold grey sea, a fjord not a bay. */
export const waterKinds = [
  'none',
  'lagoon',
  'warm-sea',
  'cold-sea',
  'fjord',
  'lake',
  'river',
  'canal',
] as const;
export type WaterKind = (typeof waterKinds)[number];

export const coastKinds = ['none', 'reef', 'sand', 'shingle', 'rocks', 'cliffs'] as const;
export type CoastKind = (typeof coastKinds)[number];

/** The plants that belong to a climate and region, as people would name them. */
export const floraKinds = [
  'coconut-palm',
  'date-palm',
  'banana',
  'tree-fern',
  'jungle-tree',
  'mangrove',
  'acacia',
  'baobab',
  'saguaro',
  'prickly-pear',
  'agave',
  'barrel-cactus',
  'creosote',
  'juniper',
  'pinyon-pine',
  'sagebrush',
  'olive',
  'cypress',
  'umbrella-pine',
  'lavender',
  'live-oak',
  'oak',
  'beech',
  'hawthorn',
  'gorse',
  'heather',
  'birch',
  'maple',
  'spruce',
  'pine',
  'larch',
  'dwarf-willow',
  'lichen',
  'eucalyptus',
  'spinifex',
  'bamboo',
  'rock',
] as const;
export type Flora = (typeof floraKinds)[number];

export const groundKinds = [
  'sand',
  'red-rock',
  'scrub',
  'grass',
  'heather',
  'moss',
  'snow',
  'tundra',
  'forest-floor',
] as const;
export type GroundKind = (typeof groundKinds)[number];

export const placeClimateSchema = z.object({
  /** Where the climate came from: a place the gazetteer knows, the answers' climate words, or the setting alone. */
  source: z.enum(['gazetteer', 'words', 'setting']),
  /** The named place, when the gazetteer knew it. */
  place: z
    .object({
      name: z.string().min(1).max(120),
      country: z.string().length(2),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .optional(),
  climate: z.enum(climates),
  hemisphere: z.enum(['north', 'south']),
  /** Hours of daylight on the season's middle day; 24 under the midnight sun, 0 in polar night. */
  daylightHours: z.number().min(0).max(24),
  /** The sun's height at noon on that day, in degrees (negative in polar night). */
  noonSunDegrees: z.number().min(-90).max(90),
  midnightSun: z.boolean(),
  polarNight: z.boolean(),
  /** Whether the northern or southern lights are seen there in the season at all. */
  aurora: z.boolean(),
  water: z.enum(waterKinds),
  coast: z.enum(coastKinds),
  /** The plants that belong there, most common first. */
  flora: z.array(z.enum(floraKinds)).min(1).max(8),
  ground: z.enum(groundKinds),
});
export type PlaceClimate = z.infer<typeof placeClimateSchema>;

/**
 * What defines a world's place, named in the spec so the arrival must show it
 * (docs/decisions/0116-signature-elements-proven-by-the-view-judge.md): its water, the mountains or
 * fjord walls over it, a city's skyline, the aurora, an open horizon, snow, fog. Derived by rules
 * from the place's facts and the answers (src/world/spec/signature.ts); the view judge proves each
 * is in the arrival's frame (src/world/geometry/signature-seen.ts).
 */
export const signatureKinds = [
  'home',
  'water',
  'mountains',
  'skyline',
  'aurora',
  'open-horizon',
  'snow',
  'fog',
] as const;
export type SignatureKind = (typeof signatureKinds)[number];

export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof seasons)[number];

export const timesOfDay = ['dawn', 'morning', 'noon', 'golden-hour', 'sunset', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export const weatherKinds = ['clear', 'few-clouds', 'cloudy', 'mist', 'light-rain', 'snowfall'] as const;
export type WeatherKind = (typeof weatherKinds)[number];

/**
 * Home archetypes, each with its own architecture in the scene. `mansion` is the castle or manor
 * house; a penthouse crowns a tower, a houseboat floats, a treehouse stands on a trunk.
 */
export const homeStyles = [
  'villa',
  'cabin',
  'modern-glass',
  'penthouse',
  'cottage',
  'farmhouse',
  'mansion',
  'cycladic',
  'chalet',
  'adobe',
  'treehouse',
  'houseboat',
  'loft',
  'castle',
  'lighthouse',
  'yurt',
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
  'adobe',
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
  // Vehicles by kind (a `car` is a closed car; a `boat` a small motor boat).
  'convertible',
  'pickup',
  'jeep',
  'motorbike',
  'scooter',
  'cargo-bike',
  'snowmobile',
  'sailboat',
  'yacht',
  'kayak',
  // Hobbies that are things.
  'surfboard',
  'skis',
  // Work places by profession (a studio is `art`, an office `desk`, a garden `vegetable-garden`).
  'workbench',
  'kitchen',
  'lab-bench',
  'blackboard',
  'stage',
] as const;
export type PropKind = (typeof propKinds)[number];

/**
 * Where a prop stands: on the home's terrace (things that live indoors, and on a penthouse the
 * roof terrace), in the garden, on the drive (vehicles), on the dock at the water's edge, or
 * afloat (boats).
 */
export const propSites = ['terrace', 'garden', 'drive', 'dock', 'water'] as const;
export type PropSite = (typeof propSites)[number];

/** The five vision categories of the vision page's side menu (docs/product.md §2), in menu order. */
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
  /**
   * On the plot, x/z within layout.plotRadius; y = 0 on the ground, the water's surface level 0
   * too for a boat, and the terrace's floor for a prop on a raised terrace (a penthouse's roof).
   */
  position: vector3,
  site: z.enum(propSites),
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
  /** The side menu's title and description (docs/product.md §2), written from the answers. */
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
    /** The precise place (canyon, canal city, snowy mountains…): what the scene draws. */
    setting: z.enum(settings),
    /** The setting's family (see `settingBiome`). */
    biome: z.enum(biomes),
    /** Winter means snow on the ground; autumn colours the leaves. */
    season: z.enum(seasons),
    /** Seed of the procedural terrain beyond the plot (hills, dunes, peaks, buildings). */
    seed: z.number().int().min(0).max(0xffff_ffff),
    /** 0 = flat, 1 = dramatic (tall peaks, steep hills). */
    relief: z.number().min(0).max(1),
    /** Open water in view: the sea (beach, island), a lake, a river, or none. */
    water: z.enum(['none', 'sea', 'lake', 'river']),
    /** Trees and plants, 0 = bare, 1 = lush. Drawn instanced. */
    vegetation: z.number().min(0).max(1),
    /** The place's climate, light, water and plants; absent in worlds stored before it existed. */
    climate: placeClimateSchema.optional(),
  }),
  sky: z.object({
    timeOfDay: z.enum(timesOfDay),
    /** Degrees above the horizon (negative at night: the moon is up instead). */
    sunElevation: z.number().min(-30).max(90),
    /** Degrees clockwise from north (-z). */
    sunAzimuth: z.number().min(0).max(360),
    stars: z.boolean(),
    /** The northern or southern lights are in the sky: a dark night where they are seen (0116). */
    aurora: z.boolean().optional(),
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
    /** What defines the place, which the arrival shows (absent in worlds stored before 0116). */
    signature: z.array(z.enum(signatureKinds)).max(signatureKinds.length).optional(),
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

/**
 * Worlds stored before settings, seasons and prop sites existed are read back with the values
 * they were drawn with: the biome's setting, winter only in the snow, and every prop in the garden
 * (docs/decisions/0040). New fields only widen the contract, so `version` stays 1. The server calls
 * it where it reads a stored spec: the schema itself stays free of transforms, which the
 * response serializer cannot encode.
 */
export function upgradeStoredSpec(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const spec = value as Record<string, unknown>;
  const terrain = spec.terrain as Record<string, unknown> | undefined;
  const props = spec.props;
  const needsTerrain = terrain && typeof terrain === 'object' && (!terrain.setting || !terrain.season);
  const needsSites =
    Array.isArray(props) && props.some((prop) => prop && typeof prop === 'object' && !prop.site);
  if (!needsTerrain && !needsSites) return value;
  const biome = terrain?.biome as Biome | undefined;
  return {
    ...spec,
    terrain: needsTerrain
      ? {
          ...terrain,
          setting: terrain.setting ?? (biome && settingOfBiome[biome]),
          season: terrain.season ?? (biome === 'snow' ? 'winter' : 'summer'),
        }
      : terrain,
    props: needsSites
      ? (props as unknown[]).map((prop) =>
          prop && typeof prop === 'object' && !(prop as { site?: unknown }).site
            ? { ...prop, site: 'garden' }
            : prop,
        )
      : props,
  };
}

/** Every version the web can draw; today only v1. */
export const worldSpecSchema = worldSpecV1Schema;
export type WorldSpec = WorldSpecV1;

/** The scene's budgets , checked by e2e/world-budgets and reported by `npm run bench`. */
export const worldBudgets = { drawCalls: 120, triangles: 200_000, firstFrameMs: 3000 } as const;
