const SECRET_QUERY_PARAMS = /([?&](?:token|code|key|secret)=)[^&#]*/gi;

/** `/reset-password?token=abc` → `/reset-password?token=[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}
