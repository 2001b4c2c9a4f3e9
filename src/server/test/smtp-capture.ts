import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** The message exactly as received (RFC 822, CRLF line ends). */
  raw: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /**
   * While true, every connection is turned away with "421 try again later", as a mail server in
   * an outage or under maintenance does; the client must keep the message and retry.
   */
  refusing: boolean;
  /** Connections turned away while refusing. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port that keeps every message it accepts; `port` reuses one
 * (a restarted server in a test that kills processes), else a free one is taken.
 */
export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      const refusal: Error & { responseCode?: number } = new Error('Service not available, try again later');
      refusal.responseCode = 421;
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (it was free a moment ago): connections are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function decodeQuotedPrintable(input: string): string {
  // Soft line breaks ("=" at the end of a line) join lines; =XX is one byte of UTF-8.
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function findPart(part: MimePart, mimeType: string): MimePart | null {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  if (contentType.toLowerCase().startsWith(mimeType)) return part;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) return null;
  const sections = part.body.split(`--${boundary}`).slice(1);
  for (const section of sections) {
    if (section.startsWith('--')) break;
    const found = findPart(splitPart(section.replace(/^\r?\n/, '')), mimeType);
    if (found) return found;
  }
  return null;
}

/** The decoded text/plain body of a raw RFC 822 message. */
export function textBodyOf(raw: string): string {
  const part = findPart(splitPart(raw), 'text/plain');
  if (!part) throw new Error('The message has no text/plain part');
  return decodeBody(part);
}

/** A header of a raw RFC 822 message (unfolded; encoded words are left as they are). */
export function headerOf(raw: string, name: string): string | undefined {
  return splitPart(raw).headers.get(name.toLowerCase());
}
