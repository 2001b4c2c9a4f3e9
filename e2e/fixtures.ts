import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** Waits for the dev outbox of the server under test to hold a link to `pathname` for `to`. */
export async function mailedLink(to: string, pathname: string): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(folder).catch(() => [] as string[])).filter((file) =>
          file.endsWith('.json'),
        );
        const messages: OutboxMessage[] = await Promise.all(
          files.sort().map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8'))),
        );
        found = messages
          .filter((message) => message.to === to)
          .flatMap((message) => message.links)
          .reverse()
          .find((link) => new URL(link).pathname === pathname);
        return found;
      },
      { message: `a ${pathname} mail to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** axe with WCAG 2.1 A/AA rules: the page must have no violation at all. */
export async function expectNoAxeViolations(page: Page, context: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
