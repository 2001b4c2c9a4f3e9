import { emptyAnswer, postJson } from './http';
import { type ModelTask, modelProvider } from './model-provider';
import { type AiProvider, AiProviderError } from './provider';

interface ChatCompletionResponse {
  choices?: { finish_reason?: string; message?: { content?: string | null } }[];
}

/** The same parameters as Gemini's where the chat-completions API has them (it has no topK). */
const parameters = {
  rephrase: { temperature: 0.7, top_p: 1, max_tokens: 200 },
  affirmations: { temperature: 0.8, top_p: 0.95, max_tokens: 800 },
  manifesto: { temperature: 0.8, top_p: 0.95, max_tokens: 800 },
  woop: { temperature: 0.8, top_p: 0.95, max_tokens: 800 },
  gentler: { temperature: 0.7, top_p: 1, max_tokens: 200 },
  // No response_format: not every OpenAI-compatible server accepts json_object; the prompt asks
  // for JSON only and the generator tolerates code fences.
  worldHints: { temperature: 0.4, top_p: 0.95, max_tokens: 1500 },
} as const satisfies Record<ModelTask, object>;

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, LM Studio):
 * POST {baseUrl}/chat/completions, with a bearer key only when one is configured.
 */
export function createOpenAiProvider({
  baseUrl,
  apiKey,
  model,
}: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}): AiProvider {
  const complete = async (prompt: string, kind: ModelTask, signal: AbortSignal) => {
    const json = (await postJson(
      `${baseUrl}/chat/completions`,
      apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      { model, messages: [{ role: 'user', content: prompt }], ...parameters[kind] },
      signal,
    )) as ChatCompletionResponse | null;
    const choice = json?.choices?.[0];
    if (choice?.finish_reason === 'content_filter') throw new AiProviderError('blocked');
    const text = typeof choice?.message?.content === 'string' ? choice.message.content.trim() : '';
    if (!text) throw emptyAnswer();
    return text;
  };

  return modelProvider('openai', complete);
}
