import type { ApiBench, DriverApiBench } from './api-suite';
import { backgroundLoginsPerSecond, heavyTransactionCount } from './api-suite';
import type { LoadResult } from './lib/load';
import type { BudgetRow, ReportTable } from './lib/report';

/** Goals for the API, each compared with a figure measured in the same run. */
export const apiBudgets = {
  /** GET /api/auth/profile req/s ÷ the bare Fastify route's, on Postgres. */
  profileVsBareMin: 0.4,
  /** Dashboard p99 with 1,000 transactions ÷ a new user's. */
  dashboardHeavyP99Max: 1.5,
  /** Profile p99 with 50 logins/s in the background ÷ unloaded. */
  profileUnderLoginsP99Max: 2,
} as const;

const drivers = (api: ApiBench) =>
  [
    ['PGlite', api.pglite],
    ['Postgres', api.postgres],
  ] as const;

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;

export function apiTable(api: ApiBench): ReportTable {
  const rows: (string | number)[][] = [];
  for (const [driver, bench] of drivers(api)) {
    if (!bench) {
      rows.push([`every API target — ${driver}`, '—', '—', '—', '—', 'Postgres not reachable', '—']);
      continue;
    }
    const bare = bench.profile.baseline.requestsPerSecond;
    const row = (name: string, result: LoadResult) => [
      `${name} — ${driver}`,
      result.requestsPerSecond,
      result.p50Ms,
      result.p99Ms,
      result.non2xx + result.errors,
      percent(result.requestsPerSecond / Math.max(bare, 1)),
      result.cpuMicrosPerRequest ?? '—',
    ];
    rows.push(
      row('bare Fastify route (baseline, paired with the profile)', bench.profile.baseline),
      [
        ...row('GET /api/auth/profile', bench.profile.target).slice(0, 5),
        percent(bench.profile.ratio),
        bench.profile.target.cpuMicrosPerRequest ?? '—',
      ],
      row('GET /api/auth/dashboard, new user', bench.dashboard.baseline),
      row(`GET /api/auth/dashboard, ${heavyTransactionCount} transactions`, bench.dashboard.target),
      row('PUT /api/questionnaire/:userId (save progress)', bench.answerSave),
      row('POST /api/auth/login (argon2id, rate limits raised)', bench.login),
    );
  }
  return {
    heading:
      'API throughput (50 connections; paired rows measured in alternating rounds, medians; "vs bare" = share of the bare route’s req/s)',
    columns: ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs bare', 'server CPU µs/request'],
    rows,
  };
}

export function loginLoadTable(api: ApiBench): ReportTable {
  const rows: (string | number)[][] = [];
  for (const [driver, bench] of drivers(api)) {
    if (!bench) continue;
    const { baseline, target } = bench.profileDuringLogins;
    const achieved = bench.backgroundLogins.map((logins) => logins.requestsPerSecond).join(' / ');
    const loginErrors = bench.backgroundLogins.reduce(
      (sum, logins) => sum + logins.non2xx + logins.errors,
      0,
    );
    rows.push(
      [
        `GET /api/auth/profile at ${bench.profileRate} req/s, unloaded — ${driver}`,
        baseline.requestsPerSecond,
        baseline.p50Ms,
        baseline.p99Ms,
        '—',
      ],
      [
        `GET /api/auth/profile at ${bench.profileRate} req/s, ${backgroundLoginsPerSecond} logins/s running — ${driver}`,
        target.requestsPerSecond,
        target.p50Ms,
        target.p99Ms,
        `${achieved} logins/s, ${loginErrors} errors`,
      ],
    );
  }
  return {
    heading: `GET /api/auth/profile with a steady ${backgroundLoginsPerSecond} logins/s in the background; the profile paced at a quarter of its capacity on both sides (alternating rounds of at least 5 s, medians)`,
    columns: ['target', 'req/s', 'p50 ms', 'p99 ms', 'background logins achieved (per round)'],
    rows,
  };
}

/** A background load below this share of its rate did not load the server as the budget says. */
const backgroundRateMinShare = 0.9;

/**
 * Why a row measured under background logins cannot be judged: a round whose logins fell short of
 * their rate (18–41/s instead of 50 on a busy machine) measured a lighter load than the budget
 * names, so passing it would prove nothing (decision 0117).
 */
function missedBackgroundRate(bench: DriverApiBench): string | undefined {
  const slowest = Math.min(...bench.backgroundLogins.map((logins) => logins.requestsPerSecond));
  return slowest < backgroundLoginsPerSecond * backgroundRateMinShare
    ? `background logins reached ${slowest}/s of ${backgroundLoginsPerSecond}/s in a round`
    : undefined;
}

export function apiBudgetRows(api: ApiBench): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const postgres = api.postgres;
  rows.push({
    name: 'GET /api/auth/profile on Postgres vs bare Fastify route (req/s)',
    // The CPU share is context, not the budget: it shows what the ratio would be with a core each.
    figure: postgres
      ? `${percent(postgres.profile.ratio)}${postgres.profile.cpuRatio === null ? '' : ` (by server CPU per request: ${percent(postgres.profile.cpuRatio)})`}`
      : '—',
    budget: `≥ ${percent(apiBudgets.profileVsBareMin)}`,
    pass: postgres ? postgres.profile.ratio >= apiBudgets.profileVsBareMin : null,
    ...(postgres ? { baseline: `bare route ${postgres.profile.baseline.requestsPerSecond} req/s` } : {}),
  });
  const perDriver = (
    name: (driver: string) => string,
    pick: (bench: DriverApiBench) => number,
    limit: number,
    {
      reportedOnly = {},
      baseline,
      invalid = () => undefined,
    }: {
      reportedOnly?: Partial<Record<string, string>>;
      baseline: (bench: DriverApiBench) => string;
      invalid?: (bench: DriverApiBench) => string | undefined;
    },
  ) => {
    for (const [driver, bench] of drivers(api)) {
      const why = reportedOnly[driver];
      const invalidBecause = bench ? invalid(bench) : undefined;
      rows.push({
        name: name(driver),
        figure: bench ? times(pick(bench)) : '—',
        budget: `≤ ${times(limit)}`,
        pass: bench && !why && !invalidBecause ? pick(bench) <= limit : null,
        ...(bench && why ? { reportedOnly: why } : {}),
        ...(invalidBecause ? { invalid: invalidBecause } : {}),
        ...(bench ? { baseline: baseline(bench) } : {}),
      });
    }
  };
  perDriver(
    (driver) =>
      `GET /api/auth/dashboard p99 with ${heavyTransactionCount} transactions vs a new user (${driver})`,
    (bench) => bench.dashboard.p99Ratio,
    apiBudgets.dashboardHeavyP99Max,
    { baseline: (bench) => `new user p99 ${bench.dashboard.baseline.p99Ms} ms` },
  );
  // A goal about the server, not the database: on PGlite the database runs on the server's own
  // thread, so each login's statements hold up every other request for a moment, whatever the
  // server does with the hashing. Reported beside the goal; held to it on Postgres (decision 0037).
  perDriver(
    (driver) =>
      `GET /api/auth/profile p99 with ${backgroundLoginsPerSecond} logins/s vs unloaded (${driver})`,
    (bench) => bench.profileDuringLogins.p99Ratio,
    apiBudgets.profileUnderLoginsP99Max,
    {
      reportedOnly: { PGlite: 'the embedded database runs on the server’s thread (decision 0037)' },
      baseline: (bench) => `unloaded p99 ${bench.profileDuringLogins.baseline.p99Ms} ms`,
      invalid: missedBackgroundRate,
    },
  );
  return rows;
}
