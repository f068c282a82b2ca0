import { sql } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';

/** The smallest statement the database must answer. */
export async function selectOne(db: DbExecutor): Promise<void> {
  await sql`select 1`.execute(db);
}
