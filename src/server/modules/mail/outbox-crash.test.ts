import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';

/**
 * The dev outbox when the process dies while writing a message (kill -9). The death is simulated
 * by a file system whose writes stop after a few bytes and throw; whatever is left in the outbox
 * must still be readable, as the e2e fixtures and readOutbox read every *.json in it.
 */
const dying = vi.hoisted(() => ({ active: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile = (async (file, data, options) => {
    // The summary is the second file written: the kill lands between the two writes' bytes.
    if (!dying.active || !String(file).includes('.json')) return fs.writeFile(file, data, options);
    await fs.writeFile(file, String(data).slice(0, 5), options);
    throw new Error('killed while writing');
  }) as typeof fs.writeFile;
  return { ...fs, writeFile, default: { ...fs, writeFile } };
});

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dream-life-outbox-crash-'));
});
afterEach(() => {
  dying.active = false;
  rmSync(dataDir, { recursive: true, force: true });
});

const mailer = () =>
  createMailer({
    smtpUrl: undefined,
    from: 'Dream Life <hello@dream.test>',
    dataDir,
    logLinks: false,
    log: { info() {}, warn() {} } as unknown as FastifyBaseLogger,
  });
const message = { to: 'ada@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', links: [] };

describe('the dev outbox when the process dies while writing a message', () => {
  it('leaves no cut .json summary: every one there parses', async () => {
    dying.active = true;
    await expect(mailer().send(message)).rejects.toThrow('killed while writing');
    dying.active = false;
    await mailer().send({ ...message, subject: 'After the restart' });

    const outbox = path.join(dataDir, 'outbox');
    const summaries = readdirSync(outbox).filter((file) => file.endsWith('.json'));
    const parsed = summaries.map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')));
    expect(parsed.map((summary) => summary.subject)).toEqual(['After the restart']);
  });
});
