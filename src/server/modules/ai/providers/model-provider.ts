import { affirmationLines, modelText, woopText } from './model-output';
import {
  affirmationsPrompt,
  gentlerPrompt,
  manifestoPrompt,
  rephrasePrompt,
  woopPrompt,
  worldHintsPrompt,
} from './prompts';
import type { AiProvider } from './provider';

/** What a model is asked for; each kind has its generation parameters in the provider. */
export type ModelTask = 'rephrase' | 'affirmations' | 'manifesto' | 'woop' | 'gentler' | 'worldHints';

/**
 * A model provider from its one call (a prompt in, text out): the prompts and the reading of the
 * answers are the same for every model, so Gemini and an OpenAI-compatible server differ only in
 * how they are called.
 */
export function modelProvider(
  name: 'gemini' | 'openai',
  complete: (prompt: string, task: ModelTask, signal: AbortSignal) => Promise<string>,
): AiProvider {
  return {
    name,
    rephrase: (input, signal, rejected) => complete(rephrasePrompt(input, rejected), 'rephrase', signal),
    affirmations: async (answers, signal, rejected = []) =>
      affirmationLines(
        await complete(affirmationsPrompt(answers, rejected), 'affirmations', signal),
        rejected.length || undefined,
      ),
    manifesto: async (answers, signal, rejected) =>
      modelText(await complete(manifestoPrompt(answers, rejected), 'manifesto', signal)),
    woopDraft: async (answers, category, signal) =>
      woopText(await complete(woopPrompt(answers, category), 'woop', signal)),
    gentler: async (line, signal, rejected) =>
      modelText(await complete(gentlerPrompt(line, rejected), 'gentler', signal)).split('\n')[0] ?? '',
    worldHints: (answers, signal) => complete(worldHintsPrompt(answers), 'worldHints', signal),
  };
}
