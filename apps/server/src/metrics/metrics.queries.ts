import type { DbExecutor } from '../db/connect.ts';

/** Mails waiting to go (pending), and when the one longest due became due (null: none due). */
export async function selectOutboxBacklog(
  db: DbExecutor,
  nowIso: string,
): Promise<{ pending: number; oldestDue: string | null }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('pending'),
      eb.fn
        .min<string | null>(
          eb.case().when('next_attempt_at', '<=', nowIso).then(eb.ref('next_attempt_at')).end(),
        )
        .as('oldest_due'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), oldestDue: row.oldest_due };
}
