import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output; resolves with its exit code (never rejects).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const startedAt = Date.now();

/**
 * A stage heading, with the wall-clock time and the minutes since this script started: CI has a
 * hard time limit, and a log that says where the time went is how a slow stage gets noticed.
 * @param {string} title
 */
export function section(title) {
  const clock = new Date().toISOString().slice(11, 19);
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  const heading = `${title} (${clock} UTC, +${minutes} min)`;
  console.info(`\n━━ ${heading} ${'━'.repeat(Math.max(0, 70 - heading.length))}`);
}
