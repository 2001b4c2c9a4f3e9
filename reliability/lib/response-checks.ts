import { errorEnvelopeSchema } from '#shared/api';

/**
 * Signs that a body carries internals: a stack frame, a dependency path or a source file path.
 * A pattern only counts when the request did not contain the same text (the API may echo input).
 */
const leakPatterns: { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /(?:\n|\\n)\s+at [^\n]*/ },
  { name: 'stack frame', pattern: /\bat (?:async )?[\w$.<>]+ \([^)\n]*:\d+:\d+\)/ },
  { name: 'node_modules path', pattern: /node_modules/ },
  { name: 'file path', pattern: /(?:\/[\w.@-]+)+\.(?:[cm]?[jt]sx?|node)\b(?::\d+)?/ },
  { name: 'file URL', pattern: /file:\/\/\/[^\s"]+/ },
  {
    name: 'Postgres error',
    pattern: /\b(?:duplicate key value|violates \w+ constraint|syntax error at or near)\b/,
  },
];

export interface SentRequest {
  method: string;
  url: string;
  payload?: string | Buffer;
}

export interface Answer {
  statusCode: number;
  body: string;
}

/**
 * Everything wrong with one answer; empty when the answer was a deliberate one. `htmlPage`: the
 * route answers a person who followed a link, so its errors are pages, not the JSON envelope.
 */
export function problemsWith(
  request: SentRequest,
  response: Answer,
  { htmlPage = false }: { htmlPage?: boolean } = {},
): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  const sent = `${request.url}\n${request.payload?.toString() ?? ''}`;
  for (const { name, pattern } of leakPatterns) {
    const match = pattern.exec(response.body)?.[0];
    if (match && !sent.includes(match))
      problems.push(`${name} in the body: ${JSON.stringify(match.slice(0, 120))}`);
  }
  // HEAD answers carry no body; everything else that fails is the envelope.
  if (response.statusCode >= 400 && request.method !== 'HEAD' && !htmlPage) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      problems.push('a 4xx/5xx body that is not JSON');
    }
    if (parsed !== undefined && !errorEnvelopeSchema.safeParse(parsed).success) {
      problems.push('a 4xx/5xx body that is not the error envelope');
    }
  }
  return problems;
}

/** Long strings shortened so a reproduction fits on a screen; the seed replays the exact bytes. */
export function abbreviate(text: string, keep = 160): string {
  return text.length <= keep ? text : `${text.slice(0, keep)}…(${text.length} chars in all)`;
}
