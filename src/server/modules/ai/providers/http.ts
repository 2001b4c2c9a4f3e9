import { AiProviderError } from './provider';

/**
 * POST JSON to a provider. Network failures and the timeout become AiProviderErrors; an error
 * status is classified from status and body, and the body itself goes no further than here.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new AiProviderError(signal.aborted ? 'timeout' : 'network');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw classifyFailure(response.status, text);
  }
  try {
    return await response.json();
  } catch {
    throw new AiProviderError(
      signal.aborted ? 'timeout' : 'failed',
      'the AI service sent an unreadable answer',
    );
  }
}

/** docs/product.md §8's categories: key errors, 404, 429/quota/limit/resource exhausted, anything else. */
export function classifyFailure(status: number, body: string): AiProviderError {
  if (
    status === 401 ||
    status === 403 ||
    /API_KEY_INVALID|API key not valid|invalid api key|incorrect api key/i.test(body)
  ) {
    return new AiProviderError('invalidKey');
  }
  if (status === 404) return new AiProviderError('modelNotFound');
  if (status === 429 || /quota|RESOURCE_EXHAUSTED|rate limit|limit exceeded/i.test(body)) {
    return new AiProviderError('quota');
  }
  return new AiProviderError('failed', `the AI service answered with status ${status}`);
}

/**
 * Tries each model in order and moves on when one is blocked, empty or fails (docs/product.md §8). A bad
 * key or the timeout stops at once: every other model would fail the same way. When all fail,
 * the last failure decides the message; an empty last answer reads "all models failed".
 */
export async function firstSuccessful(
  models: readonly string[],
  signal: AbortSignal,
  call: (model: string) => Promise<string>,
): Promise<string> {
  let last = new AiProviderError('allFailed');
  for (const model of models) {
    if (signal.aborted) throw new AiProviderError('timeout');
    try {
      return await call(model);
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      if (error.kind === 'invalidKey' || error.kind === 'timeout') throw error;
      last = error;
    }
  }
  throw last;
}

export const emptyAnswer = () => new AiProviderError('allFailed', 'empty answer');
