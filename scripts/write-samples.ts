/**
 * Writes docs/samples/<world>.md: the offline writer's texts for each reference life, for a reader
 * to judge the prose (`npm run samples`). samples.test.ts fails when they are out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { samplePage, sampleWorlds } from '#world/writer/samples';

const folder = path.join(import.meta.dirname, '..', 'docs', 'samples');
for (const world of sampleWorlds) {
  writeFileSync(path.join(folder, `${world}.md`), samplePage(world));
  process.stdout.write(`docs/samples/${world}.md\n`);
}
