import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Drop the connection without answering (a network error for the client). */
  destroy?: boolean;
  /** Answer only after this long (a model slower than the time limit). */
  delayMs?: number;
}

/**
 * A scripted AI server on 127.0.0.1 for provider tests (Gemini or OpenAI-compatible): `reply`
 * decides each answer from the request, and every request is recorded for assertions.
 */
export async function startFakeAiServer(reply: (request: RecordedRequest) => FakeReply) {
  const requests: RecordedRequest[] = [];
  let handler = reply;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      const answer = handler(recorded);
      if (answer.destroy) {
        incoming.socket.destroy();
        return;
      }
      const send = () => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify(answer.body ?? {}));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setReply(next: (request: RecordedRequest) => FakeReply) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The model named in a Gemini generateContent URL. */
export const modelOf = (request: RecordedRequest) =>
  /models\/([^:]+):generateContent/.exec(request.url)?.[1] ?? '';

/** The prompt of a Gemini generateContent request. */
export const promptOf = (request: RecordedRequest) =>
  (request.body as { contents?: { parts?: { text?: string }[] }[] } | undefined)?.contents?.[0]?.parts?.[0]
    ?.text ?? '';

export const geminiText = (text: string) => ({
  candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP' }],
});
