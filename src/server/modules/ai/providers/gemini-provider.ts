import type { Answers } from '#shared/questionnaire';
import { emptyAnswer, firstSuccessful, postJson } from './http';
import { affirmationLines, modelText } from './model-output';
import { affirmationsPrompt, manifestoPrompt, rephrasePrompt, worldHintsPrompt } from './prompts';
import { type AiProvider, AiProviderError } from './provider';

/** docs/product.md §8: the models rephrase tries, in this order. Affirmations and manifesto use them too. */
export const geminiModels = [
  'gemini-2.0-flash',
  'gemini-2.0-flash-001',
  'gemini-2.0-flash-exp',
  'gemini-2.0-flash-lite',
  'gemini-2.0-flash-lite-001',
  'gemini-2.0-flash-lite-preview-02-05',
  'gemini-2.0-flash-lite-preview',
  'gemini-2.5-flash-lite-preview-06-17',
] as const;

/** docs/product.md §7/§9 generation parameters. */
export const geminiGenerationConfig = {
  rephrase: { temperature: 0.7, topK: 1, topP: 1, maxOutputTokens: 200 },
  affirmations: { temperature: 0.8, topK: 40, topP: 0.95, maxOutputTokens: 800 },
  manifesto: { temperature: 0.8, topK: 40, topP: 0.95, maxOutputTokens: 800 },
  /** Dream-world hints: steadier, longer, and asked for as JSON (decision 0023). */
  worldHints: {
    temperature: 0.4,
    topK: 40,
    topP: 0.95,
    maxOutputTokens: 1500,
    responseMimeType: 'application/json',
  },
} as const;

/** Finish reasons that mean the answer was withheld for safety. */
const blockedFinishReasons = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'RECITATION']);

interface GenerateContentResponse {
  promptFeedback?: { blockReason?: string };
  candidates?: { finishReason?: string; content?: { parts?: { text?: string }[] } }[];
}

/**
 * Gemini over REST (generateContent). The key travels only in the x-goog-api-key header, never
 * in the URL (URLs end up in logs) and never to the browser.
 */
export function createGeminiProvider({ apiKey, apiBase }: { apiKey: string; apiBase: string }): AiProvider {
  const generate = async (
    model: string,
    prompt: string,
    generationConfig: (typeof geminiGenerationConfig)[keyof typeof geminiGenerationConfig],
    signal: AbortSignal,
  ): Promise<string> => {
    const url = `${apiBase}/v1beta/models/${encodeURIComponent(model)}:generateContent`;
    const json = (await postJson(
      url,
      { 'x-goog-api-key': apiKey },
      { contents: [{ role: 'user', parts: [{ text: prompt }] }], generationConfig },
      signal,
    )) as GenerateContentResponse | null;
    if (json?.promptFeedback?.blockReason) throw new AiProviderError('blocked');
    const candidate = json?.candidates?.[0];
    if (candidate?.finishReason && blockedFinishReasons.has(candidate.finishReason)) {
      throw new AiProviderError('blocked');
    }
    const text = (candidate?.content?.parts ?? [])
      .map((part) => (typeof part.text === 'string' ? part.text : ''))
      .join('')
      .trim();
    if (!text) throw emptyAnswer();
    return text;
  };

  const run = (prompt: string, config: keyof typeof geminiGenerationConfig, signal: AbortSignal) =>
    firstSuccessful(geminiModels, signal, (model) =>
      generate(model, prompt, geminiGenerationConfig[config], signal),
    );

  return {
    name: 'gemini',
    rephrase: (input, signal) => run(rephrasePrompt(input), 'rephrase', signal),
    affirmations: async (answers: Answers, signal) =>
      affirmationLines(await run(affirmationsPrompt(answers), 'affirmations', signal)),
    manifesto: async (answers: Answers, signal) =>
      modelText(await run(manifestoPrompt(answers), 'manifesto', signal)),
    worldHints: (answers: Answers, signal) => run(worldHintsPrompt(answers), 'worldHints', signal),
  };
}
