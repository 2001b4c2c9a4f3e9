import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';
import { aiMessages } from '#shared/ai';
import { errorCodes } from '#shared/api';
import { offlineAffirmations } from '#world';
import { geminiGenerationConfig, specGeminiModels } from './providers/gemini-provider';
import {
  type FakeReply,
  geminiText,
  modelOf,
  type RecordedRequest,
  startFakeAiServer,
} from './test/fake-ai-server';

/**
 * The Gemini provider through the real API against a fake Gemini on 127.0.0.1: the model order,
 * the parameters actually sent, the key only in its header, and each failure mapped to the
 * spec's exact message (§8) without leaking the upstream body.
 */

const apiKey = 'test-gemini-key-5f2c';
let fake: Awaited<ReturnType<typeof startFakeAiServer>>;
let token = '';
let userId = '';

// The fake starts first and closes last: Vitest runs afterAll hooks in reverse order.
beforeAll(async () => {
  fake = await startFakeAiServer(() => ({ body: geminiText('I live in my house by the sea.') }));
});
afterAll(() => fake.close());
const t = setupTestApp(() => ({
  env: {
    GEMINI_API_KEY: apiKey,
    GEMINI_API_BASE: fake.url,
    // The spec's list alone: its first model is configured, the rest follow as the fallback order.
    GEMINI_MODELS: 'gemini-2.0-flash',
    AI_TIMEOUT_MS: '5000',
    RATE_LIMIT_AI_PER_USER: '10000',
    RATE_LIMIT_AI_PER_IP: '10000',
  },
}));
beforeAll(async () => {
  const user = await registerUser(t);
  token = user.token;
  userId = user.userId;
  await grantPlan(t, userId, 'visionary-plan');
});

const rephrase = (text = 'I want a house by the sea') =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/rephrase',
    headers: bearer(token),
    payload: { text, tone: 'inspiring', style: 'brief' },
  });

/** Every model answers with `failure` except those listed in `succeedOn`. */
const failingWith =
  (failure: FakeReply, succeedOn: string[] = []) =>
  (request: RecordedRequest): FakeReply =>
    succeedOn.includes(modelOf(request)) ? { body: geminiText('I live by the sea.') } : failure;

describe('Gemini rephrase', () => {
  it('answers with the first model’s text and sends the spec’s parameters, the key only in its header', async () => {
    fake.setReply(() => ({ body: geminiText('  I live in my house by the sea.  ') }));
    const response = await rephrase();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      text: 'I live in my house by the sea.',
      source: 'gemini',
      unchanged: false,
    });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests as [RecordedRequest];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    expect(request.headers['x-goog-api-key']).toBe(apiKey);
    expect(request.url).not.toContain(apiKey);
    expect(JSON.stringify(request.body)).not.toContain(apiKey);
    const body = request.body as { contents: { parts: { text: string }[] }[]; generationConfig: unknown };
    expect(body.generationConfig).toEqual({ temperature: 0.7, topK: 1, topP: 1, maxOutputTokens: 200 });
    const prompt = body.contents[0]?.parts[0]?.text ?? '';
    expect(prompt).toContain('I want a house by the sea');
    expect(prompt).toContain('inspiring');
    expect(prompt).toContain('brief');
    expect(response.body).not.toContain(apiKey);
  });

  it('moves on when a model is blocked by promptFeedback.blockReason', async () => {
    fake.setReply(
      failingWith({ body: { promptFeedback: { blockReason: 'SAFETY' } } }, [specGeminiModels[2]]),
    );
    const response = await rephrase();
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests.map(modelOf)).toEqual(specGeminiModels.slice(0, 3));
  });

  it('moves on when a candidate finishes with SAFETY, and when a candidate is empty', async () => {
    let calls = 0;
    fake.setReply(() => {
      calls++;
      if (calls === 1) return { body: { candidates: [{ finishReason: 'SAFETY', content: { parts: [] } }] } };
      if (calls === 2) return { body: geminiText('   ') };
      if (calls === 3) return { body: { candidates: [] } };
      return { body: geminiText('I live by the sea.') };
    });
    const response = await rephrase();
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests.map(modelOf)).toEqual(specGeminiModels.slice(0, 4));
  });

  it.each([
    [
      'an invalid key (400 API_KEY_INVALID)',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [{ reason: 'API_KEY_INVALID' }],
          },
        },
      },
      503,
      aiMessages.invalidKey,
      1,
    ],
    [
      '404 for every model',
      { status: 404, body: { error: { code: 404, message: 'models/x is not found', status: 'NOT_FOUND' } } },
      503,
      aiMessages.modelNotFound,
      8,
    ],
    [
      '429 quota for every model',
      {
        status: 429,
        body: {
          error: {
            code: 429,
            message: 'Resource has been exhausted (e.g. check quota).',
            status: 'RESOURCE_EXHAUSTED',
          },
        },
      },
      503,
      aiMessages.quota,
      8,
    ],
    [
      'blocked for every model',
      { body: { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } } },
      422,
      aiMessages.blocked,
      8,
    ],
    ['a network error for every model', { destroy: true }, 502, aiMessages.network, 8],
    ['an empty answer from every model', { body: geminiText('') }, 502, aiMessages.allModelsFailed, 8],
    [
      'a 500 for every model',
      { status: 500, body: { error: { message: 'internal secret detail' } } },
      502,
      aiMessages.failedWith('the AI service answered with status 500'),
      8,
    ],
  ] as const)('maps %s to the spec message', async (_label, failure, status, message, calls) => {
    fake.setReply(() => failure as FakeReply);
    const response = await rephrase();
    const body = expectErrorEnvelope(
      response,
      status,
      status === 422 ? errorCodes.contentBlocked : errorCodes.aiProvider,
    );
    expect(body.message).toBe(message);
    expect(fake.requests).toHaveLength(calls);
    if (calls === 8) expect(fake.requests.map(modelOf)).toEqual([...specGeminiModels]);
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain(apiKey);
  });

  it('succeeds on the last model after all others failed in different ways', async () => {
    let calls = 0;
    fake.setReply((request) => {
      calls++;
      if (modelOf(request) === specGeminiModels[7]) return { body: geminiText('I live by the sea.') };
      return [{ status: 404 }, { status: 429 }, { destroy: true }, { status: 500 }][calls % 4] as FakeReply;
    });
    const response = await rephrase();
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests).toHaveLength(8);
  });
});

describe('Gemini affirmations and manifesto', () => {
  it('sends the affirmation parameters with the user’s saved answers and post-processes the lines', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaire/${userId}`,
      headers: bearer(token),
      payload: {
        answers: { name: 'Maya', dream_sentence: 'I live by the sea', legacy: 'An art school' },
        currentStep: 0,
        isCompleted: false,
      },
    });
    fake.setReply(() => ({
      body: geminiText('1. I am Maya.\n\n- I live by the sea.\n   * I teach art.  \n'),
    }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/affirmations',
      headers: bearer(token),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.personalised).toBe(true);
    expect(data.source).toBe('gemini');
    // Three lines: the five missing places are asked for once more (the same three come back,
    // repeats now), then each is the offline writer's line of its place (decision 0114).
    expect(data.affirmations).toEqual([
      'I am Maya.',
      'I live by the sea.',
      'I teach art.',
      ...offlineAffirmations({
        name: 'Maya',
        dream_sentence: 'I live by the sea',
        legacy: 'An art school',
      }).slice(3),
    ]);
    expect(fake.requests).toHaveLength(2);
    const request = fake.requests[0] as RecordedRequest;
    const body = request.body as { contents: { parts: { text: string }[] }[]; generationConfig: unknown };
    expect(body.generationConfig).toEqual(geminiGenerationConfig.affirmations);
    expect(body.generationConfig).toEqual({ temperature: 0.8, topK: 40, topP: 0.95, maxOutputTokens: 800 });
    expect(body.contents[0]?.parts[0]?.text).toContain('An art school');
  });

  it('keeps at most 8 lines, and falls back to the offline generator when every model fails', async () => {
    // Words, not "step 1…12": a number the person never wrote is refused (decision 0114).
    const twelve = 'calm brave kind steady open patient curious honest gentle strong free present'.split(' ');
    fake.setReply(() => ({
      body: geminiText(twelve.map((word) => `I am ${word} today.`).join('\n')),
    }));
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/ai/affirmations',
      headers: bearer(token),
      payload: {},
    });
    expect(many.json().data.affirmations).toEqual(twelve.slice(0, 8).map((word) => `I am ${word} today.`));

    fake.setReply(() => ({ body: { promptFeedback: { blockReason: 'SAFETY' } } }));
    const fallback = await t.app.inject({
      method: 'POST',
      url: '/api/ai/affirmations',
      headers: bearer(token),
      payload: {},
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data.source).toBe('offline');
    expect(fallback.json().data.affirmations[0]).toContain('Maya');
    expect(fake.requests).toHaveLength(8);
  });

  it('writes the manifesto with Gemini, falling back to offline on failure', async () => {
    const written = [
      'I am Maya, and I live by the sea.',
      'Every morning I open the shutters and let the light in, and the day begins slowly.',
      'My work is teaching art, and my school grows a little every year.',
      'When things get hard, I breathe, and I remember why I started.',
      'This is my life, and I am already living it.',
    ].join(' ');
    fake.setReply(() => ({ body: geminiText(written) }));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/ai/manifesto',
      headers: bearer(token),
      payload: {},
    });
    expect(ok.json().data).toEqual({ manifesto: written, source: 'gemini' });

    fake.setReply(() => ({ status: 503 }));
    const fallback = await t.app.inject({
      method: 'POST',
      url: '/api/ai/manifesto',
      headers: bearer(token),
      payload: {},
    });
    expect(fallback.json().data.source).toBe('offline');
    expect(fallback.json().data.manifesto).toContain('I am Maya.');
  });
});

describe('Gemini answers held to the writing rules (the offline writer steps in)', () => {
  it('replaces a rephrase that loses the facts or breaks the grammar, keeps one that does not', async () => {
    fake.setReply(() => ({
      body: geminiText('Through clear intention and steady work, with an open heart.'),
    }));
    const lost = await rephrase('I want to live by the sea with my family');
    expect(lost.statusCode).toBe(200);
    expect(lost.json().data.source).toBe('offline');
    expect(lost.json().data.text).toContain('with my family');

    fake.setReply(() => ({ body: geminiText('I live by the sea with my family, and My heart is full.') }));
    expect((await rephrase('I want to live by the sea with my family')).json().data.source).toBe('offline');

    fake.setReply(() => ({ body: geminiText('I live by the the sea with my family.') }));
    expect((await rephrase('I want to live by the sea with my family')).json().data.source).toBe('offline');

    fake.setReply(() => ({ body: geminiText('Every day, I live by the sea with my family!') }));
    expect((await rephrase('I want to live by the sea with my family')).json().data).toEqual({
      text: 'Every day, I live by the sea with my family!',
      source: 'gemini',
      unchanged: false,
    });
  });

  it('replaces each affirmation that fails twice (too long, a capital mid-sentence, a repeat) by the offline line of its place', async () => {
    const long = `I am ${'very '.repeat(30)}calm.`;
    fake.setReply(() => ({
      body: geminiText(
        [
          'I am Maya.',
          long,
          'I live by the sea, and My art is calm.',
          'I am Maya.',
          'I teach art every morning.',
        ].join('\n'),
      ),
    }));
    const data = (
      await t.app.inject({ method: 'POST', url: '/api/ai/affirmations', headers: bearer(token), payload: {} })
    ).json().data;
    expect(data.source).toBe('gemini');
    expect(data.affirmations[0]).toBe('I am Maya.');
    expect(data.affirmations[1]).not.toBe(long);
    expect(data.affirmations[2]).not.toBe('I live by the sea, and My art is calm.');
    expect(data.affirmations[3]).not.toBe('I am Maya.');
    expect(data.affirmations[4]).toBe('I teach art every morning.');
    expect(new Set(data.affirmations).size).toBe(8);
  });

  it('replaces a manifesto that is too short or breaks the rules', async () => {
    fake.setReply(() => ({ body: geminiText('I am Maya, and I live by the sea.') }));
    const short = (
      await t.app.inject({ method: 'POST', url: '/api/ai/manifesto', headers: bearer(token), payload: {} })
    ).json().data;
    expect(short.source).toBe('offline');
    expect(short.manifesto).toContain('I am Maya.');
  });
});
