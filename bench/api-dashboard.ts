import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { subscriptions, transactions } from '../src/server/db/schema';
import { type LoadResult, measure } from './lib/load';
import { createBenchDatabase } from './lib/postgres';
import { startApp } from './lib/processes';

export const heavyTransactionCount = 1000;

export interface DashboardBench {
  pglite: { newUser: LoadResult; heavyUser: LoadResult };
  postgres: { newUser: LoadResult; heavyUser: LoadResult } | null;
}

async function signUp(baseUrl: string, label: string) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${label}-${Date.now()}@example.com`,
      password: 'bench-password',
      firstName: 'Bench',
    }),
  });
  const body = (await response.json()) as { data?: { token: string; user: { _id: string } } };
  if (!body.data) throw new Error(`register failed: ${response.status}`);
  return { token: body.data.token, userId: body.data.user._id };
}

/** One active plan and `count` transactions, written straight to the database. */
async function seedHeavyUser(options: Parameters<typeof openDatabase>[0], userId: string, count: number) {
  const database = await openDatabase(options);
  try {
    const [plan] = await database.db
      .insert(subscriptions)
      .values({
        userId,
        planId: 'visionary-plan',
        planName: 'Visionary',
        provider: 'demo',
        providerSubscriptionId: `DEMO-BENCH-${userId}`,
        status: 'active',
      })
      .returning();
    const rows = Array.from({ length: count }, (_, index) => ({
      userId,
      subscriptionId: plan?.id,
      transactionId: `bench-${userId}-${index}`,
      amountCents: 1499,
      createdAt: new Date(Date.now() - index * 60_000),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await database.db.insert(transactions).values(rows.slice(start, start + 500));
    }
  } finally {
    await database.close();
  }
}

const dashboardOf = (baseUrl: string, token: string) =>
  measure({ url: `${baseUrl}/api/auth/dashboard`, headers: { authorization: `Bearer ${token}` } });

/**
 * PGlite is one process's embedded database: the users are registered through the API, the app
 * stops, the heavy user's rows are written, and the app starts again on the same data directory
 * (the tokens stay valid: sessions and the JWT secret live there too).
 */
async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-bench-dashboard-'));
  try {
    let app = await startApp({ DATA_DIR: dataDir });
    const fresh = await signUp(app.baseUrl, 'new');
    const heavy = await signUp(app.baseUrl, 'heavy');
    await app.stop();
    await seedHeavyUser(
      { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      heavy.userId,
      heavyTransactionCount,
    );
    app = await startApp({ DATA_DIR: dataDir });
    try {
      return {
        newUser: await dashboardOf(app.baseUrl, fresh.token),
        heavyUser: await dashboardOf(app.baseUrl, heavy.token),
      };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string) {
  const app = await startApp({ DATABASE_URL: url });
  try {
    const fresh = await signUp(app.baseUrl, 'new');
    const heavy = await signUp(app.baseUrl, 'heavy');
    await seedHeavyUser({ driver: 'postgres', url }, heavy.userId, heavyTransactionCount);
    return {
      newUser: await dashboardOf(app.baseUrl, fresh.token),
      heavyUser: await dashboardOf(app.baseUrl, heavy.token),
    };
  } finally {
    await app.stop();
  }
}

/** GET /api/auth/dashboard for a new user and for one with 1,000 transactions. */
export async function benchDashboard(): Promise<DashboardBench> {
  const pglite = await onPglite();
  const database = await createBenchDatabase();
  let postgres: DashboardBench['postgres'] = null;
  if (database) {
    try {
      postgres = await onPostgres(database.url);
    } finally {
      await database.drop();
    }
  }
  return { pglite, postgres };
}
