import { expect, it } from 'vitest';
import { setupTestApp } from '#server/test/app-fixture';
import { bearer, grantPlan, registerUser } from '#server/test/test-app';
import { generate, saveAnswers } from './test/world-api';

const testApp = setupTestApp({ env: { RATE_LIMIT_AI_PER_USER: '2' } });

it('limits generation per user like the AI routes (it may call the AI provider), with Retry-After', async () => {
  const user = await registerUser(testApp);
  await grantPlan(testApp, user.userId, 'visionary-plan');
  for (const name of ['One', 'Two']) {
    await saveAnswers(testApp, user.token, user.userId, { name }, { isCompleted: false });
    expect((await generate(testApp, user.token)).statusCode).toBe(202);
  }
  const limited = await generate(testApp, user.token);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(limited.headers['retry-after']).toBeDefined();

  // Reading worlds is never limited: the web polls every 3 s while a world is generated.
  for (let poll = 0; poll < 5; poll++) {
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/dream-world',
      headers: bearer(user.token),
    });
    expect(list.statusCode).toBe(200);
  }

  // Another user has a budget of their own.
  const other = await registerUser(testApp);
  await grantPlan(testApp, other.userId, 'free-plan');
  expect((await generate(testApp, other.token)).statusCode).toBe(202);
});
