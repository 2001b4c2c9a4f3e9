import type { Env } from './env-schema';

/** Below this many different characters a secret is a pattern, not a random value ("aaaa…", "abab…"). */
const MIN_DISTINCT_SECRET_CHARACTERS = 8;

/**
 * What production refuses to start with, one `VARIABLE: problem` each (decision 0063). Each is
 * a setting that works, so nothing else would notice it: a guessable signing secret (anyone
 * could mint sessions), an http APP_URL (every mailed reset link would travel in clear), and mail
 * written to the data folder instead of sent (nobody would receive a reset link).
 */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  } else if (new Set(env.JWT_SECRET).size < MIN_DISTINCT_SECRET_CHARACTERS) {
    problems.push(
      `JWT_SECRET: has fewer than ${MIN_DISTINCT_SECRET_CHARACTERS} different characters; use a random value (e.g. openssl rand -base64 48)`,
    );
  }
  // Without APP_URL every reset and verification link pointed at http://localhost:PORT, so no
  // user of a production deployment could follow one.
  if (!env.APP_URL) {
    problems.push('APP_URL: required when NODE_ENV=production (the public https URL mail links point to)');
  } else if (!env.APP_URL.startsWith('https://')) {
    problems.push(
      'APP_URL: must be an https:// URL when NODE_ENV=production (mail links carry one-time tokens)',
    );
  }
  if (!env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
    problems.push(
      'SMTP_URL: required when NODE_ENV=production (without it mail is only written to DATA_DIR/outbox; set MAIL_OUTBOX_IN_PRODUCTION=true if that is what you want)',
    );
  }
  // The test clock lets anyone move "today" for every user and send every reminder at once.
  if (env.TEST_CLOCK_CONTROL) {
    problems.push(
      'TEST_CLOCK_CONTROL: must not be set when NODE_ENV=production (it is for browser tests only)',
    );
  }
  return problems;
}
