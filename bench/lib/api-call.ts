/**
 * One JSON call to the app under test; returns the envelope's `data`, throws on any non-2xx.
 * A 503 (the server shedding load on a busy shared machine: "try again in a few seconds") is
 * tried again, up to five times a second apart, so a busy minute does not void a bench run.
 */
export async function call<T>(
  baseUrl: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data?: T; message?: string };
    if (response.status === 503 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (!response.ok || !json.data)
      throw new Error(`${method} ${url}: ${response.status} ${json.message ?? ''}`);
    return json.data;
  }
}
