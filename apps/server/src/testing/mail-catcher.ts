import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The Message-ID header, e.g. `<id@outbox.haat>`. */
  messageId: string;
  /** Headers and decoded text of every part (quoted-printable and base64 undone). */
  body: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** The newest mail to this address, waiting for it to arrive if needed. */
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of every part of a (possibly multipart) message, one after another. */
function decodeParts(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary && /content-type:\s*multipart\//i.test(head)) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodeParts(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return `${head}\n\n${decoded}`;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
          body: decodeParts(raw),
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const newest = (to: string) => mails.findLast((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(to, timeoutMs = 5000) {
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

/** The 6-digit code in a mail (the only 6-digit number in its text). */
export function codeIn(mail: CaughtMail): string {
  const match = /\b(\d{6})\b/.exec(
    mail.body
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  );
  if (!match?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}

/** The `/verify-email/<token>` link's token in a mail. */
export function linkTokenIn(mail: CaughtMail): string {
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error(`no verification link in mail "${mail.subject}"`);
  return match[1];
}
