import type { FastifyBaseLogger } from 'fastify';
import type { Answers } from '#shared/questionnaire';
import { affirmationProblem, manifestoProblem, rephraseProblem } from './output-checks';
import { type AiProvider, AiProviderError, type RephraseInput } from './providers/provider';

/** Which provider wrote an answer: the configured one, or the offline writer that stood in. */
type Source = AiProvider['name'];

/**
 * The configured provider, whichever it is, held to the offline writer's standard (decisions 0011,
 * 0053): its answer is checked, and what fails the checks gives way to the offline provider's. For
 * affirmations and the manifesto a failed call gives way too (they never fail for the user); a
 * failed rephrase is the caller's to report, in the spec's words. When the configured provider is
 * the offline writer itself, a failing check hands the text to the same writer: the answer is
 * the same, and the log says the writer missed its own checks.
 */
export function withOfflineFallback(
  provider: AiProvider,
  { offline, timeoutMs, log }: { offline: AiProvider; timeoutMs: number; log: FastifyBaseLogger },
) {
  const signal = () => AbortSignal.timeout(timeoutMs);

  /** The provider's answer, or null after a failure (logged), for the texts that never fail. */
  const answerOrNull = async <T>(
    call: (signal: AbortSignal) => Promise<T>,
    what: string,
  ): Promise<T | null> => {
    try {
      return await call(signal());
    } catch (error) {
      log.warn(
        { kind: error instanceof AiProviderError ? error.kind : 'unexpected', provider: provider.name },
        `${what}: provider failed, using the offline generator`,
      );
      return null;
    }
  };

  return {
    name: provider.name,

    /** Throws the provider's AiProviderError: a rephrase that fails is reported, not replaced. */
    async rephrase(input: RephraseInput): Promise<{ text: string; source: Source }> {
      const text = (await provider.rephrase(input, signal())).trim();
      // A rephrase that loses the facts or breaks the writing rules is not shown.
      const problem = rephraseProblem(input.text, text);
      if (!problem) return { text, source: provider.name };
      log.info({ provider: provider.name, problem }, 'rephrase replaced by the offline writer');
      return { text: (await offline.rephrase(input, signal())).trim(), source: offline.name };
    },

    /** A line that fails the checks (or repeats one above it) gives way to the offline line of its place. */
    async affirmations(answers: Answers): Promise<{ lines: string[]; source: Source }> {
      const written = await answerOrNull((signal) => provider.affirmations(answers, signal), 'affirmations');
      if (written === null)
        return { lines: await offline.affirmations(answers, signal()), source: offline.name };
      let offlineLines: Promise<string[]> | undefined;
      const seen = new Set<string>();
      const lines: string[] = [];
      for (const [index, line] of written.entries()) {
        const problem =
          affirmationProblem(line, answers) ?? (seen.has(line.toLowerCase()) ? 'repeated' : null);
        let kept = line;
        if (problem) {
          offlineLines ??= offline.affirmations(answers, signal());
          kept = (await offlineLines)[index] ?? line;
          log.info(
            { provider: provider.name, problem, line: index },
            'affirmation replaced by the offline line',
          );
        }
        seen.add(kept.toLowerCase());
        lines.push(kept);
      }
      return { lines, source: provider.name };
    },

    async manifesto(answers: Answers): Promise<{ text: string; source: Source }> {
      const text = await answerOrNull((signal) => provider.manifesto(answers, signal), 'manifesto');
      if (text !== null) {
        const problem = manifestoProblem(text, answers);
        if (!problem) return { text, source: provider.name };
        log.info({ provider: provider.name, problem }, 'manifesto replaced by the offline writer');
      }
      return { text: await offline.manifesto(answers, signal()), source: offline.name };
    },
  };
}
