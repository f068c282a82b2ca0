import { uuidv7 } from 'uuidv7';
import type { Db, DbExecutor } from '../db/connect.ts';
import type { Mail, Mailer } from './mailer.ts';
import { claimMails, insertMail, markFailed, markSent } from './outbox.queries.ts';

/**
 * The durable mail outbox (docs/architecture.md, "Mail outbox"). A service, or an
 * in-transaction subscriber of the event bus, writes each mail with `enqueueMail` in the same
 * transaction as what the mail reports (a code, an order), so a mail exists exactly when its
 * cause does. A worker in every server process sends the due mails: it claims a batch with a
 * lease (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so two processes never claim one row; SQLite
 * has a single writer), sends, and marks each sent, or due again later with back-off. A
 * process that dies mid-send leaves its claim to expire; the mail then goes once more (its
 * Message-ID is the row's id, so a receiving server can tell).
 */

export interface OutboxTimings {
  /** How often the worker looks for due mails when nobody kicks it. */
  pollMs: number;
  /** How long a claim holds before another worker may take the mail over. */
  leaseMs: number;
  /** Attempts before a mail is given up on (status `failed`). */
  maxAttempts: number;
  /** Wait before attempt n + 1 after n failed attempts. */
  backoffMs: (attempts: number) => number;
}

export const OUTBOX_TIMINGS: OutboxTimings = {
  pollMs: 1000,
  leaseMs: 60_000,
  maxAttempts: 8,
  // 30 s, 1 min, 2 min, … at most an hour: about two hours and a half in all.
  backoffMs: (attempts) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000),
};

const BATCH = 20;

/**
 * Writes a mail to the outbox, inside the caller's transaction; answers its id. `sendNow`: the
 * request will send it itself (MailOutbox.sendNow), so the worker leaves it alone for a lease's
 * time, and takes it only if the request never got to it (its process died).
 */
export async function enqueueMail(
  trx: DbExecutor,
  mail: Mail,
  now: Date,
  options: { sendNow?: boolean } = {},
): Promise<string> {
  const id = uuidv7();
  await insertMail(trx, {
    id,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    next_attempt_at: new Date(
      now.getTime() + (options.sendNow ? OUTBOX_TIMINGS.leaseMs : 0),
    ).toISOString(),
    claimed_until: null,
    sent_at: null,
    last_error: null,
    created_at: now.toISOString(),
  });
  return id;
}

/** What services need of the outbox after their transaction: send now, or soon. */
export interface MailOutbox {
  /** Sends the due mails soon (after a commit that wrote some). */
  kick(): void;
  /**
   * Sends this mail now, in the request. True when sent; false when the mail server refused
   * or failed: with `giveUp` the mail is then dropped (status `failed`), else retried later.
   */
  sendNow(id: string, options?: { giveUp?: boolean }): Promise<boolean>;
}

type Row = Awaited<ReturnType<OutboxWorker['claim']>>[number];

export class OutboxWorker implements MailOutbox {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly log: { error(obj: unknown, message: string): void },
    private readonly timings: OutboxTimings = OUTBOX_TIMINGS,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => this.kick(), this.timings.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Stops polling and waits for the batch being sent; claims not yet sent expire. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'mail outbox: run failed'))
      .finally(() => {
        this.#running = null;
        if (this.#again && !this.#stopped) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Claims the due mails (a batch at a time) and sends them; answers how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.#stopped) return sent;
      const rows = await this.claim(null);
      for (const row of rows) if (await this.deliver(row, false)) sent += 1;
      if (rows.length < BATCH) return sent;
    }
  }

  async sendNow(id: string, options: { giveUp?: boolean } = {}): Promise<boolean> {
    const [row] = await this.claim(id);
    if (!row) return false;
    return this.deliver(row, options.giveUp ?? false);
  }

  /**
   * Takes a lease on due, unclaimed mails (or the one named), counting the attempt. On
   * PostgreSQL the rows are locked with SKIP LOCKED, so concurrent workers take different rows.
   */
  async claim(id: string | null) {
    const now = this.now();
    const at = now.toISOString();
    const until = new Date(now.getTime() + this.timings.leaseMs).toISOString();
    return claimMails(this.db.kysely, {
      at,
      until,
      id,
      limit: BATCH,
      skipLocked: this.db.dialect === 'postgres',
    });
  }

  async deliver(row: Row, giveUp: boolean): Promise<boolean> {
    try {
      await this.mailer.send({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
    } catch (error) {
      const last = giveUp || row.attempts >= this.timings.maxAttempts;
      const now = this.now().getTime();
      await markFailed(this.db.kysely, row.id, {
        giveUp: last,
        nextAttemptAt: new Date(now + this.timings.backoffMs(row.attempts)).toISOString(),
        error: error instanceof Error ? error.message : String(error),
      });
      if (!giveUp) this.log.error({ err: error, mail: row.id }, 'mail outbox: send failed');
      return false;
    }
    await markSent(this.db.kysely, row.id, this.now().toISOString());
    return true;
  }
}
