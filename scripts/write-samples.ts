/**
 * Writes docs/samples/: the offline writer's texts for each reference life, and for the lives in
 * varied/ answered the ways people really type, for a reader to judge the prose
 * (`npm run samples`). samples.test.ts fails when they are out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { samplePages } from '#world/testing';

const folder = path.join(import.meta.dirname, '..', 'docs', 'samples');
for (const { file, page } of samplePages()) {
  const target = path.join(folder, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, page);
  process.stdout.write(`docs/samples/${file}\n`);
}
