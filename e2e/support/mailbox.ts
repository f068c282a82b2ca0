import fs from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './mail-server';

/** Where the runner's SMTP server stores mail (see playwright.config.ts). */
export function mailDir(): string {
  const root = process.env.HAAT_E2E_DIR;
  if (!root) throw new Error('HAAT_E2E_DIR is not set: run the suite through playwright.config.ts');
  return path.join(root, 'mail');
}

export interface Mail {
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
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

/** RFC 2047 words such as `=?UTF-8?Q?Haat=3A_code?=` in a header. */
function decodeHeaderWords(value: string): string {
  return value.replace(
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

/** The text/plain part of a MIME entity, looking inside multipart containers. */
function textPart(entity: string): string | undefined {
  const { head, body } = splitHead(entity);
  const type = header(head, 'Content-Type').toLowerCase() || 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
    if (!boundary) return undefined;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break; // the closing delimiter
      const text = textPart(part.replace(/^\r?\n/, ''));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return type.startsWith('text/plain') ? decodeBody(head, body) : undefined;
}

export function parseMail(stored: StoredMail): Mail {
  const { head } = splitHead(stored.raw);
  const text = textPart(stored.raw);
  if (text === undefined) throw new Error('The mail has no text/plain part');
  return { to: stored.to, subject: decodeHeaderWords(header(head, 'Subject')), text };
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mails to one address, in arrival order. `next()` waits for the first one this inbox
 * has not handed out yet, so a test reads each mail once, in turn.
 */
export class Inbox {
  private seen = 0;

  constructor(readonly address: string) {}

  private read(): Mail[] {
    const dir = mailDir();
    if (!fs.existsSync(dir)) return [];
    const to = this.address.toLowerCase();
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
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
