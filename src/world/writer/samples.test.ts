import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplePage, sampleWorlds } from './samples';

const folder = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'samples');

describe('docs/samples', () => {
  it.each(sampleWorlds)('%s is what the writer says today (npm run samples)', (world) => {
    expect(readFileSync(path.join(folder, `${world}.md`), 'utf8')).toBe(samplePage(world));
  });
});
