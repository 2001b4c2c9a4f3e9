import { emptyAnswer, firstSuccessful, postJson } from './http';
import { modelProvider } from './model-provider';
import { type AiProvider, AiProviderError } from './provider';

/**
 * docs/product.md §8: the models rephrase tries, in this order. Affirmations and manifesto use them
 * too. They are the 2.0 era's: GEMINI_MODELS names newer ones to try first, and this list follows
 * as the fallback order (decision 0114).
 */
export const specGeminiModels = [
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
  /** A WOOP draft: the affirmations' parameters, asked for as JSON. */
  woop: {
    temperature: 0.8,
    topK: 40,
    topP: 0.95,
    maxOutputTokens: 800,
    responseMimeType: 'application/json',
  },
  /** A gentler line: a rephrase of one line. */
  gentler: { temperature: 0.7, topK: 1, topP: 1, maxOutputTokens: 200 },
  /** Dream-world hints: steadier, longer, and asked for as JSON (decision 0023). */
  worldHints: {
    temperature: 0.4,
    topK: 40,
    topP: 0.95,
    maxOutputTokens: 1500,
    responseMimeType: 'application/json',
  },
} as const;

/**
 * The models tried, in order: the configured ones, then the spec's that are not among them.
 */
export function geminiModelOrder(configured: readonly string[]): string[] {
  return [...new Set([...configured, ...specGeminiModels])];
}

/**
 * Models after the 2.0 era think before they answer, and their thinking counts against
 * maxOutputTokens: with the spec's 200 a rephrase comes back empty. They get this much more room;
 * the answer's own length is still held by the prompt and by model-output.ts's caps.
 */
const thinkingHeadroom = 4096;
const thinks = (model: string) =>
  !(specGeminiModels as readonly string[]).includes(model) && !/^gemini-(?:1\.|2\.0-)/.test(model);

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
export function createGeminiProvider({
  apiKey,
  apiBase,
  models,
}: {
  apiKey: string;
  apiBase: string;
  models: readonly string[];
}): AiProvider {
  const order = geminiModelOrder(models);
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
      {
        contents: [{ role: 'user', parts: [{ text: prompt }] }],
        generationConfig: thinks(model)
          ? { ...generationConfig, maxOutputTokens: generationConfig.maxOutputTokens + thinkingHeadroom }
          : generationConfig,
      },
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

  return modelProvider('gemini', (prompt, task, signal) =>
    firstSuccessful(order, signal, (model) => generate(model, prompt, geminiGenerationConfig[task], signal)),
  );
}
