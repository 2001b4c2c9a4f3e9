import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { makeMigratedPgliteImage } from '../db/pglite-image';
import { createTemporaryDatabase } from '../db/temporary-database';

/** Where each test file's database is copied from (decision 0104). */
export type TestDatabaseTemplate =
  | { driver: 'pglite'; imagePath: string }
  | { driver: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Vitest globalSetup of the projects whose files make databases: migrates once per run, into a
 * Postgres template database when DATABASE_URL is set and into a PGlite image otherwise, so each
 * test file copies a migrated database instead of running every migration again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createTemporaryDatabase(serverUrl, 'dream_life_template');
    const migrated = await openDatabase({ driver: 'postgres', url: template.url, poolMax: 1 });
    await migrated.close();
    project.provide('testDatabaseTemplate', { driver: 'postgres', serverUrl, name: template.name });
    return () => template.drop();
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'dream-life-pglite-image-'));
  const imagePath = path.join(folder, 'migrated.tar');
  const image = await makeMigratedPgliteImage();
  await writeFile(imagePath, new Uint8Array(await image.arrayBuffer()));
  project.provide('testDatabaseTemplate', { driver: 'pglite', imagePath });
  return () => rm(folder, { recursive: true, force: true });
}
