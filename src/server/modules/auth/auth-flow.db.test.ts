import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, latestTokenFor, registerUnverifiedUser, registerUser } from '#server/test/test-app';

const t = setupTestApp();

describe('the account journey', () => {
  it('registers, reads the profile, logs out, logs in, resets the password and logs in with it', async () => {
    const user = await registerUser(t, { email: '  Grace@Example.COM ', firstName: 'Grace' });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(user.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user).toMatchObject({ email: 'grace@example.com', firstName: 'Grace' });
    expect(profile.headers['cache-control']).toBe('no-store');

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.token),
    });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(user.token),
    });
    expect(afterLogout.statusCode).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'GRACE@example.com', password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const sessionToken = login.json().data.token as string;

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'grace@example.com' },
    });
    expect(forgot.json()).toEqual({
      success: true,
      data: { message: 'Password reset instructions sent to your email' },
    });
    const resetToken = await latestTokenFor(t, 'grace@example.com', '/reset-password');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'a-brand-new-secret' },
    });
    expect(reset.statusCode).toBe(200);

    // The reset signs out every existing session and the link works only once.
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(sessionToken),
    });
    expect(oldSession.statusCode).toBe(401);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'yet-another-secret' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_TOKEN');

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace@example.com', password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace@example.com', password: 'a-brand-new-secret' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('verifies the email with the mailed link, once (accounts made before sign-up links)', async () => {
    const user = await registerUnverifiedUser(t);
    const token = await latestTokenFor(t, user.email, '/verify-email');
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user.isEmailVerified).toBe(true);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
  });
});
