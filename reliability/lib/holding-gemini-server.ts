import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Gemini (generateContent) on 127.0.0.1 that can hold every request unanswered: a
 * generation job asking it stays genuinely in flight, for as long as the test wants, until the
 * process running it is killed. `answerWith` then makes it answer at once (held requests too).
 */
export async function startHoldingGeminiServer() {
  let answer: unknown | undefined;
  const held: ServerResponse[] = [];
  let requestCount = 0;
  let firstRequest: (() => void) | undefined;
  const firstRequestSeen = new Promise<void>((resolve) => {
    firstRequest = resolve;
  });

  const reply = (response: ServerResponse) => {
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  };

  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requestCount += 1;
      firstRequest?.();
      if (answer === undefined) held.push(response);
      else reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Resolves when the first generateContent request has arrived (and is being held). */
    firstRequestSeen,
    get requestCount() {
      return requestCount;
    },
    /** Requests held whose client is still connected (a killed client's socket closes). */
    get openHeldRequests() {
      return held.filter((response) => !response.destroyed && !response.socket?.destroyed).length;
    },
    /** From now on every request (and every one still held) gets this body. */
    answerWith(body: unknown) {
      answer = body;
      for (const response of held.splice(0)) reply(response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
