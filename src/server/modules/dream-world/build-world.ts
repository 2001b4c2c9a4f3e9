import type { Answers } from '#shared/questionnaire';
import type { WorldLevel, WorldSpec } from '#shared/worldSpec';
import { generateWorldSpec, parseWorldHints } from '#world';

/** Raw JSON text of hints for a world (decision 0023); the generator validates it. */
export type WorldHints = (answers: Answers, signal: AbortSignal) => Promise<string>;

/**
 * The world the generation job stores: the lexicon world, enriched by an AI provider's hints when
 * one is configured and the world is a full (paid) one. An Explorer (basic) world is always the
 * lexicon's alone: the free plan makes no paid AI call, and the same answers always give the same
 * basic world, which the full world's layout and props build on (decision 0023). Never throws for any answers: a provider error, an unreadable or invalid
 * answer, or the signal firing all give the lexicon world (`source: 'lexicon'`), because a user
 * who paid for a world should get one even when the AI service is down.
 */
export async function buildWorldSpec(input: {
  answers: Answers;
  level: WorldLevel;
  /** The AI provider's hints (the AI service's `worldHints`); none with the offline writer. */
  worldHints: WorldHints | undefined;
  signal: AbortSignal;
}): Promise<WorldSpec> {
  const { answers, level, signal } = input;
  const lexiconWorld = () => generateWorldSpec(answers, { level });
  const worldHints = level === 'full' ? input.worldHints : undefined;
  if (!worldHints || signal.aborted) return lexiconWorld();
  try {
    const raw = await raceWithSignal(worldHints(answers, signal), signal);
    return generateWorldSpec(answers, { level, hints: parseWorldHints(raw) });
  } catch {
    // The reason (provider down, bad JSON, schema) changes nothing for the user: same fallback.
    return lexiconWorld();
  }
}

/** Rejects as soon as the signal fires, even if a provider ignores it. */
function raceWithSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
