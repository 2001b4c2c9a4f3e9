import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

/**
 * A stand-in push service on 127.0.0.1 for the Web Push tests. web-push only speaks https, so it
 * serves a self-signed certificate made with openssl, and `agent` trusts exactly that certificate.
 * A path listed in `gone` answers 410 (the browser unsubscribed), like a real push service.
 */
export async function startFakePushService() {
  const folder = mkdtempSync(path.join(tmpdir(), 'fake-push-'));
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const certificate = readFileSync(cert);
  const requests: PushRequest[] = [];
  const gone = new Set<string>();
  const server = createServer({ key: readFileSync(key), cert: certificate }, (request, response) => {
    let bodyBytes = 0;
    request.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
    });
    request.on('end', () => {
      const url = request.url ?? '/';
      requests.push({ path: url, headers: request.headers, bodyBytes });
      response.writeHead(gone.has(url) ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    gone,
    endpoint: (name: string) => `https://127.0.0.1:${port}/push/${name}`,
    agent: new Agent({ ca: certificate }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
