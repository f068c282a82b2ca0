import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Link previews get a JPEG (issue 21): chat apps are not known to show WebP. Each image's JPEG
 * is made once, the first time it is asked for, and kept here; until then the column is null.
 * Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const blob = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema.alterTable('images').addColumn('data_jpeg', blob).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('images').dropColumn('data_jpeg').execute();
}
