import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One received message as the test workers read it back. */
export interface StoredMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  /** The message as it came over SMTP: headers, then the (MIME) body. */
  raw: string;
}

/**
 * A real SMTP server on a free local port that writes every message it receives to `dir`,
 * one JSON file each, named so that name order is arrival order. It runs in the Playwright
 * runner; the test workers are other processes, so they read the files (see mailbox.ts).
 */
export async function startMailServer(dir: string): Promise<{ port: number }> {
  fs.mkdirSync(dir, { recursive: true });
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
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const name = `${Date.now()}-${String(received).padStart(6, '0')}.json`;
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const file = path.join(dir, name);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // The runner exits when the run is over; an open mail port must not keep it alive.
  server.server.unref();
  return { port: (server.server.address() as AddressInfo).port };
}
