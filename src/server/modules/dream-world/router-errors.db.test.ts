import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { expectErrorEnvelope } from '#server/test/assertions';
import { bearer, registerUser } from '#server/test/test-app';

const testApp = setupTestApp();

describe('errors raised by the router, before any route runs', () => {
  it('answers an over-long id with the 404 envelope, without echoing the URL', async () => {
    const user = await registerUser(testApp);
    const id = 'a'.repeat(5000);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/dream-world/${id}`,
      headers: bearer(user.token),
    });
    const body = expectErrorEnvelope(response, 404, 'NOT_FOUND');
    expect(body.message).toBe('Not found.');
    expect(response.body).not.toContain('aaaaaaaaaa');
  });

  it('answers a malformed %-encoding with a 400 envelope, without echoing the URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dream-world/%E0%A4%A' });
    const body = expectErrorEnvelope(response, 400, 'VALIDATION_ERROR');
    expect(body.message).toMatch(/URL is not valid/);
    expect(response.body).not.toContain('%E0');
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
