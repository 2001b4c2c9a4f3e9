/**
 * The short text of a job's error for `jobs.last_error` and the job logs: its name and the first
 * line of its message. Drizzle's query errors put the statement's bound values after a newline
 * (`params: …`), and those values are the user's answers; the first line alone never holds them,
 * and a `params:` that somehow sits on it is cut off too.
 */
export function jobErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = (message.split(/\r?\n/, 1)[0] ?? '').replace(/\s*params:.*$/i, '').trim();
  return `${name}: ${firstLine}`.slice(0, 500);
}
