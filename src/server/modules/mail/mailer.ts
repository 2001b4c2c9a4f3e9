import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DATA_DIR_MODE, DATA_FILE_MODE, secureDataDir } from '#server/data-folder';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message asks the reader to follow; the dev outbox prints them for local use. */
  links?: string[];
  /** Where a reply goes, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on reminders (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A stable id of this mail (the queued mail's), from which its Message-ID is made: a copy sent
   * again after a crash between the server's acceptance and our record of it is the same message.
   */
  id?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  /** Only outside production does the outbox print links (which carry one-time tokens) to the log. */
  logLinks: boolean;
  log: FastifyBaseLogger;
}

/** SMTP when `SMTP_URL` is set; otherwise the dev outbox, so the product works with no setup. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createOutboxMailer(options);
}

/** The domain of the From address, for Message-IDs (RFC 5322 wants one the sender controls). */
const senderDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'dreamlife.local';

/** What nodemailer builds the message from: the same for SMTP and the outbox. */
const mailOptions = (from: string, { to, subject, text, html, replyTo, headers, id }: MailMessage) => ({
  from,
  to,
  subject,
  text,
  html,
  ...(replyTo ? { replyTo } : {}),
  ...(headers ? { headers } : {}),
  ...(id ? { messageId: `<${id}@${senderDomain(from)}>` } : {}),
});

/**
 * Short socket timeouts: a queued mail is retried by the job worker, so a hung server should fail
 * an attempt in seconds, not hold a worker slot for nodemailer's default of minutes.
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...smtpTimeouts,
  } satisfies SMTPTransport.Options);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(mailOptions(from, message));
    },
    close: () => transport.close(),
  };
}

/**
 * Written under another name and renamed into place: a process killed mid-write (kill -9) left an
 * empty or cut .json, on which everything that reads the outbox (the e2e fixtures, the tests'
 * readOutbox) failed with a JSON syntax error. Readers list `*.json` and `*.eml` only.
 */
async function writeWhole(file: string, data: string | Buffer) {
  const partial = `${file}.partial`;
  await writeFile(partial, data, { mode: DATA_FILE_MODE });
  await rename(partial, file);
}

/**
 * The same nodemailer pipeline as SMTP, but the finished RFC 822 message is written to
 * `DATA_DIR/outbox/` (an .eml file any mail client opens, plus a .json summary) instead of sent.
 */
function createOutboxMailer({ from, dataDir, logLinks, log }: MailerOptions): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  // Mails hold one-time links: the outbox is as private as the rest of the data folder.
  secureDataDir(dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const { to, subject, text, links = [], replyTo, headers } = message;
      const info = await transport.sendMail(mailOptions(from, message));
      const createdAt = new Date().toISOString();
      const baseName = `${createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(outbox, { recursive: true, mode: DATA_DIR_MODE });
      await writeWhole(path.join(outbox, `${baseName}.eml`), info.message as Buffer);
      await writeWhole(
        path.join(outbox, `${baseName}.json`),
        JSON.stringify(
          {
            to,
            from,
            ...(replyTo ? { replyTo } : {}),
            ...(headers ? { headers } : {}),
            subject,
            text,
            links,
            createdAt,
          },
          null,
          2,
        ),
      );
      if (logLinks) log.info({ outbox: `${baseName}.eml`, subject, links }, 'mail written to the dev outbox');
      else log.warn({ subject }, 'SMTP_URL is not set: mail was written to the outbox and not delivered');
    },
    close: () => transport.close(),
  };
}
