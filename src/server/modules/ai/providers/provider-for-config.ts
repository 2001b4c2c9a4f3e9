import type { AiConfig } from '#server/config';
import { createGeminiProvider } from './gemini-provider';
import { createOfflineProvider } from './offline-provider';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';

/** The provider configuration names (config.ts: Gemini key, else OpenAI base URL, else offline). */
export function providerFor(config: AiConfig): AiProvider {
  switch (config.provider) {
    case 'gemini':
      return createGeminiProvider(config);
    case 'openai':
      return createOpenAiProvider(config);
    case 'offline':
      return createOfflineProvider();
  }
}
