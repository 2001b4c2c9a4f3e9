import type { Answers } from '../../../../shared/questionnaire';
import type { WorldLevel, WorldSpec } from '../../../../shared/worldSpec';
import type { AiProvider } from '../../ai/providers/provider';
import { generateWorldSpec } from './generate-world';

/**
 * TEMPORARY placeholder with the final signature (issue 6, generator branch replaces it): the
 * lexicon world, enriched by the AI provider's validated hints when one is configured; the
 * lexicon result on any AI error. Never throws for any answers.
 */
export async function buildWorldSpec(input: {
  answers: Answers;
  level: WorldLevel;
  provider: AiProvider;
  signal: AbortSignal;
}): Promise<WorldSpec> {
  return generateWorldSpec(input.answers, { level: input.level });
}
