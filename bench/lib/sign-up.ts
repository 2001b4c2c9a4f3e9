import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A built app in its own process whose mail goes to the dev outbox in `dataDir`. */
export interface AppWithOutbox {
  baseUrl: string;
  dataDir: string;
}

/**
 * The token of the newest sign-up link mailed to `email` (decision 0069). Mail is written in the
 * background, so the outbox is polled; files are read newest first (their names start with the
 * time), so a run that signs up hundreds of users reads few files per user.
 */
export async function activationToken(dataDir: string, email: string, timeoutMs = 30_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  // The server keeps addresses in lower case.
  const address = email.trim().toLowerCase();
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as {
        to: string;
        links?: string[];
      };
      const link =
        mail.to === address ? mail.links?.find((url) => new URL(url).pathname === '/activate') : null;
      const token = link ? new URL(link).searchParams.get('token') : null;
      if (token) return token;
    }
    await sleep(20);
  }
  throw new Error(`no sign-up link was mailed to ${email} within ${timeoutMs} ms`);
}

const post = (app: AppWithOutbox, route: string, payload: unknown) =>
  fetch(`${app.baseUrl}/api/auth/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

export interface SignedUp {
  token: string;
  user: { _id: string; email: string };
}

/**
 * The sign-up key a browser would keep (decision 0105), made from the address so that the two
 * halves of a sign-up (register, then the mailed link) present the same one: the link is opened
 * "in the browser that signed up" and the password typed at sign-up makes the account.
 */
export const browserKeyFor = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * Signs up as a person does, over HTTP: POST /api/auth/register (202 for every address), then the
 * mailed link's POST /api/auth/activate, which makes the account and starts a session. Throws with
 * the status and body of the first step that does not succeed (e.g. a 503 while the server sheds load).
 */
export async function signUpOverHttp(
  app: AppWithOutbox,
  body: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<SignedUp> {
  const registered = await post(app, 'register', { ...body, browserKey: browserKeyFor(body.email) });
  if (registered.status !== 202) {
    throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  }
  return openMailedLink(app, body.email);
}

/** The second half of a sign-up: opens the newest link mailed to `email` and returns its session. */
export async function openMailedLink(app: AppWithOutbox, email: string): Promise<SignedUp> {
  const activated = await post(app, 'activate', {
    token: await activationToken(app.dataDir, email.trim().toLowerCase()),
    browserKey: browserKeyFor(email),
  });
  if (activated.status !== 201) {
    throw new Error(`activate answered ${activated.status}: ${await activated.text()}`);
  }
  return ((await activated.json()) as { data: SignedUp }).data;
}
