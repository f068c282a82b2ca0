import type { DbExecutor } from '../db/connect.ts';
import { insertShape, keptStatement } from '../db/kept-statements.ts';
import { onePlan } from '../db/named-statements.ts';
import type { NewOutboxMail } from '../db/schema.ts';

export async function insertMail(db: DbExecutor, values: NewOutboxMail): Promise<void> {
  // An insert (one plan whatever its values): prepared once per connection on PostgreSQL.
  const build = () => db.insertInto('outbox').values(values).modifyEnd(onePlan);
  // Every order writes its mail and SMS here: the SQL is compiled once per set of columns
  // (db/kept-statements.ts).
  const kept = insertShape([values]);
  await db.executeQuery(
    kept ? keptStatement(db, `outbox ${kept.shape}`, kept.values, build) : build().compile(),
  );
}

/** Retires the unsent mails of `topic`: a newer mail replaces them. */
export async function retireTopic(db: DbExecutor, topic: string, reason: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'failed', last_error: reason })
    .where('topic', '=', topic)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Leases up to `limit` pending mails that are due (or the one named by `id`, due or not) and
 * not claimed by a live lease, counting the attempt. `since`: only mails due from then on (a
 * kick's claim, docs/decisions/491-outbox-kick-claims-recent-mails.md), so the index is read
 * from there rather than across the entries every mail sent since the last vacuum left behind.
 * `skipLocked` (PostgreSQL): rows another worker is claiming at this moment are passed over
 * instead of waited for.
 */
export function claimMails(...args: Parameters<typeof claimMailsStatement>) {
  return claimMailsStatement(...args).execute();
}

/** claimMails' statement, not run (its plan is checked in tests). */
export function claimMailsStatement(
  db: DbExecutor,
  options: {
    at: string;
    until: string;
    id: string | null;
    since: string | null;
    limit: number;
    skipLocked: boolean;
  },
) {
  const { at, until, id, since, limit, skipLocked } = options;
  return db
    .updateTable('outbox')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
        .$if(id === null, (q) => q.where('next_attempt_at', '<=', at))
        .$if(id === null && since !== null, (q) => q.where('next_attempt_at', '>=', since!))
        .$if(id !== null, (q) => q.where('id', '=', id!))
        .orderBy('next_attempt_at')
        .limit(limit)
        .$if(skipLocked, (q) => q.forUpdate().skipLocked()),
    )
    .returningAll();
}

export async function markSent(db: DbExecutor, id: string, at: string): Promise<void> {
  // Every mail sent runs it: its SQL is compiled once (db/kept-statements.ts). Its values in
  // the SQL's order (`claimed_until = null` is a value too).
  const statement = keptStatement(db, 'mail sent', ['sent', at, null, id], () =>
    db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: at, claimed_until: null })
      .where('id', '=', id)
      .modifyEnd(onePlan),
  );
  await db.executeQuery(statement);
}

/**
 * A failed attempt: due again at `nextAttemptAt`, or given up on (`failed`). A mail retired
 * while it was being sent (a newer one of its topic) stays retired.
 */
export async function markFailed(
  db: DbExecutor,
  id: string,
  values: { giveUp: boolean; nextAttemptAt: string; error: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: values.giveUp ? 'failed' : 'pending',
      claimed_until: null,
      next_attempt_at: values.nextAttemptAt,
      last_error: values.error.slice(0, 500),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
