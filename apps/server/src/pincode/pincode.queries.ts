import type { Kysely } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';
import type { Database, PincodesTable } from '../db/schema.ts';

export function findPincode(db: Kysely<Database>, pincode: string) {
  return db
    .selectFrom('pincodes')
    .select(['pincode', 'city', 'state'])
    .where('pincode', '=', pincode)
    .executeTakeFirst();
}

/** Whether any pincode is stored yet. */
export async function hasPincodes(db: DbExecutor): Promise<boolean> {
  const row = await db.selectFrom('pincodes').select('pincode').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Stores pincodes; one stored meanwhile by another process is left as it is. */
export async function insertPincodes(db: DbExecutor, rows: readonly PincodesTable[]) {
  await db
    .insertInto('pincodes')
    .values([...rows])
    .onConflict((oc) => oc.column('pincode').doNothing())
    .execute();
}
