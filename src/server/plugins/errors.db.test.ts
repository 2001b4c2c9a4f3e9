import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { errorCodes } from '#shared/api';
import { HttpError } from '../http-errors';
import { expectErrorEnvelope } from '../test/assertions';
import errorsPlugin from './errors';

describe('the errors plugin on its own', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/sql-failure', async () => {
      const error = new Error('duplicate key value violates unique constraint "users_email_unique"');
      Object.assign(error, { query: 'insert into users (email) values ($1)' });
      throw error;
    });
    app.get('/type-error', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
    app.get('/http-error', async () => {
      throw new HttpError(403, errorCodes.forbidden, 'Not yours.');
    });
    app.get('/client-error', async () => {
      throw Object.assign(new Error('internal detail of a 4xx'), { statusCode: 422 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/sql-failure', '/type-error'])(
    'answers an unexpected error at %s with a generic 500',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const body = expectErrorEnvelope(response, 500, 'INTERNAL_ERROR');
      expect(body.message).toBe('Something went wrong on our side. Please try again.');
      expect(response.body).not.toMatch(/users_email_unique|insert|undefined|TypeError/);
    },
  );

  it('passes an HttpError through with its status, code and message', async () => {
    const body = expectErrorEnvelope(
      await app.inject({ method: 'GET', url: '/http-error' }),
      403,
      'FORBIDDEN',
    );
    expect(body.message).toBe('Not yours.');
  });

  it('keeps the status of other client errors but not their internal message', async () => {
    const response = await app.inject({ method: 'GET', url: '/client-error' });
    expectErrorEnvelope(response, 422);
    expect(response.body).not.toContain('internal detail');
  });
});

describe('errors in the app', () => {
  const t = setupTestApp();

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/auth'],
    ['POST', '/api/auth/unknown'],
    ['DELETE', '/api/auth/login'],
    ['GET', '/api/auth/login'],
    ['GET', '/not-an-api-path'],
  ] as const)('answers %s %s with a 404 envelope', async (method, url) => {
    const response = await t.app.inject({ method, url });
    const body = expectErrorEnvelope(response, 404, 'NOT_FOUND');
    expect(body.message).toContain(url);
  });

  it('does not echo the query string (it may carry a token) in a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope?token=SECRET-TOKEN' });
    expectErrorEnvelope(response, 404, 'NOT_FOUND');
    expect(response.body).not.toContain('SECRET-TOKEN');
  });

  it('keeps a 404 for a 10 KB path short', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/${'a'.repeat(10 * 1024)}` });
    expectErrorEnvelope(response, 404, 'NOT_FOUND');
    expect(response.body.length).toBeLessThan(500);
  });

  it('hides an unexpected failure inside a route behind a generic 500', async () => {
    const failure = new Error('connection terminated: select * from users where email = $1');
    const login = vi.spyOn(t.app.authService, 'login').mockRejectedValueOnce(failure);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'some-password' },
    });
    expect(login).toHaveBeenCalledOnce();
    expectErrorEnvelope(response, 500, 'INTERNAL_ERROR');
    expect(response.body).not.toMatch(/connection terminated|email = \$1/);
  });
});
