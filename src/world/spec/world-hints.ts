import { z } from 'zod';
import {
  biomes,
  homeSizes,
  homeStyles,
  materials,
  moods,
  musicKinds,
  particleKinds,
  propKinds,
  roofKinds,
  seasons,
  settings,
  timesOfDay,
  weatherKinds,
  worldCategories,
} from '#shared/worldSpec';
import { fitText } from '../language/text';

/**
 * What an AI provider may suggest about a world (decision 0023). Every field is optional: the
 * lexicon decides whatever the hints leave out, and the generator alone does the layout, so a
 * hint can change what is there but never where it stands. Texts are trimmed and cut to the
 * WorldSpec's limits; anything else that is off (an unknown biome, a colour name instead of a
 * hex) fails the whole parse and the lexicon world is used.
 */
const text = (max: number) =>
  z
    .string()
    .transform((value) => fitText(value, max))
    .pipe(z.string().min(1));

const hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/);

const categoryText = z.object({ title: text(60), description: text(280) });

export const worldHintsSchema = z.object({
  /** The precise setting; wins over `biome`, which older prompts still send. */
  setting: z.enum(settings).optional(),
  season: z.enum(seasons).optional(),
  biome: z.enum(biomes).optional(),
  water: z.enum(['none', 'sea', 'lake', 'river']).optional(),
  timeOfDay: z.enum(timesOfDay).optional(),
  weather: z.enum(weatherKinds).optional(),
  homeStyle: z.enum(homeStyles).optional(),
  homeSize: z.enum(homeSizes).optional(),
  walls: z.enum(materials).optional(),
  roof: z.enum(roofKinds).optional(),
  garden: z.boolean().optional(),
  pool: z.boolean().optional(),
  mood: z.enum(moods).optional(),
  music: z.enum(musicKinds).optional(),
  particles: z.enum(particleKinds).optional(),
  palette: z
    .object({
      primary: hex.optional(),
      secondary: hex.optional(),
      accent: hex.optional(),
      foliage: hex.optional(),
      ground: hex.optional(),
    })
    .optional(),
  props: z
    .array(z.object({ kind: z.enum(propKinds), label: text(80), color: hex.optional() }))
    .max(24)
    .optional(),
  categories: z.partialRecord(z.enum(worldCategories), categoryText).optional(),
  arrivalCaption: text(200).optional(),
  description: text(800).optional(),
});
export type WorldHints = z.infer<typeof worldHintsSchema>;

/** The JSON object in a model's answer: tolerates ```json fences and prose around the object. */
export function extractJson(raw: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(raw);
  const body = (fenced?.[1] ?? raw).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  return JSON.parse(body.slice(start, end + 1));
}

/** Raw model text → validated hints; throws on anything unusable (the caller falls back). */
export function parseWorldHints(raw: string): WorldHints {
  return worldHintsSchema.parse(extractJson(raw));
}
