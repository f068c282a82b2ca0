import type { DbExecutor } from '../db/connect.ts';

/** The stored row of one pincode, if it is listed or blocked. */
export function findCodPincode(db: DbExecutor, pincode: string) {
  return db
    .selectFrom('cod_pincodes')
    .select(['pincode', 'listed', 'blocked'])
    .where('pincode', '=', pincode)
    .executeTakeFirst();
}

/** Whether a courier list was imported (index `cod_pincodes_listed`). */
export async function hasCodList(db: DbExecutor): Promise<boolean> {
  const row = await db
    .selectFrom('cod_pincodes')
    .select('pincode')
    .where('listed', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const BATCH = 500;

/**
 * Makes `pincodes` the whole list: rows only on the old list go, blocked rows stay blocked
 * (and are listed again only if the new list names them).
 */
export async function replaceCodList(
  trx: DbExecutor,
  pincodes: readonly string[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('cod_pincodes').where('blocked', '=', 0).execute();
  await trx.updateTable('cod_pincodes').set({ listed: 0, updated_at: now }).execute();
  for (let start = 0; start < pincodes.length; start += BATCH) {
    await trx
      .insertInto('cod_pincodes')
      .values(
        pincodes.slice(start, start + BATCH).map((pincode) => ({
          pincode,
          listed: 1 as const,
          blocked: 0 as const,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('pincode').doUpdateSet({ listed: 1, updated_at: now }))
      .execute();
  }
}

/** Blocks a pincode (kept even when it is on no list), or unblocks it. */
export async function setCodBlocked(
  trx: DbExecutor,
  pincode: string,
  blocked: boolean,
  now: string,
): Promise<void> {
  if (blocked) {
    await trx
      .insertInto('cod_pincodes')
      .values({ pincode, listed: 0, blocked: 1, updated_at: now })
      .onConflict((oc) => oc.column('pincode').doUpdateSet({ blocked: 1, updated_at: now }))
      .execute();
    return;
  }
  // A row that was only there for its block goes.
  await trx
    .deleteFrom('cod_pincodes')
    .where('pincode', '=', pincode)
    .where('listed', '=', 0)
    .execute();
  await trx
    .updateTable('cod_pincodes')
    .set({ blocked: 0, updated_at: now })
    .where('pincode', '=', pincode)
    .execute();
}

export async function selectCodSummary(db: DbExecutor) {
  const [counts, blocked] = await Promise.all([
    db
      .selectFrom('cod_pincodes')
      .select((eb) => [
        eb.fn.sum<number | string | null>('listed').as('listed'),
        eb.fn.max('updated_at').as('updatedAt'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('cod_pincodes')
      .select('pincode')
      .where('blocked', '=', 1)
      .orderBy('pincode')
      .execute(),
  ]);
  return {
    listed: Number(counts.listed ?? 0),
    updatedAt: counts.updatedAt ?? null,
    blocked: blocked.map((row) => row.pincode),
  };
}
