import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '#server/http-errors';
import {
  type AffirmationsResult,
  affirmationAnswerKeys,
  aiMessages,
  defaultAffirmations,
  type ManifestoResult,
  type RephraseResult,
} from '#shared/ai';
import { errorCodes } from '#shared/api';
import { type Answers, isAnswered } from '#shared/questionnaire';
import { offlineAffirmations } from '#world/writer/affirmations';
import { offlineManifesto } from '#world/writer/manifesto';
import type { Entitlements } from '../payments/entitlements';
import type { QuestionnaireService } from '../questionnaire/service';
import { type AiProvider, AiProviderError, type RephraseInput } from './providers/provider';

const affirmationCount = 8;
const maxLineLength = 300;
const maxOutputLength = 4000;

/**
 * Spec §4: split by line, drop empty lines, trim, keep at most 8, fill the shortfall from the
 * defaults. Also drops list markers ("1.", "-", "*") models like to add, and caps line length.
 */
export function postProcessAffirmations(raw: string): string[] {
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
    .map((line) => line.slice(0, maxLineLength));
  for (let index = lines.length; index < affirmationCount; index++)
    lines.push(defaultAffirmations[index] ?? '');
  return lines;
}

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
  provider: AiProvider;
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
  entitlements,
  questionnaires,
  timeoutMs,
  log,
}: AiServiceOptions) {
  const answersFor = async (userId: string, questionnaireId: string | undefined): Promise<Answers> =>
    (await questionnaires.answersSource(userId, questionnaireId)).answers;

  /** Affirmations and manifesto never fail for the user: a provider failure falls back to offline. */
  const withFallback = async <T>(
    call: (signal: AbortSignal) => Promise<T>,
    what: string,
  ): Promise<T | null> => {
    if (provider.name === 'offline') return null;
    try {
      return await call(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      log.warn(
        { kind: error instanceof AiProviderError ? error.kind : 'unexpected', provider: provider.name },
        `${what}: provider failed, using the offline generator`,
      );
      return null;
    }
  };

  return {
    async rephrase(input: RephraseInput): Promise<RephraseResult> {
      try {
        const text = await provider.rephrase(input, AbortSignal.timeout(timeoutMs));
        return { text: text.trim().slice(0, maxOutputLength), source: provider.name };
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
      const answers = await answersFor(userId, questionnaireId);
      const universal = {
        affirmations: [...defaultAffirmations],
        personalised: false,
        source: 'default' as const,
      };
      if (!(await entitlements.has(userId, 'personalisedAffirmations'))) return universal;
      if (!affirmationAnswerKeys.some((key) => isAnswered(answers[key]))) return universal;
      const raw = await withFallback((signal) => provider.affirmations(answers, signal), 'affirmations');
      if (raw !== null)
        return { affirmations: postProcessAffirmations(raw), personalised: true, source: provider.name };
      return { affirmations: offlineAffirmations(answers), personalised: true, source: 'offline' };
    },

    async manifesto(userId: string, questionnaireId?: string): Promise<ManifestoResult> {
      const answers = await answersFor(userId, questionnaireId);
      if (!Object.values(answers).some((answer) => isAnswered(answer))) {
        throw notFound('Answer the questionnaire first: your manifesto is written from your answers.');
      }
      const text = await withFallback((signal) => provider.manifesto(answers, signal), 'manifesto');
      if (text !== null) return { manifesto: text.trim().slice(0, maxOutputLength), source: provider.name };
      return { manifesto: offlineManifesto(answers), source: 'offline' };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
