import type { RephraseStyle, RephraseTone } from '#shared/ai';
import type { WoopDraft } from '#shared/practice';
import type { Answers } from '#shared/questionnaire';
import type { WorldCategory } from '#shared/worldSpec';

export interface RephraseInput {
  text: string;
  tone: RephraseTone;
  style: RephraseStyle;
}

/** What a model wrote before and why it was refused: the one retry a text gets (decision 0114). */
export interface Rejected {
  text: string;
  problem: string;
}

/** A WOOP plan's five fields (docs/product.md §10). */
export type WoopText = Omit<WoopDraft, 'category'>;

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
 * honours `signal` (the request timeout). `rejected` is a model's second chance: what it wrote
 * and why that was refused (decision 0114); the offline writer, which is not retried, ignores it.
 */
export interface AiProvider {
  readonly name: 'offline' | 'gemini' | 'openai';
  rephrase(input: RephraseInput, signal: AbortSignal, rejected?: Rejected): Promise<string>;
  /**
   * The affirmation lines (docs/product.md §4), cleaned by model-output.ts; with `rejected`, only
   * as many new lines as were refused, to take their places.
   */
  affirmations(answers: Answers, signal: AbortSignal, rejected?: readonly Rejected[]): Promise<string[]>;
  /** The manifesto; a model's is trimmed and capped by model-output.ts. */
  manifesto(answers: Answers, signal: AbortSignal, rejected?: Rejected): Promise<string>;
  /** A WOOP plan's first draft for one category; a model's fields are read from its JSON. */
  woopDraft(answers: Answers, category: WorldCategory, signal: AbortSignal): Promise<Partial<WoopText>>;
  /** "I don't believe this yet": a gentler, process-based version of the line. */
  gentler(line: string, signal: AbortSignal, rejected?: Rejected): Promise<string>;
  /**
   * Raw JSON text of hints for the dream world (decision 0023); the generator validates it.
   * Optional: the offline provider has no model to ask, and the lexicon alone builds its world.
   */
  worldHints?(answers: Answers, signal: AbortSignal): Promise<string>;
}
