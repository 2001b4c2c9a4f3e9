import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplePages } from './samples';

const folder = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'samples');

describe('docs/samples', () => {
  it.each(samplePages().map(({ file, page }) => [file, page]))(
    '%s is what the writer says today (npm run samples)',
    (file, page) => {
      expect(readFileSync(path.join(folder, file), 'utf8')).toBe(page);
    },
  );
});
