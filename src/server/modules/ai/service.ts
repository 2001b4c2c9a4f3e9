import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '#server/http-errors';
import type { Entitlements } from '#server/modules/payments';
import type { QuestionnaireService } from '#server/modules/questionnaire';
import {
  type AffirmationDoubtResult,
  type AffirmationsResult,
  affirmationAnswerKeys,
  affirmationLineMax,
  aiMessages,
  defaultAffirmations,
  type ManifestoResult,
  type RephraseResult,
} from '#shared/ai';
import { errorCodes } from '#shared/api';
import { type Answers, isAnswered } from '#shared/questionnaire';
import type { WorldCategory } from '#shared/worldSpec';
import { withOfflineFallback } from './offline-fallback';
import { modelTextMax } from './providers/model-output';
import { type AiProvider, AiProviderError, type RephraseInput, type WoopText } from './providers/provider';
import type { AiRepository } from './repository';

const maxLineLength = affirmationLineMax;
/** The doubts of the default list, for users whose lines are not written from a questionnaire. */
const universalScope = 'universal';

/** The spec's texts name Gemini; the OpenAI-compatible provider gets the same texts, unnamed. */
function messageFor(
  error: AiProviderError,
  provider: AiProvider['name'],
): { status: number; message: string } {
  const neutral = (text: string) =>
    provider === 'gemini'
      ? text
      : text.replace('Gemini API configuration', 'AI provider configuration').replace(/Gemini /g, 'AI ');
  switch (error.kind) {
    case 'invalidKey':
      return { status: 503, message: neutral(aiMessages.invalidKey) };
    case 'modelNotFound':
      return { status: 503, message: neutral(aiMessages.modelNotFound) };
    case 'quota':
      return { status: 503, message: aiMessages.quota };
    case 'blocked':
      return { status: 422, message: aiMessages.blocked };
    case 'network':
      return { status: 502, message: aiMessages.network };
    case 'timeout':
      return { status: 504, message: aiMessages.fallback };
    case 'allFailed':
      return { status: 502, message: neutral(aiMessages.allModelsFailed) };
    case 'failed':
      return { status: 502, message: aiMessages.failedWith(error.detail || 'unknown error') };
  }
}

interface AiServiceOptions {
  /** The configured provider (decision 0011): Gemini, OpenAI-compatible, or the offline writer. */
  provider: AiProvider;
  /** The offline writer, which stands in wherever the provider fails or fails the checks. */
  offline: AiProvider;
  repository: AiRepository;
  /** Who has paid for what (the payments module's `app.entitlements`). */
  entitlements: Entitlements;
  questionnaires: Pick<QuestionnaireService, 'answersSource'>;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * The AI gateway's rules: which answers are read (the server's, never the client's), who gets
 * personalised text (the plan decides), and what a failure looks like to the user.
 */
export function createAiService({
  provider,
  offline,
  repository,
  entitlements,
  questionnaires,
  timeoutMs,
  log,
}: AiServiceOptions) {
  /** The answers to write from, and the questionnaire they belong to (universal: none yet). */
  const answersFor = async (
    userId: string,
    questionnaireId: string | undefined,
  ): Promise<{ answers: Answers; scope: string }> => {
    const source = await questionnaires.answersSource(userId, questionnaireId);
    return { answers: source.answers, scope: source.questionnaireId ?? universalScope };
  };

  /**
   * The gentler lines the user asked for, in the places they marked. A deterministic writer
   * (offline, defaults) gives the same line again, so the doubt applies while the line is the one
   * marked; an AI provider writes new lines each time, so the kept gentler line holds its place.
   */
  const withDoubts = async (
    userId: string,
    scope: string,
    result: Omit<AffirmationsResult, 'gentler'>,
  ): Promise<AffirmationsResult> => {
    const lines = [...result.affirmations];
    const gentler = lines.map(() => false);
    const fromModel = result.source === 'gemini' || result.source === 'openai';
    for (const doubt of await repository.listDoubts(userId, scope)) {
      const at = doubt.position;
      if (at < 0 || at >= lines.length) continue;
      if (fromModel || lines[at] === doubt.original || lines[at] === doubt.gentler) {
        lines[at] = doubt.gentler;
        gentler[at] = true;
      }
    }
    return { ...result, affirmations: lines, gentler };
  };

  const writer = withOfflineFallback(provider, { offline, timeoutMs, log });

  return {
    async rephrase(input: RephraseInput): Promise<RephraseResult> {
      try {
        const { text, source } = await writer.rephrase(input);
        // Whitespace aside, the same text: nothing to offer, and the popup says so (decision 0109).
        const unchanged = text.replace(/\s+/g, ' ').trim() === input.text.replace(/\s+/g, ' ').trim();
        return { text: text.slice(0, modelTextMax), source, unchanged };
      } catch (error) {
        if (!(error instanceof AiProviderError)) throw error;
        const { status, message } = messageFor(error, provider.name);
        log.warn({ kind: error.kind, provider: provider.name }, 'rephrase failed');
        throw new HttpError(
          status,
          status === 422 ? errorCodes.contentBlocked : errorCodes.aiProvider,
          message,
        );
      }
    },

    async affirmations(userId: string, questionnaireId?: string): Promise<AffirmationsResult> {
      const { answers, scope } = await answersFor(userId, questionnaireId);
      const universal = {
        affirmations: [...defaultAffirmations],
        personalised: false,
        source: 'default' as const,
      };
      if (!(await entitlements.has(userId, 'personalisedAffirmations'))) {
        return withDoubts(userId, scope, universal);
      }
      if (!affirmationAnswerKeys.some((key) => isAnswered(answers[key]))) {
        return withDoubts(userId, scope, universal);
      }
      const { lines, source } = await writer.affirmations(answers);
      return withDoubts(userId, scope, { affirmations: lines, personalised: true, source });
    },

    /**
     * The lines the daily practice shows three of a day (docs/product.md §10): the offline
     * writer's from the latest answers when the plan personalises affirmations, else the defaults.
     * Always the offline writer's: the same all day, and no model is paid for each visit of /today.
     */
    async practiceLines(userId: string): Promise<readonly string[]> {
      if (!(await entitlements.has(userId, 'personalisedAffirmations'))) return defaultAffirmations;
      const { questionnaireId, answers } = await questionnaires.answersSource(userId);
      if (!questionnaireId) return defaultAffirmations;
      return offline.affirmations(answers, AbortSignal.timeout(timeoutMs));
    },

    /**
     * "I don't believe this yet": the line at `position` gives way to a gentler, process-based
     * version, kept for this user and questionnaire. The configured model writes it from the line
     * (checked, retried once), the offline writer when it cannot (decision 0114).
     */
    async doubtAffirmation(
      userId: string,
      body: { questionnaireId?: string; position: number; text: string },
    ): Promise<AffirmationDoubtResult> {
      const { answers, scope } = await answersFor(userId, body.questionnaireId);
      const gentler = (await writer.gentler(body.text, answers)).slice(0, maxLineLength);
      await repository.saveDoubt({ userId, scope, position: body.position, original: body.text, gentler });
      return { position: body.position, text: gentler };
    },

    /**
     * A WOOP plan's first draft from the given answers: the configured model's for a plan that
     * personalises (as the affirmations are), field by field held to the checks, else the offline
     * writer's (decision 0114).
     */
    async woopDraft(userId: string, answers: Answers, category: WorldCategory): Promise<WoopText> {
      const personal = await entitlements.has(userId, 'personalisedAffirmations');
      if (!personal || !Object.values(answers).some((answer) => isAnswered(answer))) {
        return (await offline.woopDraft(answers, category, AbortSignal.timeout(timeoutMs))) as WoopText;
      }
      return writer.woopDraft(answers, category);
    },

    async manifesto(userId: string, questionnaireId?: string): Promise<ManifestoResult> {
      const { answers } = await answersFor(userId, questionnaireId);
      if (!Object.values(answers).some((answer) => isAnswered(answer))) {
        throw notFound('Answer the questionnaire first: your manifesto is written from your answers.');
      }
      const { text, source } = await writer.manifesto(answers);
      return { manifesto: text, source };
    },

    /**
     * The configured provider's hints for a dream world (decision 0023), or undefined when it
     * writes none: the offline writer has no model to ask, and the lexicon alone builds its world.
     */
    worldHints: provider.worldHints?.bind(provider),
  };
}

export type AiService = ReturnType<typeof createAiService>;
