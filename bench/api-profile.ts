import { type LoadResult, measure } from './lib/load';
import { createBenchDatabase } from './lib/postgres';
import { startApp, startBare } from './lib/processes';

export interface ProfileBench {
  bare: LoadResult;
  pglite: LoadResult;
  postgres: LoadResult | null;
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password',
      firstName: 'Bench',
    }),
  });
  const body = (await response.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`register failed: ${response.status}`);
  return body.data.token;
}

async function profileOn(env: Record<string, string>): Promise<LoadResult> {
  const app = await startApp(env);
  try {
    const token = await signUp(app.baseUrl);
    return await measure({
      url: `${app.baseUrl}/api/auth/profile`,
      headers: { authorization: `Bearer ${token}` },
    });
  } finally {
    await app.stop();
  }
}

/** GET /api/auth/profile (JWT check + session lookup) beside a bare Fastify route, in one run. */
export async function benchProfile(): Promise<ProfileBench> {
  const bareServer = await startBare();
  const bare = await measure({ url: `${bareServer.baseUrl}/api/bare` }).finally(() => bareServer.stop());
  const pglite = await profileOn({});
  const database = await createBenchDatabase();
  let postgres: LoadResult | null = null;
  if (database) {
    try {
      postgres = await profileOn({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  }
  return { bare, pglite, postgres };
}
