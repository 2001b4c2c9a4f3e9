import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { grantStudentDiscount } from '#server/modules/payments';

/**
 * Support grants a student the 50% price (docs/decisions/0058-*.md), run on the server:
 *
 *   npm run payments:grant-discount -- --email student@example.com [--note "card seen 2026-11"]
 *
 * The account may then subscribe to the student PayPal plans (its checkout offers them) and the
 * server's price check accepts that price for that account only. On the embedded database (no
 * DATABASE_URL) stop the server first: one process at a time may open it.
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, note: { type: 'string' } } });
  const email = values.email?.trim();
  if (!email) {
    process.stderr.write(
      'usage: npm run payments:grant-discount -- --email <account email> [--note <text>]\n',
    );
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolMax: 2 }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const granted = await grantStudentDiscount(database.db, config.jwtSecret, email, values.note ?? null);
    if (!granted) {
      process.stderr.write(`No account has the email ${email}.\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`Student discount granted to ${email}.\n`);
  } finally {
    await database.close();
  }
}

await main();
