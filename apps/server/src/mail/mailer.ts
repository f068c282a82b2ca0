import nodemailer from 'nodemailer';

export interface Mail {
  /** The outbox row's id: the Message-ID, so a mail sent twice can be told apart. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How long the shop waits on a mail server (docs/decisions/137-mail-never-holds-a-request.md).
 * nodemailer's own defaults (2 minutes to connect, 30 s for the greeting, 10 minutes of
 * silence) let a server that accepts and never speaks hold a sign-up past every client's
 * patience; a working server greets within a second.
 */
export const SMTP_TIMEOUTS = {
  /** Connecting, DNS included; the greeting is cut short by what is left of it. */
  connectionMs: 4_000,
  greetingMs: 4_000,
  /** Silence in the middle of a conversation (a large mail's upload keeps it talking). */
  socketMs: 10_000,
} as const;

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the console mailer, which writes each mail (codes
 * included) to the server log so a shop can be tried without a mail server.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  log: (line: string) => void,
): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    dnsTimeout: SMTP_TIMEOUTS.connectionMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
  });
  return {
    async send({ id, ...mail }) {
      await transport.sendMail({
        from: options.from,
        ...mail,
        ...(id ? { messageId: `<${id}@outbox.haat>` } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
