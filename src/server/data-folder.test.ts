import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '#server/modules/mail';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/** Every folder and file under `root` (the root included) with its permission bits. */
function modesUnder(root: string): { path: string; isDirectory: boolean; mode: number }[] {
  const found = [{ path: root, isDirectory: true, mode: statSync(root).mode & 0o777 }];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    found.push({ path: entryPath, isDirectory: entry.isDirectory(), mode: statSync(entryPath).mode & 0o777 });
  }
  return found;
}

function expectPrivate(root: string) {
  const loose = modesUnder(root).filter(({ isDirectory, mode }) => mode !== (isDirectory ? 0o700 : 0o600));
  expect(loose.map(({ path: entryPath, mode }) => `${entryPath} ${mode.toString(8)}`)).toEqual([]);
}

/**
 * The audit found the embedded database's files world-writable (0666) and the data folder 0755
 * under a 0 umask. Everything in DATA_DIR must be 0600 in a 0700 folder: the database, the
 * development secret and the mail outbox, also when the folder was made by an earlier version.
 */
describe('the data folder is private', () => {
  let parent: string;
  let previousUmask: number;
  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'dream-life-data-'));
    // The most permissive umask, as in the audited container: nothing may rely on it.
    previousUmask = process.umask(0);
  });
  afterEach(async () => {
    process.umask(previousUmask);
    await rm(parent, { recursive: true, force: true });
  });

  it('a new data folder: database, secret and outbox files 0600 in 0700 folders', async () => {
    const dataDir = path.join(parent, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    // Writes after start-up create files too (new relations, WAL).
    await database.db.execute(sql`create table grown (id int)`);
    await database.db.execute(sql`insert into grown select generate_series(1, 1000)`);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      dataDir,
      logLinks: false,
      log: { info() {}, warn() {} } as never,
    });
    await mailer.send({ to: 'a@b.example', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });
    mailer.close();
    await database.close();
    expect(readdirSync(path.join(dataDir, 'outbox')).length).toBe(2);
    expectPrivate(dataDir);
  });

  it('an existing world-readable folder with world-writable files is made private at start-up', async () => {
    const dataDir = path.join(parent, 'old-data');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true, mode: 0o755 });
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o777 });
    writeFileSync(path.join(dataDir, 'outbox', 'old.json'), '{}', { mode: 0o666 });
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'x'.repeat(48), { mode: 0o666 });
    chmodSync(dataDir, 0o755);
    loadConfig({ DATA_DIR: dataDir });
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.close();
    expectPrivate(dataDir);
  });
});
