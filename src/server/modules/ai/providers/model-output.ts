import { affirmationCount, affirmationLineMax } from '#shared/ai';
import type { WoopText } from './provider';

/** The longest manifesto (or other free text) kept from a model. */
export const modelTextMax = 4000;

/**
 * A model's affirmations as lines (docs/product.md §4): split by line, drop empty lines, trim, keep
 * at most `count` (8), cap each line's length. Also drops list markers ("1.", "-", "*") and
 * quotes models like to add. A shortfall is the caller's to fill, slot by slot, from the offline
 * writer (decision 0114). The offline writer's lines need none of this.
 */
export function affirmationLines(raw: string, count: number = affirmationCount): string[] {
  return raw
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-*•]|\d+[.)])\s*/u, '')
        .replace(/^["“](.*)["”]$/u, '$1')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .slice(0, count)
    .map((line) => line.slice(0, affirmationLineMax));
}

/** A model's free text, trimmed and capped. */
export const modelText = (raw: string) => raw.trim().slice(0, modelTextMax);

const woopFields = ['wish', 'outcome', 'obstacle', 'planIf', 'planThen'] as const;

/**
 * The fields of a model's WOOP draft, from its JSON (code fences tolerated); a field that is
 * missing or not text is left out, for the offline writer's field to take its place.
 */
export function woopText(raw: string): Partial<WoopText> {
  const json = raw.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const fields: Partial<WoopText> = {};
  for (const field of woopFields) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) fields[field] = value.trim();
  }
  return fields;
}
