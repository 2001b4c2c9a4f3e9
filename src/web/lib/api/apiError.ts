import type { FieldError } from '#shared/api';

/** Codes the client adds for failures that never produced a server envelope. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fieldErrors?: FieldError[];
  /** True when `message` was written by the server (and may be shown to the user as is). */
  fromServer: boolean;
}

/** Every failed API call throws this, so callers branch on status/code instead of parsing. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];
  readonly fromServer: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.fromServer = init.fromServer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the user about a failed call: the server's own words when it wrote them, else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}
