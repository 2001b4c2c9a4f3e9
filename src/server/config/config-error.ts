/** A bad environment: `main` prints the message (one line per variable) and exits before anything starts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The one message format for every refused setting: a heading, then one `VARIABLE: problem` per line. */
export const configErrorFor = (problems: string[]) =>
  new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
