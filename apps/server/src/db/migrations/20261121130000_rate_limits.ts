import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Rate-limit counters shared by every server process when there is no Redis: one row per key
 * and fixed window, removed once the window has passed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'rate_limits_expires_at_iso',
      sql`expires_at like '____-__-__T__:__:__.___Z'`,
    )
    .execute();
  await db.schema
    .createIndex('rate_limits_expires_at')
    .on('rate_limits')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
