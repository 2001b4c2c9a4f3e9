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

/** @param {string} title */
export function section(title) {
  console.info(`\n━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}
