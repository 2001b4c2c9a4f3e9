/** One JSON request to the app under test; the status and the parsed body, never a throw on 4xx/5xx. */
export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the caller checks the shape it reads.
  body: any;
}

export async function requestJson(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  pathname: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    // A generous bound: a request the server never answers must fail the test, not hang it.
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, body: parsed };
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
