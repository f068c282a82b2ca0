import nodemailer from 'nodemailer';

export interface Mail {
  /** The outbox row's id: the Message-ID, so a mail sent twice can be told apart. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

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
  const transport = nodemailer.createTransport(options.smtpUrl);
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
