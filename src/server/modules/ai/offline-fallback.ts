import type { FastifyBaseLogger } from 'fastify';
import { affirmationCount } from '#shared/ai';
import { practiceLimits } from '#shared/practice';
import type { Answers } from '#shared/questionnaire';
import type { WorldCategory } from '#shared/worldSpec';
import {
  affirmationProblem,
  answersContext,
  gentlerProblem,
  manifestoProblem,
  rephraseProblem,
  woopFieldProblem,
} from './output-checks';
import {
  type AiProvider,
  AiProviderError,
  type Rejected,
  type RephraseInput,
  type WoopText,
} from './providers/provider';

/** Which provider wrote an answer: the configured one, or the offline writer that stood in. */
type Source = AiProvider['name'];

const woopFields = ['wish', 'outcome', 'obstacle', 'planIf', 'planThen'] as const;

/**
 * The configured provider, whichever it is, held to the offline writer's standard and to the
 * person's facts (decisions 0011, 0053, 0114). A model's text that fails the checks gets one retry
 * with the reason in its prompt, within the same time limit; what still fails gives way to the
 * offline writer's text for that place alone: one affirmation, one WOOP field, one gentler line. A
 * manifesto is one voice: it is checked and retried whole, and replaced whole, never mixed. For
 * every text but the rephrase a failed call gives way too (they never fail for the user); a failed
 * rephrase is the caller's to report, in the spec's words.
 */
export function withOfflineFallback(
  provider: AiProvider,
  { offline, timeoutMs, log }: { offline: AiProvider; timeoutMs: number; log: FastifyBaseLogger },
) {
  const deadline = () => AbortSignal.timeout(timeoutMs);
  /** The offline writer is what stands in; it is never retried, since it would write the same. */
  const retries = provider.name !== 'offline';

  /** The provider's answer, or null after a failure (logged), for the texts that never fail. */
  const answerOrNull = async <T>(call: () => Promise<T>, what: string): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      log.warn({ kind: error.kind, provider: provider.name }, `${what}: provider failed`);
      return null;
    }
  };

  /**
   * One text, checked; when it fails, written again once with the reason; null when the second
   * answer fails too (or the call does), for the caller's offline text.
   */
  const checkedWithRetry = async (
    first: string,
    problemOf: (text: string) => string | null,
    again: (rejected: Rejected) => Promise<string>,
    what: string,
  ): Promise<string | null> => {
    const problem = problemOf(first);
    if (!problem) return first;
    log.info({ provider: provider.name, problem, retry: retries }, `${what}: refused`);
    if (!retries) return null;
    const second = await answerOrNull(async () => (await again({ text: first, problem })).trim(), what);
    const secondProblem = second === null ? 'no answer' : problemOf(second);
    if (!secondProblem) return second;
    log.info({ provider: provider.name, problem: secondProblem }, `${what}: refused again, offline text`);
    return null;
  };

  return {
    name: provider.name,

    /** Throws the provider's AiProviderError: a rephrase that fails is reported, not replaced. */
    async rephrase(input: RephraseInput): Promise<{ text: string; source: Source }> {
      const signal = deadline();
      const first = (await provider.rephrase(input, signal)).trim();
      const text = await checkedWithRetry(
        first,
        (output) => rephraseProblem(input.text, output),
        (rejected) => provider.rephrase(input, signal, rejected),
        'rephrase',
      );
      if (text !== null) return { text, source: provider.name };
      return { text: (await offline.rephrase(input, deadline())).trim(), source: offline.name };
    },

    /**
     * Eight lines, each checked alone (and against the lines above it). The refused lines are
     * written again in one call, with their reasons; a line refused twice (or missing) is the
     * offline writer's line of its place, the others stay.
     */
    async affirmations(answers: Answers): Promise<{ lines: string[]; source: Source }> {
      const signal = deadline();
      const written = await answerOrNull(() => provider.affirmations(answers, signal), 'affirmations');
      if (written === null)
        return { lines: await offline.affirmations(answers, deadline()), source: offline.name };
      const context = answersContext(answers);
      const lines: (string | null)[] = Array.from(
        { length: affirmationCount },
        (_, at) => written[at] ?? null,
      );
      const problemAt = (line: string, at: number) =>
        affirmationProblem(line, context) ??
        (lines.some((other, before) => before < at && other?.toLowerCase() === line.toLowerCase())
          ? 'it repeats another line'
          : null);
      const refused: { at: number; rejected: Rejected }[] = [];
      lines.forEach((line, at) => {
        const problem = line === null ? 'a line was missing' : problemAt(line, at);
        if (!problem) return;
        refused.push({ at, rejected: { text: line ?? '', problem } });
        lines[at] = null;
      });
      if (refused.length > 0) {
        log.info(
          { provider: provider.name, refused: refused.map(({ at, rejected }) => [at, rejected.problem]) },
          'affirmations: lines refused',
        );
        const again = retries
          ? ((await answerOrNull(
              () =>
                provider.affirmations(
                  answers,
                  signal,
                  refused.map(({ rejected }) => rejected),
                ),
              'affirmations',
            )) ?? [])
          : [];
        refused.forEach(({ at }, index) => {
          const line = again[index];
          if (line !== undefined && !problemAt(line, at)) lines[at] = line;
        });
      }
      if (lines.every((line) => line !== null)) return { lines, source: provider.name };
      const standIns = await offline.affirmations(answers, deadline());
      const kept = lines.map((line, at) => line ?? standIns[at] ?? '');
      const fromModel = lines.some((line) => line !== null);
      return { lines: kept, source: fromModel ? provider.name : offline.name };
    },

    async manifesto(answers: Answers): Promise<{ text: string; source: Source }> {
      const signal = deadline();
      const first = await answerOrNull(() => provider.manifesto(answers, signal), 'manifesto');
      if (first !== null) {
        const context = answersContext(answers);
        const text = await checkedWithRetry(
          first,
          (output) => manifestoProblem(output, context),
          (rejected) => provider.manifesto(answers, signal, rejected),
          'manifesto',
        );
        if (text !== null) return { text, source: provider.name };
      }
      return { text: await offline.manifesto(answers, deadline()), source: offline.name };
    },

    /** A WOOP draft: the model's fields that pass, the offline writer's in the places of the others. */
    async woopDraft(answers: Answers, category: WorldCategory): Promise<WoopText> {
      const standIn = (await offline.woopDraft(answers, category, deadline())) as WoopText;
      if (!retries) return standIn;
      const written = await answerOrNull(() => provider.woopDraft(answers, category, deadline()), 'woop');
      if (written === null) return standIn;
      const context = answersContext(answers);
      const draft = { ...standIn };
      for (const field of woopFields) {
        const text = written[field];
        const problem =
          text === undefined
            ? 'missing'
            : woopFieldProblem(field, text, context, practiceLimits.woopFieldMax);
        if (text !== undefined && !problem) draft[field] = text;
        else log.info({ provider: provider.name, field, problem }, 'woop: field refused, offline field');
      }
      return draft;
    },

    /** "I don't believe this yet": the model's gentler line, retried once, else the offline one. */
    async gentler(line: string, answers: Answers): Promise<string> {
      if (retries) {
        const signal = deadline();
        const first = await answerOrNull(
          async () => (await provider.gentler(line, signal)).trim(),
          'gentler',
        );
        if (first !== null) {
          const context = answersContext(answers);
          const text = await checkedWithRetry(
            first,
            (output) => gentlerProblem(line, output, context),
            (rejected) => provider.gentler(line, signal, rejected),
            'gentler',
          );
          if (text !== null) return text;
        }
      }
      return offline.gentler(line, deadline());
    },
  };
}
