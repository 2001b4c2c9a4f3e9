import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';
import type { Answers } from '#shared/questionnaire';
import { gentlerAffirmation, offlineAffirmations, offlineManifesto, offlineWoopDraft } from '#world';
import { specGeminiModels } from './providers/gemini-provider';
import {
  type FakeReply,
  geminiText,
  modelOf,
  promptOf,
  type RecordedRequest,
  startFakeAiServer,
} from './test/fake-ai-server';

/**
 * The model path (decision 0114) through the real API against a fake Gemini on 127.0.0.1, with
 * answers recorded from what models write for people who type like people: lowercase names kept,
 * a dropped number refused and asked for again, a wrong-language manifesto replaced whole, a
 * single bad affirmation replaced alone, a model slower than the time limit, and the WOOP draft
 * and the gentler line written by the model.
 */

const configured = 'gemini-3.5-flash';
let fake: Awaited<ReturnType<typeof startFakeAiServer>>;

beforeAll(async () => {
  fake = await startFakeAiServer(() => ({ status: 500 }));
});
afterAll(() => fake.close());
const t = setupTestApp(() => ({
  env: {
    GEMINI_API_KEY: 'test-key-model-path',
    GEMINI_API_BASE: fake.url,
    GEMINI_MODELS: configured,
    AI_TIMEOUT_MS: '1500',
    RATE_LIMIT_AI_PER_USER: '10000',
    RATE_LIMIT_AI_PER_IP: '10000',
  },
}));

/** A teenager typing in lowercase slang. */
const teen: Answers = {
  name: 'jay',
  dream_sentence: 'honestly i just wanna make music full time and see frank ocean at coachella',
  core_values: 'god, family, loyalty',
  key_people: 'my mom and my best friend dev',
  state_of_mind: 'calm?? idk, less anxious lol',
  body_feel: 'rested for once',
};

/** Exact sums and names, after illness. */
const margit: Answers = {
  name: 'Margit',
  dream_sentence: 'a quiet life in the house by the lake, healthy again',
  financial_reality: 'I want €4,000 saved by June and the house paid off by 2031',
  key_people: 'my sister Ilse and my friend anne who drove me to every chemo session',
  health_habits: 'walking every morning, slowly',
};

/** Someone who writes in Spanish. */
const lucia: Answers = {
  name: 'Lucía',
  dream_sentence: 'Vivo en Sevilla con mi familia y mis dos perros',
  perfect_day: 'Desayuno en el patio con mi madre y después paseo por el río',
  legacy: 'Que mis hijos recuerden una casa llena de risas y de paz',
};

async function userWith(answers: Answers) {
  const user = await registerUser(t);
  await grantPlan(t, user.userId, 'visionary-plan');
  await t.app.inject({
    method: 'PUT',
    url: `/api/questionnaire/${user.userId}`,
    headers: bearer(user.token),
    payload: { answers, currentStep: 0, isCompleted: false },
  });
  return user.token;
}

const post = (token: string, path: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/ai/${path}`, headers: bearer(token), payload });

/** The first answer, then the retry's (a prompt that says what was refused). */
const firstThenRetry =
  (first: FakeReply, retry: FakeReply) =>
  (request: RecordedRequest): FakeReply =>
    promptOf(request).includes('refused') ? retry : first;

describe('the model path', () => {
  it('asks the configured model first, with room to think, and sees the people, state of mind and body', async () => {
    const token = await userWith(teen);
    const lines = [
      'I make music full time, one beat at a time.',
      'One day I stand in the crowd at Coachella and hear Frank Ocean live.',
      'God, family and loyalty guide every choice I make.',
      'My mom and Dev are in my corner, and I am in theirs.',
      'I am becoming calmer, a little less anxious each week.',
      'I wake up rested and ready to create.',
      'Step by step, I turn my ideas into finished songs.',
      'Every day I choose to show up for my music.',
    ];
    fake.setReply(() => ({ body: geminiText(lines.join('\n')) }));
    const data = (await post(token, 'affirmations')).json().data;
    // Lowercase-typed names written as names are the person's own: kept, not refused.
    expect(data).toMatchObject({ source: 'gemini', affirmations: lines });
    expect(fake.requests.map(modelOf)).toEqual([configured]);
    const body = fake.requests[0]?.body as { generationConfig: { maxOutputTokens: number } };
    expect(body.generationConfig.maxOutputTokens).toBeGreaterThan(800);
    const prompt = promptOf(fake.requests[0] as RecordedRequest);
    for (const answer of ['my best friend dev', 'less anxious', 'rested for once'])
      expect(prompt).toContain(answer);
    expect(prompt).toContain('Write in English.');
  });

  it('refuses a rephrase that drops a number, asks once more with the reason, and keeps the second', async () => {
    const token = await userWith(margit);
    fake.setReply(
      firstThenRetry(
        { body: geminiText('By June my savings are in place, and the house is nearly mine.') },
        { body: geminiText('By June I have €4,000 saved, and the house is paid off by 2031.') },
      ),
    );
    const response = await post(token, 'rephrase', {
      text: 'I want €4,000 saved by June and the house paid off by 2031',
      tone: 'inspiring',
      style: 'brief',
    });
    expect(response.json().data).toMatchObject({
      text: 'By June I have €4,000 saved, and the house is paid off by 2031.',
      source: 'gemini',
    });
    expect(fake.requests).toHaveLength(2);
    expect(promptOf(fake.requests[1] as RecordedRequest)).toContain('it leaves out "€4,000", "2031"');
  });

  it('replaces a single bad affirmation alone, after one retry, and keeps the other seven as written', async () => {
    const token = await userWith(margit);
    const lines = [
      'I walk every morning, slowly, and my body thanks me.',
      'Ilse and Anne are the people I lean on, and I let them.',
      'I save towards €4,000 by June, one careful choice at a time.',
      'I save €10,000 every year without effort.',
      'The house by the lake is becoming fully mine, step by step.',
      'I am healthy again, a little more each day.',
      'I choose a quiet life, and I protect it.',
      'I honour how far I have come since chemo.',
    ];
    fake.setReply(
      firstThenRetry(
        { body: geminiText(lines.join('\n')) },
        { body: geminiText('I put aside €25,000 for my dream boat.') },
      ),
    );
    const data = (await post(token, 'affirmations')).json().data;
    expect(data.source).toBe('gemini');
    const offline = offlineAffirmations(margit);
    expect(data.affirmations).toEqual([...lines.slice(0, 3), offline[3], ...lines.slice(4)]);
    expect(fake.requests).toHaveLength(2);
    const retry = promptOf(fake.requests[1] as RecordedRequest);
    expect(retry).toContain('Write exactly 1 short personal affirmation');
    expect(retry).toContain('"I save €10,000 every year without effort.": refused because it has "€10,000"');
  });

  it('asks for a Spanish manifesto, and replaces an English one whole, never mixed', async () => {
    const token = await userWith(lucia);
    const english = [
      'I am Lucía, and I live in Sevilla with my family and my two dogs.',
      'Every morning I have breakfast on the patio with my mother, and then I walk along the river.',
      'My home is full of laughter and peace, and my children will remember it that way.',
      'This is the life I choose, every single day, with an open heart and steady hands.',
    ].join(' ');
    fake.setReply(() => ({ body: geminiText(english) }));
    const data = (await post(token, 'manifesto')).json().data;
    expect(data).toEqual({ manifesto: offlineManifesto(lucia), source: 'offline' });
    expect(fake.requests).toHaveLength(2);
    expect(promptOf(fake.requests[0] as RecordedRequest)).toContain('write in that same language');
    expect(promptOf(fake.requests[1] as RecordedRequest)).toContain('the person wrote in another language');

    const spanish = [
      'Soy Lucía y vivo en Sevilla con mi familia y mis dos perros.',
      'Cada mañana desayuno en el patio con mi madre, y después paseo por el río sin prisa.',
      'Mi casa está llena de risas y de paz, y mis hijos la recuerdan así.',
      'Esta es la vida que elijo cada día, con el corazón abierto y las manos firmes.',
    ].join(' ');
    fake.setReply(() => ({ body: geminiText(spanish) }));
    expect((await post(token, 'manifesto')).json().data).toEqual({ manifesto: spanish, source: 'gemini' });
  });

  it('lets the offline writer answer when the model is slower than the time limit', async () => {
    const token = await userWith(margit);
    fake.setReply(() => ({ delayMs: 4000, body: geminiText('I am too late.') }));
    const started = Date.now();
    const data = (await post(token, 'affirmations')).json().data;
    expect(data).toMatchObject({ source: 'offline', affirmations: offlineAffirmations(margit) });
    expect(Date.now() - started).toBeLessThan(3500);
    // A bad key or the time limit stops at once: every other model would fail the same way.
    expect(fake.requests).toHaveLength(1);
  });

  it('drafts a WOOP plan with the model, a refused field replaced by the offline writer’s alone', async () => {
    const token = await userWith(margit);
    fake.setReply(() => ({
      body: geminiText(
        JSON.stringify({
          wish: 'I have €4,000 saved by June.',
          outcome: 'I breathe easier, knowing the house by the lake is safe.',
          obstacle: 'When I am tired after treatment, I tell myself money can wait.',
          planIf: 'my pension arrives on the 1st',
          planThen: 'I move €200 to savings before anything else',
        }),
      ),
    }));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/practice/plans/car/draft',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const offline = offlineWoopDraft(margit, 'car');
    expect(response.json().data).toEqual({
      category: 'car',
      wish: 'I have €4,000 saved by June.',
      outcome: 'I breathe easier, knowing the house by the lake is safe.',
      obstacle: 'When I am tired after treatment, I tell myself money can wait.',
      // "1st" and "€200" are numbers Margit never wrote: those two fields are the offline writer's.
      planIf: offline.planIf,
      planThen: offline.planThen,
    });
    expect(promptOf(fake.requests[0] as RecordedRequest)).toContain('"car" part');
  });

  it('writes the gentler line with the model, and the offline one when the model drops the line’s facts', async () => {
    const token = await userWith(margit);
    const line = 'I have €4,000 saved by June.';
    fake.setReply(() => ({ body: geminiText('Step by step, I am saving towards €4,000 by June.') }));
    const gentle = (await post(token, 'affirmations/doubts', { position: 2, text: line })).json().data;
    expect(gentle).toEqual({ position: 2, text: 'Step by step, I am saving towards €4,000 by June.' });

    fake.setReply(() => ({ body: geminiText('I am learning to trust money again.') }));
    const fallback = (await post(token, 'affirmations/doubts', { position: 2, text: line })).json().data;
    expect(fallback).toEqual({ position: 2, text: gentlerAffirmation(line) });
    expect(fake.requests).toHaveLength(2);
  });

  it('falls back through the spec’s list after the configured model', async () => {
    const token = await userWith(teen);
    fake.setReply((request) =>
      modelOf(request) === specGeminiModels[1]
        ? { body: geminiText('I make music full time, and I see Frank Ocean at Coachella.') }
        : { status: 404 },
    );
    const response = await post(token, 'rephrase', {
      text: 'honestly i just wanna make music full time and see frank ocean at coachella',
      tone: 'casual',
      style: 'brief',
    });
    expect(response.json().data.source).toBe('gemini');
    expect(fake.requests.map(modelOf)).toEqual([configured, ...specGeminiModels.slice(0, 2)]);
  });
});
