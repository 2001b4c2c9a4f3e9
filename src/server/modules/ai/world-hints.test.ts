import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorldSpec } from '#server/modules/dream-world';
import { referenceAnswers } from '#world/testing';
import { createGeminiProvider, geminiGenerationConfig, specGeminiModels } from './providers/gemini-provider';
import { createOfflineProvider } from './providers/offline-provider';
import { createOpenAiProvider } from './providers/openai-provider';
import { AiProviderError } from './providers/provider';
import { geminiText, modelOf, type RecordedRequest, startFakeAiServer } from './test/fake-ai-server';

/**
 * The providers' world hints (decision 0023) against a fake AI server on 127.0.0.1: what is sent,
 * that the raw text comes back, and that buildWorldSpec applies it or falls back.
 */

const hints = { biome: 'lake', timeOfDay: 'sunset', homeStyle: 'modern-glass' };
const answers = referenceAnswers.mountainCabin;
let fake: Awaited<ReturnType<typeof startFakeAiServer>>;

beforeAll(async () => {
  fake = await startFakeAiServer(() => ({ body: geminiText(JSON.stringify(hints)) }));
});
afterAll(async () => {
  await fake.close();
});

const completion = (content: string) => ({
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

describe('Gemini world hints', () => {
  const provider = () => createGeminiProvider({ apiKey: 'test-key-world', apiBase: fake.url, models: [] });

  it('asks the first model for JSON with the answers and the allowed values, the key in its header', async () => {
    fake.setReply(() => ({ body: geminiText(`\`\`\`json\n${JSON.stringify(hints)}\n\`\`\``) }));
    const raw = await provider().worldHints?.(answers, AbortSignal.timeout(5000));
    expect(raw).toContain('"biome":"lake"');
    const request = fake.requests[0] as RecordedRequest;
    expect(modelOf(request)).toBe(specGeminiModels[0]);
    expect(request.headers['x-goog-api-key']).toBe('test-key-world');
    const body = request.body as { contents: { parts: { text: string }[] }[]; generationConfig: unknown };
    expect(body.generationConfig).toEqual(geminiGenerationConfig.worldHints);
    const prompt = body.contents[0]?.parts[0]?.text ?? '';
    expect(prompt).toContain('JSON');
    expect(prompt).toContain('A log cabin high in the Alps');
    expect(prompt).toContain('"modern-glass"');
  });

  it('gives the world to buildWorldSpec as AI hints, and falls back when every model fails', async () => {
    fake.setReply(() => ({ body: geminiText(JSON.stringify(hints)) }));
    const enriched = await buildWorldSpec({
      answers,
      level: 'full',
      worldHints: provider().worldHints,
      signal: AbortSignal.timeout(5000),
    });
    expect(enriched).toMatchObject({
      source: 'ai',
      terrain: { biome: 'lake' },
      sky: { timeOfDay: 'sunset' },
    });

    fake.setReply(() => ({ status: 500, body: { error: { message: 'down' } } }));
    await expect(provider().worldHints?.(answers, AbortSignal.timeout(5000))).rejects.toBeInstanceOf(
      AiProviderError,
    );
    const fallback = await buildWorldSpec({
      answers,
      level: 'full',
      worldHints: provider().worldHints,
      signal: AbortSignal.timeout(5000),
    });
    // The cabin's snowy peaks and winter evenings make the lexicon's world the snowy mountains.
    expect(fallback).toMatchObject({
      source: 'lexicon',
      terrain: { biome: 'snow', setting: 'snowy-mountains' },
    });
    expect(fake.requests.length).toBe(specGeminiModels.length * 2);
  });
});

describe('OpenAI-compatible world hints', () => {
  const provider = () =>
    createOpenAiProvider({ baseUrl: `${fake.url}/v1`, apiKey: 'sk-world', model: 'llama3.1' });

  it('posts a chat completion asking for JSON and returns the raw text', async () => {
    fake.setReply(() => ({ body: completion(JSON.stringify(hints)) }));
    const raw = await provider().worldHints?.(answers, AbortSignal.timeout(5000));
    expect(JSON.parse(raw ?? '')).toEqual(hints);
    const request = fake.requests[0] as RecordedRequest;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-world');
    const body = request.body as { model: string; max_tokens: number; messages: { content: string }[] };
    expect(body.model).toBe('llama3.1');
    expect(body.max_tokens).toBe(1500);
    expect(body.messages[0]?.content).toContain('Answer with ONE JSON object only');
  });

  it('falls back to the lexicon world on garbage and on a dropped connection', async () => {
    fake.setReply(() => ({ body: completion('Sure! Your world is lovely.') }));
    const garbage = await buildWorldSpec({
      answers,
      level: 'full',
      worldHints: provider().worldHints,
      signal: AbortSignal.timeout(5000),
    });
    expect(garbage.source).toBe('lexicon');
    fake.setReply(() => ({ destroy: true }));
    const dropped = await buildWorldSpec({
      answers,
      level: 'basic',
      worldHints: provider().worldHints,
      signal: AbortSignal.timeout(5000),
    });
    expect(dropped).toMatchObject({ source: 'lexicon', level: 'basic' });
  });
});

describe('offline world hints', () => {
  it('the offline writer writes none: the lexicon alone builds its world', () => {
    expect(createOfflineProvider().worldHints).toBeUndefined();
  });
});
