import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Rate limits over a sliding window (issue 20): instead of one counter per fixed window, one
 * row per attempt that counts, kept until its window has passed (`expires_at`); its id lets an
 * attempt that turned out not to count (a right password) be taken back. The attempts of
 * a key still inside the window are the rows with `expires_at` after now. The old counters are
 * dropped: they only ever held the last hour.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'rate_limit_hits_expires_at_iso',
      sql`expires_at like '____-__-__T__:__:__.___Z'`,
    )
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_key')
    .on('rate_limit_hits')
    .columns(['key', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_expires_at')
    .on('rate_limit_hits')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
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
