import type { Db } from '../db/connect.ts';
import { selectOne } from './health.queries.ts';

/** Resolves once the database answers; rejects with the driver's error when it does not. */
export async function checkDatabase(db: Db): Promise<void> {
  await selectOne(db.kysely);
}
