import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '#server/http-errors';
import {
  type AffirmationDoubtResult,
  type AffirmationsResult,
  affirmationAnswerKeys,
  affirmationCount,
  affirmationLineMax,
  aiMessages,
  defaultAffirmations,
  type ManifestoResult,
  type RephraseResult,
} from '#shared/ai';
import { errorCodes } from '#shared/api';
import { type Answers, isAnswered } from '#shared/questionnaire';
import { gentlerAffirmation, offlineAffirmations, offlineManifesto, rephraseOffline } from '#world';
import type { Entitlements } from '../payments/entitlements';
import type { QuestionnaireService } from '../questionnaire/service';
import { affirmationProblem, manifestoProblem, rephraseProblem } from './output-checks';
import { type AiProvider, AiProviderError, type RephraseInput } from './providers/provider';
import type { AiRepository } from './repository';

const maxLineLength = affirmationLineMax;
const maxOutputLength = 4000;
/** The doubts of the default list, for users whose lines are not written from a questionnaire. */
const universalScope = 'universal';

/**
 * docs/product.md §4: split by line, drop empty lines, trim, keep at most 8, fill the shortfall from the
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

  /** A provider's lines that fail the writing checks give way to the offline line of the same place. */
  const checkedLines = (raw: string, answers: Answers): string[] => {
    const lines = postProcessAffirmations(raw);
    const offline = offlineAffirmations(answers);
    const seen = new Set<string>();
    return lines.map((line, index) => {
      const problem = affirmationProblem(line, answers) ?? (seen.has(line.toLowerCase()) ? 'repeated' : null);
      const kept = problem ? (offline[index] ?? line) : line;
      if (problem)
        log.info(
          { provider: provider.name, problem, line: index },
          'affirmation replaced by the offline line',
        );
      seen.add(kept.toLowerCase());
      return kept;
    });
  };

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
        const text = (await provider.rephrase(input, AbortSignal.timeout(timeoutMs))).trim();
        if (provider.name === 'offline') return { text: text.slice(0, maxOutputLength), source: 'offline' };
        // A model's rephrase that loses the facts or breaks the writing rules is not shown.
        const problem = rephraseProblem(input.text, text);
        if (!problem) return { text: text.slice(0, maxOutputLength), source: provider.name };
        log.info({ provider: provider.name, problem }, 'rephrase replaced by the offline writer');
        return {
          text: rephraseOffline(input.text, input.tone, input.style).slice(0, maxOutputLength),
          source: 'offline',
        };
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
      const raw = await withFallback((signal) => provider.affirmations(answers, signal), 'affirmations');
      if (raw !== null) {
        return withDoubts(userId, scope, {
          affirmations: checkedLines(raw, answers),
          personalised: true,
          source: provider.name,
        });
      }
      return withDoubts(userId, scope, {
        affirmations: offlineAffirmations(answers),
        personalised: true,
        source: 'offline',
      });
    },

    /**
     * "I don't believe this yet": the line at `position` gives way to a gentler, process-based
     * version written by the offline writer, kept for this user and questionnaire.
     */
    async doubtAffirmation(
      userId: string,
      body: { questionnaireId?: string; position: number; text: string },
    ): Promise<AffirmationDoubtResult> {
      const { scope } = await answersFor(userId, body.questionnaireId);
      const gentler = gentlerAffirmation(body.text).slice(0, maxLineLength);
      await repository.saveDoubt({ userId, scope, position: body.position, original: body.text, gentler });
      return { position: body.position, text: gentler };
    },

    async manifesto(userId: string, questionnaireId?: string): Promise<ManifestoResult> {
      const { answers } = await answersFor(userId, questionnaireId);
      if (!Object.values(answers).some((answer) => isAnswered(answer))) {
        throw notFound('Answer the questionnaire first: your manifesto is written from your answers.');
      }
      const text = await withFallback((signal) => provider.manifesto(answers, signal), 'manifesto');
      if (text !== null) {
        const manifesto = text.trim().slice(0, maxOutputLength);
        const problem = manifestoProblem(manifesto, answers);
        if (!problem) return { manifesto, source: provider.name };
        log.info({ provider: provider.name, problem }, 'manifesto replaced by the offline writer');
      }
      return { manifesto: offlineManifesto(answers), source: 'offline' };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
