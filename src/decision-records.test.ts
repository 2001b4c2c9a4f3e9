import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records keep one shape (decision 0112): `# NNNN Title`, then `Date:` and `Status:`,
 * and a row in the index. A record moved to a style guide points at a section that exists, and a
 * superseded one names a record that exists.
 */
const folder = 'docs/decisions';
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
const status = /^Status: (accepted|superseded by (\d{4})|moved to the style guide)$/;

describe('the decision records', () => {
  it.each(records)('%s starts with its number and title, its date and its status', (name) => {
    const [heading, blank, date, state] = readFileSync(path.join(folder, name), 'utf8').split('\n');
    expect(heading).toMatch(new RegExp(`^# ${name.slice(0, 4)} \\S`));
    expect(blank).toBe('');
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(state).toMatch(status);
    const superseding = state?.match(status)?.[2];
    if (superseding) expect(records.some((other) => other.startsWith(`${superseding}-`))).toBe(true);
  });

  it('are each listed once in docs/decisions/README.md, and the index lists no other file', () => {
    const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(listed.toSorted(), 'add a row to docs/decisions/README.md for each record').toEqual(
      records.toSorted(),
    );
  });

  it('a record moved to a style guide points at a section the guide has', () => {
    for (const name of records) {
      const text = readFileSync(path.join(folder, name), 'utf8');
      if (!text.includes('Status: moved to the style guide')) continue;
      const [, guide, anchor] = text.match(/\]\(\.\.\/([\w-]+\.md)#([\w-]+)\)/) ?? [];
      expect(guide, name).toBeDefined();
      const guidePath = path.join('docs', guide ?? '');
      expect(existsSync(guidePath), guidePath).toBe(true);
      const headings = readFileSync(guidePath, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('## '))
        .map((line) =>
          line
            .slice(3)
            .toLowerCase()
            .replace(/[^\w\- ]/g, '')
            .replaceAll(' ', '-'),
        );
      expect(headings, name).toContain(anchor);
    }
  });
});
