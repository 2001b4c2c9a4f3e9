import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';
import { errorCodes } from '#shared/api';
import { type RecordedRequest, startFakeAiServer } from './test/fake-ai-server';

/** The OpenAI-compatible provider (Ollama, vLLM, LM Studio…) against a fake server on 127.0.0.1. */

let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
let token = '';

const completion = (content: string, finish = 'stop') => ({
  choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', content } }],
});

// The fake starts first and closes last: Vitest runs afterAll hooks in reverse order.
beforeAll(async () => {
  fake = await startFakeAiServer(() => ({ body: completion('I live by the sea.') }));
});
afterAll(() => fake.close());
const t = setupTestApp(() => ({
  env: { OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_KEY: 'sk-local-test', OPENAI_MODEL: 'llama3.1' },
}));
beforeAll(async () => {
  const user = await registerUser(t);
  token = user.token;
  await grantPlan(t, user.userId, 'visionary-plan');
});

const rephrase = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/rephrase',
    headers: bearer(token),
    payload: { text: 'I want to travel', tone: 'casual', style: 'poetic' },
  });

describe('OpenAI-compatible rephrase', () => {
  it('posts a chat completion with the model, parameters and bearer key', async () => {
    fake.setReply(() => ({ body: completion(' I travel the world. ') }));
    const response = await rephrase();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ text: 'I travel the world.', source: 'openai', unchanged: false });
    const request = fake.requests[0] as RecordedRequest;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-local-test');
    const body = request.body as {
      model: string;
      temperature: number;
      max_tokens: number;
      messages: { content: string }[];
    };
    expect(body.model).toBe('llama3.1');
    expect(body.temperature).toBe(0.7);
    expect(body.max_tokens).toBe(200);
    expect(body.messages[0]?.content).toContain('I want to travel');
  });

  it.each([
    [
      { status: 401, body: { error: { message: 'Incorrect API key provided' } } },
      503,
      'Invalid API key. Please check your AI provider configuration.',
    ],
    [
      { status: 404 },
      503,
      'Model not found. The AI model may not be available or the model name is incorrect.',
    ],
    [
      { status: 429 },
      503,
      'API quota exceeded. Please wait before trying again or check your billing settings.',
    ],
    [{ body: completion('', 'content_filter') }, 422, 'Content was blocked by safety filters.'],
    [{ destroy: true }, 502, 'Network error. Please check your internet connection.'],
  ] as const)('maps a failure to a clear message (%#)', async (failure, status, message) => {
    fake.setReply(() => failure);
    const response = await rephrase();
    const body = expectErrorEnvelope(
      response,
      status,
      status === 422 ? errorCodes.contentBlocked : errorCodes.aiProvider,
    );
    expect(body.message).toBe(message);
  });
});
