import fc from 'fast-check';
import type { TestApp } from '#server/test/test-app';
import { changedTables, createDigester, type DatabaseDigest } from './database-digest';
import type { FuzzRequest } from './fuzz-request';
import { abbreviate, problemsWith } from './response-checks';

/** A rejected request allowed to write, with why. Keep each one explicit: it is a decision. */
export interface AllowedRejectedWrite {
  operation: string;
  status: number;
  tables: string[];
  reason: string;
}

export interface FuzzRunnerOptions {
  testApp: TestApp;
  /** The current token of a signed-in identity (fixtures may replace them between requests). */
  tokenOf: (identity: FuzzRequest['identity']) => string | undefined;
  /** After a request that wrote: put the fixtures back and let background work finish. */
  restoreFixtures: () => Promise<void>;
  writesAllowedOnRejection?: AllowedRejectedWrite[];
  /** Operations that answer a person with an HTML page (a link from a mail), errors included. */
  pageOperations?: string[];
}

interface Tally {
  requests: number;
  byStatus: Record<string, number>;
  /** Wall-clock time spent on the operation's requests and their checks. */
  milliseconds: number;
}

function describeRequest(request: FuzzRequest, headers: Record<string, string>) {
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `bytes ${request.payload.toString('hex').slice(0, 200)}`
        : abbreviate(request.payload);
  return [
    `  ${request.method} ${abbreviate(request.url)}  (${request.mutation}; as ${request.identity}; from ${request.remoteAddress})`,
    `  headers: ${abbreviate(JSON.stringify(headers), 400)}`,
    `  body: ${payload}`,
  ].join('\n');
}

/**
 * Sends fuzz requests to one app and checks each answer: no 5xx, no internals in the body, the
 * error envelope on a 4xx, and, for a rejected request, every table exactly as before it.
 */
export async function createFuzzRunner(options: FuzzRunnerOptions) {
  const { testApp } = options;
  const digester = createDigester(testApp.database);
  /** The database as the last request left it; a rejected request must leave it so. */
  let baseline: DatabaseDigest = await digester.digest();
  const tallies = new Map<string, Tally>();
  /** Of the total, the time spent on digests and fixture repairs rather than on requests. */
  let checkMilliseconds = 0;

  async function send(request: FuzzRequest): Promise<void> {
    const startedAt = performance.now();
    const headers = { ...request.headers };
    const token = options.tokenOf(request.identity);
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await testApp.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      remoteAddress: request.remoteAddress,
    });

    const tally = tallies.get(request.operation) ?? { requests: 0, byStatus: {}, milliseconds: 0 };
    tally.requests++;
    tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
    tallies.set(request.operation, tally);
    const checksStartedAt = performance.now();

    // RELIABILITY_FUZZ_DEBUG=1: why do "valid" requests not reach the handler?
    if (process.env.RELIABILITY_FUZZ_DEBUG && request.mutation === 'valid' && response.statusCode >= 400) {
      console.info(
        `${request.operation} as ${request.identity}: ${response.statusCode} ${abbreviate(response.body, 300)}`,
      );
    }
    const problems = problemsWith(request, response, {
      htmlPage:
        options.pageOperations?.includes(request.operation) === true &&
        String(response.headers['content-type']).startsWith('text/html'),
    });
    const after = await digester.digest();
    const changed = changedTables(baseline, after);
    if (response.statusCode >= 400 && response.statusCode < 500) {
      const allowed = options.writesAllowedOnRejection?.find(
        (entry) =>
          entry.operation === request.operation &&
          entry.status === response.statusCode &&
          changed.every((table) => entry.tables.includes(table)),
      );
      if (changed.length > 0 && !allowed) {
        problems.push(`rejected with ${response.statusCode} but changed ${changed.join(', ')}`);
      }
      baseline = after;
    } else if (changed.length > 0) {
      // Most successes are reads: only one that wrote can have ended a fixture or started a job.
      await options.restoreFixtures();
      baseline = await digester.digest();
    }
    tally.milliseconds += performance.now() - startedAt;
    checkMilliseconds += performance.now() - checksStartedAt;
    if (problems.length > 0) {
      throw new Error(
        [
          problems.join('; '),
          describeRequest(request, headers),
          `  answer: ${response.statusCode} ${abbreviate(response.body, 600)}`,
        ].join('\n'),
      );
    }
  }

  return {
    /**
     * Runs `numRuns` requests of `arbitrary` on the seeded RNG; a failure comes back as a report
     * that says how to replay it (seed, operation, fast-check path) and what was sent.
     */
    async fuzz(
      operation: string,
      arbitrary: fc.Arbitrary<FuzzRequest>,
      { seed, numRuns, path }: { seed: number; numRuns: number; path?: string | undefined },
    ): Promise<string | null> {
      const details = await fc.check(
        fc.asyncProperty(arbitrary, (request) => send(request)),
        // No shrinking: the state a failure depends on keeps changing, so a shrunk request says
        // little, and each shrink step replays requests (and their fixture repairs), which once
        // turned one failure into an hour-long run. The report names the request as sent.
        { seed, numRuns, endOnFailure: true, ...(path ? { path } : {}) },
      );
      if (!details.failed) return null;
      const error =
        details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
      return `${operation} (RELIABILITY_SEED=${seed} RELIABILITY_OPERATION='${operation}' RELIABILITY_PATH=${details.counterexamplePath}):\n${String(error)}`;
    },
    requestsFor: (operation: string) => tallies.get(operation)?.requests ?? 0,
    totalRequests: () => [...tallies.values()].reduce((sum, tally) => sum + tally.requests, 0),
    /** One line per operation: requests, time, statuses. */
    report(title: string, seconds: number): string {
      const rows = [...tallies.entries()].map(
        ([operation, tally]) =>
          `  ${String(tally.requests).padStart(5)} ${`${(tally.milliseconds / 1000).toFixed(1)}s`.padStart(6)}  ${operation.padEnd(48)} ${Object.entries(
            tally.byStatus,
          )
            .map(([status, count]) => `${status}×${count}`)
            .join(' ')}`,
      );
      return `${title}: ${this.totalRequests()} requests over ${tallies.size} operations in ${seconds.toFixed(1)} s, ${(checkMilliseconds / 1000).toFixed(1)} s of it digests and fixture repairs\n${rows.join('\n')}`;
    },
  };
}
