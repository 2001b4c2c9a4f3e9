/** One JSON call to the app under test; returns the envelope's `data`, throws on any non-2xx. */
export async function call<T>(
  baseUrl: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data?: T; message?: string };
  if (!response.ok || !json.data)
    throw new Error(`${method} ${url}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}
