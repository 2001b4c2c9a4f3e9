import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import app, { serverOptions } from './app';
import { loadConfig } from './config';
import { ConfigError } from './config/config-error';
import { openDatabase } from './db/client';
import { pgliteImageFile } from './paths';

/** Process entry: read config, open the database, listen, and shut down cleanly on SIGTERM/SIGINT. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
      : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite'), imageFile: pgliteImageFile },
  );
  const server = Fastify(serverOptions(config));
  await server.register(app, { config, database });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error');
    else server.log.info({ signal }, 'shutting down');
    await server.close();
    await database.close();
  });

  await server.listen({ port: config.port, host: config.host });
  server.log.info(
    {
      url: `http://localhost:${(server.server.address() as { port: number }).port}`,
      database: database.driver,
    },
    'Dream Life is ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
