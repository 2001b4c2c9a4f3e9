import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envExample, environmentReference } from './env-reference';
import { envSchema } from './env-schema';

describe('the generated environment reference', () => {
  it('docs/environment.md and .env.example are what `npm run docs:env` writes now', () => {
    const stale = 'stale: run `npm run docs:env` and commit the result';
    expect(readFileSync('docs/environment.md', 'utf8'), stale).toBe(environmentReference());
    expect(readFileSync('.env.example', 'utf8'), stale).toBe(envExample());
  });

  it('names every variable the server reads, with the default it really uses', () => {
    const reference = environmentReference();
    for (const name of Object.keys(envSchema.shape)) expect(reference).toContain(`| \`${name}\` |`);
    expect(reference).toMatch(/\| `PORT` \| integer 0–65535 \| `3000` \|/);
    expect(reference).toMatch(/\| `TRUST_PROXY` \| .* \| `false` \|/);
    expect(envExample()).toContain('# JOB_CONCURRENCY=2\n');
  });
});
