import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The one SMTP catcher of the test suites. The server tests start one per test app and read
 * `mails` in-process; the Playwright runner starts one with a `dir`, and its test workers (other
 * processes) read the files back through `Inbox`. Both parse mail the same way.
 */

/** One received message. */
export interface Mail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  /** The subject, RFC 2047 words decoded. */
  subject: string;
  /** The Message-ID header, e.g. `<id@outbox.haat>`. */
  messageId: string;
  /** The decoded text/plain part. */
  text: string;
  /** Headers and decoded content of every part, one after another (HTML included). */
  body: string;
}

/** A message as it came over SMTP, as the catcher files it for other processes. */
interface StoredMail {
  to: string[];
  raw: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received, in arrival order. */
  mails: Mail[];
  /**
   * The newest mail to this address, waiting for it to arrive if needed: 15 s at most by
   * default, a bound on waiting (the outbox's worker on a busy machine running test files side
   * by side), not a measure of speed.
   */
  waitFor(to: string, timeoutMs?: number): Promise<Mail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every mail it receives and, given `dir`,
 * also writes each one there (one JSON file, named so that name order is arrival order).
 */
export async function startMailCatcher(
  options: {
    dir?: string;
    /** Let the process exit while the catcher listens (the Playwright runner's). */
    unref?: boolean;
  } = {},
): Promise<MailCatcher> {
  const { dir } = options;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const mails: Mail[] = [];
  const waiting = new Set<() => void>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const stored: StoredMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (dir) {
          const file = path.join(dir, `${Date.now()}-${String(received).padStart(6, '0')}.json`);
          // Written under a temporary name and renamed, so a reader never sees half a file.
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(stored));
          fs.renameSync(`${file}.tmp`, file);
        }
        mails.push(parseMail(stored));
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  if (options.unref) server.server.unref();
  const { port } = server.server.address() as AddressInfo;

  const newest = (to: string) => mails.findLast((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor(to, timeoutMs = 15_000) {
      const found = newest(to);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        function check() {
          const mail = newest(to);
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        }
        waiting.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mails to one address that a catcher filed in `dir`, in arrival order, read from another
 * process. `next()` waits for the first one this inbox has not handed out yet, so a test reads
 * each mail once, in turn.
 */
export class Inbox {
  private seen = 0;

  constructor(
    readonly address: string,
    private readonly dir: string,
  ) {}

  private read(): Mail[] {
    if (!fs.existsSync(this.dir)) return [];
    const to = this.address.toLowerCase();
    return fs
      .readdirSync(this.dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(this.dir, name), 'utf8')) as StoredMail)
      .filter((stored) => stored.to.includes(to))
      .map(parseMail);
  }

  async next(timeoutMs = 10_000): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.read()[this.seen];
      if (mail) {
        this.seen += 1;
        return mail;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `No mail number ${this.seen + 1} to ${this.address} within ${timeoutMs} ms`,
        );
      }
      await sleep(100);
    }
  }

  /** How many mails have arrived for this address so far. */
  count(): number {
    return this.read().length;
  }
}

/** The 6-digit code of a mail: the only 6-digit number in its text. */
export function codeIn(mail: Mail): string {
  const codes = mail.text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) {
    throw new Error(`Expected one 6-digit code in "${mail.subject}", found ${codes.length}`);
  }
  return codes[0]!;
}

/** The sign-up mail's verification link, `${PUBLIC_URL}/verify-email/<token>`. */
export function verificationLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No verification link in "${mail.subject}"`);
  return link;
}

/** The token of the sign-up mail's `/verify-email/<token>` link. */
export function linkTokenIn(mail: Mail): string {
  return verificationLinkIn(mail).split('/verify-email/')[1]!;
}

function parseMail(stored: StoredMail): Mail {
  const { head } = splitHead(stored.raw);
  const text = textPart(stored.raw);
  if (text === undefined) throw new Error('The mail has no text/plain part');
  return {
    to: stored.to,
    subject: decodeHeaderWords(header(head, 'Subject')),
    messageId: header(head, 'Message-ID'),
    text,
    body: allParts(stored.raw),
  };
}

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` bytes. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * RFC 2047 words such as `=?UTF-8?Q?Haat=3A_code?=` in a header; the space between two
 * adjacent words is not part of the text (RFC 2047, 6.2), as in a long Hindi subject.
 */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(entity: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  if (!match) return { head: entity, body: '' };
  return { head: entity.slice(0, match.index), body: entity.slice(match.index + match[0].length) };
}

/** A header's value with folded lines joined. */
function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

function decodeBody(head: string, body: string): string {
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The parts of a multipart entity, or null when it is a single part. */
function partsOf(head: string, body: string): string[] | null {
  const type = header(head, 'Content-Type');
  if (!type.toLowerCase().startsWith('multipart/')) return null;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [];
  const parts: string[] = [];
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break; // the closing delimiter
    parts.push(part.replace(/^\r?\n/, ''));
  }
  return parts;
}

/** The text/plain part of a MIME entity, looking inside multipart containers. */
function textPart(entity: string): string | undefined {
  const { head, body } = splitHead(entity);
  const parts = partsOf(head, body);
  if (parts) {
    for (const part of parts) {
      const text = textPart(part);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  const type = header(head, 'Content-Type').toLowerCase() || 'text/plain';
  return type.startsWith('text/plain') ? decodeBody(head, body) : undefined;
}

/** Every leaf part's headers and decoded content, one after another. */
function allParts(entity: string): string {
  const { head, body } = splitHead(entity);
  const parts = partsOf(head, body);
  if (parts) return parts.map(allParts).join('\n');
  return `${head}\n\n${decodeBody(head, body)}`;
}
