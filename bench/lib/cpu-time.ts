import { readFileSync } from 'node:fs';

const ticksPerSecond = 100;

/**
 * CPU time (user + system, in µs) a process has used so far, from /proc; null where there is
 * no /proc. On a shared machine a server's CPU time per request moves far less than its req/s,
 * which depend on how much of a core it was given, so the report shows both.
 */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the ")" closing the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / ticksPerSecond : null;
  } catch {
    return null;
  }
}
