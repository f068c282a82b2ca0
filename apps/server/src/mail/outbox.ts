import { uuidv7 } from 'uuidv7';
import type { Db, DbExecutor } from '../db/connect.ts';
import type { Mail, Mailer } from './mailer.ts';
import type { Language } from '@haat/contracts';
import type { Messenger, SmsKind } from '../sms/messenger.ts';
import { smsText } from '../sms/templates.ts';
import { claimMails, insertMail, markFailed, markSent, retireTopic } from './outbox.queries.ts';

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
 * How far back a kick's claim looks for due mails: a kick follows the commit of new mails, due
 * at once; older due mails (retries, a kick that never came) go at the next poll, which looks at
 * every due mail.
 */
export const KICK_WINDOW_MS = 60 * 1000;

/**
 * How long a request waits for a mail it sends itself (sign-up's code) before answering
 * without it; the attempt goes on, and the worker retries the mail if it fails
 * (docs/decisions/137-mail-never-holds-a-request.md).
 */
export const SEND_NOW_WAIT_MS = 5_000;

export const RETIRED_BY_NEWER = 'Replaced by a newer mail of the same topic before it was sent.';

/**
 * Writes a mail to the outbox, inside the caller's transaction; answers its id. `sendNow`: the
 * request will send it itself (MailOutbox.sendNow), so the worker leaves it alone for a lease's
 * time, and takes it only if the request never got to it (its process died). `topic`: what the
 * mail is about (an account's current code); the unsent mails of that topic are retired, so a
 * replaced code is never mailed late.
 */
export async function enqueueMail(
  trx: DbExecutor,
  mail: Mail,
  now: Date,
  options: { sendNow?: boolean; topic?: string } = {},
): Promise<string> {
  const id = uuidv7();
  if (options.topic) await retireTopic(trx, options.topic, RETIRED_BY_NEWER);
  await insertMail(trx, {
    topic: options.topic ?? null,
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

/**
 * Writes an SMS to the outbox, as enqueueMail does a mail (channel 'sms',
 * docs/decisions/232-sms-through-the-outbox.md): the number's 10 digits, the kind (its DLT
 * template), its variables and the filled text.
 */
export async function enqueueSms(
  trx: DbExecutor,
  sms: { to: string; kind: SmsKind; variables: Record<string, string>; lang?: Language },
  now: Date,
  options: { sendNow?: boolean; topic?: string } = {},
): Promise<string> {
  const id = uuidv7();
  if (options.topic) await retireTopic(trx, options.topic, RETIRED_BY_NEWER);
  await insertMail(trx, {
    topic: options.topic ?? null,
    id,
    channel: 'sms',
    to_address: sms.to,
    subject: sms.kind,
    text_body: smsText(sms.kind, sms.variables, sms.lang),
    lang: sms.lang ?? 'en',
    html_body: '',
    variables: JSON.stringify(sms.variables),
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
   * Sends this mail now, in the request, waiting at most `waitMs`. True when sent; false when
   * the mail server refused, failed or had not finished by then: the mail stays in the outbox
   * and the worker retries it with back-off, like any other.
   */
  sendNow(id: string, waitMs?: number): Promise<boolean>;
}

type Row = Awaited<ReturnType<OutboxWorker['claim']>>[number];

/** Which due mails a run claims: those due lately (a kick's), or all (the poll's). */
type Scope = 'recent' | 'all';

export class OutboxWorker implements MailOutbox {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again: Scope | null = null;
  #stopped = false;
  /** Attempts that requests stopped waiting for; stop() lets them finish. */
  readonly #detached = new Set<Promise<boolean>>();

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly log: { error(obj: unknown, message: string): void },
    private readonly timings: OutboxTimings = OUTBOX_TIMINGS,
    /** Sends the rows of channel 'sms'; without one, they wait (tests of mails only). */
    private readonly messenger: Messenger | null = null,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => this.#poll(), this.timings.pollMs);
    this.#timer.unref();
    this.#poll();
  }

  /** Stops polling and waits for the batch being sent; claims not yet sent expire. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
    await Promise.all(this.#detached);
  }

  /** Sends the mails that fell due lately (after a commit that wrote some). */
  kick(): void {
    this.#run('recent');
  }

  #poll(): void {
    this.#run('all');
  }

  #run(scope: Scope): void {
    if (this.#stopped) return;
    if (this.#running) {
      // One more run after this one, of every due mail if either asked for that.
      this.#again = this.#again === 'all' || scope === 'all' ? 'all' : 'recent';
      return;
    }
    this.#running = this.runOnce(scope)
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'mail outbox: run failed'))
      .finally(() => {
        this.#running = null;
        const again = this.#again;
        this.#again = null;
        if (again && !this.#stopped) this.#run(again);
      });
  }

  /**
   * Claims the due mails (a batch at a time) and sends them; answers how many were sent.
   * `recent`: only the mails due within the last KICK_WINDOW_MS.
   */
  async runOnce(scope: Scope = 'all'): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.#stopped) return sent;
      const rows = await this.claim(null, scope);
      for (const row of rows) if (await this.deliver(row)) sent += 1;
      if (rows.length < BATCH) return sent;
    }
  }

  async sendNow(id: string, waitMs = SEND_NOW_WAIT_MS): Promise<boolean> {
    const [row] = await this.claim(id);
    if (!row) return false;
    const attempt = this.deliver(row).catch((error: unknown) => {
      this.log.error({ err: error, mail: row.id }, 'mail outbox: send failed');
      return false;
    });
    this.#detached.add(attempt);
    void attempt.finally(() => this.#detached.delete(attempt));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), waitMs);
    });
    try {
      return await Promise.race([attempt, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Takes a lease on due, unclaimed mails (or the one named), counting the attempt. On
   * PostgreSQL the rows are locked with SKIP LOCKED, so concurrent workers take different rows.
   */
  async claim(id: string | null, scope: Scope = 'all') {
    const now = this.now();
    const at = now.toISOString();
    const until = new Date(now.getTime() + this.timings.leaseMs).toISOString();
    return claimMails(this.db.kysely, {
      at,
      until,
      id,
      since: scope === 'recent' ? new Date(now.getTime() - KICK_WINDOW_MS).toISOString() : null,
      limit: BATCH,
      skipLocked: this.db.dialect === 'postgres',
    });
  }

  async deliver(row: Row): Promise<boolean> {
    try {
      if (row.channel === 'sms') {
        if (!this.messenger) throw new Error('No SMS messenger is configured.');
        await this.messenger.send({
          id: row.id,
          to: row.to_address,
          kind: row.subject as SmsKind,
          language: row.lang,
          text: row.text_body,
          variables: JSON.parse(row.variables ?? '{}') as Record<string, string>,
        });
      } else {
        await this.mailer.send({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        });
      }
    } catch (error) {
      const now = this.now().getTime();
      await markFailed(this.db.kysely, row.id, {
        giveUp: row.attempts >= this.timings.maxAttempts,
        nextAttemptAt: new Date(now + this.timings.backoffMs(row.attempts)).toISOString(),
        error: error instanceof Error ? error.message : String(error),
      });
      this.log.error({ err: error, mail: row.id }, 'mail outbox: send failed');
      return false;
    }
    await markSent(this.db.kysely, row.id, this.now().toISOString());
    return true;
  }
}
