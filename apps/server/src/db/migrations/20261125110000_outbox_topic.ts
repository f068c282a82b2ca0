import type { Kysely } from 'kysely';

/*
 * A mail's topic (issue 20): what it is about, such as one account's current sign-up code.
 * Queuing a mail with a topic retires the unsent mails of that topic, so a code that a newer
 * one replaced is never mailed late by the worker's retries.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('topic', 'text').execute();
  await db.schema.createIndex('outbox_topic').on('outbox').columns(['topic', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_topic').execute();
  await db.schema.alterTable('outbox').dropColumn('topic').execute();
}
