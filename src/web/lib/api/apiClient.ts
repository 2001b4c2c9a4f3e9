import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from '#shared/api';
import { getStoredToken } from '../session/tokenStorage';
import { ApiError, clientErrorCodes } from './apiError';

const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/+$/, '');

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiRequestOptions<T extends z.ZodType> {
  method?: HttpMethod;
  body?: unknown;
  /** Schema of the envelope's `data`; the answer is validated against it. */
  schema: T;
  signal?: AbortSignal;
  /** Let the request outlive the page (a save sent while the tab reloads or closes). */
  keepalive?: boolean;
}

/**
 * The one way the web talks to the API: JSON, the stored bearer token, cookies, and the tunnel
 * header from docs/product.md §7. Resolves with the envelope's validated `data`; throws ApiError otherwise.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal, keepalive }: ApiRequestOptions<T>,
): Promise<z.output<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    // Tells a tunnelling service (ngrok) not to answer with its HTML browser-warning page.
    'ngrok-skip-browser-warning': 'true',
  };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  // A JSON content type with an empty body is rejected by the server's parser, so bodiless
  // writes (logout, resend) send an empty object.
  const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: clientErrorCodes.network,
      message: 'Could not reach the server. Please check your connection and try again.',
      fromServer: false,
    });
  }

  const json: unknown = await response.json().catch(() => undefined);

  if (response.ok) {
    // Envelope first, then `data` with the caller's schema: keeps the generic type exact.
    const envelope = successEnvelope(z.unknown()).safeParse(json);
    const data = envelope.success ? schema.safeParse(envelope.data.data) : undefined;
    if (data?.success) return data.data;
    throw new ApiError({
      status: response.status,
      code: clientErrorCodes.badResponse,
      message: 'The server sent an unexpected answer.',
      fromServer: false,
    });
  }

  const failure = errorEnvelopeSchema.safeParse(json);
  if (failure.success) {
    throw new ApiError({
      status: response.status,
      code: failure.data.code,
      message: failure.data.message,
      fieldErrors: failure.data.errors,
      fromServer: true,
    });
  }
  throw new ApiError({
    status: response.status,
    code: clientErrorCodes.badResponse,
    message: `The server answered with status ${response.status}.`,
    fromServer: false,
  });
}
