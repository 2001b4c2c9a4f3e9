import { affirmationCount, affirmationLineMax, defaultAffirmations } from '#shared/ai';

/** The longest manifesto (or other free text) kept from a model. */
export const modelTextMax = 4000;

/**
 * A model's affirmations as lines (docs/product.md §4): split by line, drop empty lines, trim, keep
 * at most 8, fill the shortfall from the defaults. Also drops list markers ("1.", "-", "*") models
 * like to add, and caps line length. The offline writer's lines need none of this.
 */
export function affirmationLines(raw: string): string[] {
  const lines = raw
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-*•]|\d+[.)])\s*/u, '')
        .replace(/^["“](.*)["”]$/u, '$1')
        .trim(),
    )
    .filter((line) => line.length > 0)
    .slice(0, affirmationCount)
    .map((line) => line.slice(0, affirmationLineMax));
  for (let index = lines.length; index < affirmationCount; index++)
    lines.push(defaultAffirmations[index] ?? '');
  return lines;
}

/** A model's free text, trimmed and capped. */
export const modelText = (raw: string) => raw.trim().slice(0, modelTextMax);
