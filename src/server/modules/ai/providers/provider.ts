import type { RephraseStyle, RephraseTone } from '#shared/ai';
import type { Answers } from '#shared/questionnaire';

export interface RephraseInput {
  text: string;
  tone: RephraseTone;
  style: RephraseStyle;
}

/** Why a provider call failed; the service maps each kind to the spec's user message (§8). */
export type AiFailureKind =
  | 'invalidKey'
  | 'modelNotFound'
  | 'quota'
  | 'blocked'
  | 'network'
  | 'timeout'
  | 'allFailed'
  | 'failed';

/** `detail` is ours (e.g. "status 500"), never the upstream body, which may echo prompts or keys. */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly kind: AiFailureKind,
    readonly detail = '',
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}

/**
 * One interface, three real implementations (offline, Gemini, OpenAI-compatible), chosen by
 * configuration and always used through the offline fallback (../offline-fallback.ts). Each call
 * honours `signal` (the request timeout).
 */
export interface AiProvider {
  readonly name: 'offline' | 'gemini' | 'openai';
  rephrase(input: RephraseInput, signal: AbortSignal): Promise<string>;
  /** The affirmation lines (docs/product.md §4); a model's are cleaned by model-output.ts. */
  affirmations(answers: Answers, signal: AbortSignal): Promise<string[]>;
  /** The manifesto; a model's is trimmed and capped by model-output.ts. */
  manifesto(answers: Answers, signal: AbortSignal): Promise<string>;
  /**
   * Raw JSON text of hints for the dream world (decision 0023); the generator validates it.
   * Optional: the offline provider has no model to ask, and the lexicon alone builds its world.
   */
  worldHints?(answers: Answers, signal: AbortSignal): Promise<string>;
}
