import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type ErrorEnvelope, errorEnvelopeSchema } from '#shared/api';

/** Stack frames, source paths or SQL: none of it may ever reach a response body. */
const LEAKS = [
  /\n\s+at /,
  /\.(ts|js):\d+/,
  /node_modules/,
  /\b(select|insert into|delete from|violates|constraint|syntax error)\b/i,
];

/**
 * Asserts the error envelope `{ success: false, message, code, errors? }` (and nothing else) with
 * this status, as JSON, without leaked internals. Returns the parsed body.
 */
export function expectErrorEnvelope(
  response: LightMyRequestResponse,
  status: number,
  code?: string,
): ErrorEnvelope {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(errorEnvelopeSchema.strict().safeParse(body).success, response.body).toBe(true);
  expect(body.message.length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
  for (const leak of LEAKS) expect(response.body).not.toMatch(leak);
  return body;
}

/** A 400 VALIDATION_ERROR whose message and field list both name `field`. */
export function expectValidationError(response: LightMyRequestResponse, field: string): ErrorEnvelope {
  const body = expectErrorEnvelope(response, 400, 'VALIDATION_ERROR');
  expect(body.errors?.map((error) => error.field)).toContain(field);
  expect(body.message).toContain(field);
  return body;
}
