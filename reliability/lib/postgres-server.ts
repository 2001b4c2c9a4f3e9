import pg from 'pg';

/** The Postgres server the reliability suite makes its temporary databases on (.ci/run sets it). */
export const reliabilityPostgresUrl =
  process.env.RELIABILITY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that server answers now (a quick connect, no retries). */
export async function postgresAnswers(url = reliabilityPostgresUrl): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Postgres tests run when the server answers; in CI (CI=true) they also run when it does not, and
 * fail, since a CI without its database must not pass by skipping. Elsewhere they are skipped, with
 * the reason in their name.
 */
export async function postgresTestMode(): Promise<{ run: boolean; note: string }> {
  if (await postgresAnswers()) return { run: true, note: '' };
  if (process.env.CI === 'true')
    return { run: true, note: ` (CI: no Postgres at ${reliabilityPostgresUrl})` };
  return {
    run: false,
    note: ` (skipped: no Postgres at ${reliabilityPostgresUrl}; set RELIABILITY_POSTGRES_URL)`,
  };
}
