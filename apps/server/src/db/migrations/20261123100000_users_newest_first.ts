import type { Kysely } from 'kysely';

/*
 * The admin's Users screen lists every non-admin user, newest first, a page at a time: an index
 * on (created_at, id) lets both databases walk the newest rows and stop after one page instead
 * of sorting all users. The few Admins it meets on the way are skipped.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_created_at')
    .on('users')
    .columns(['created_at', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created_at').execute();
}
