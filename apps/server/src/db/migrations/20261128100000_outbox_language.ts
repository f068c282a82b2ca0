import { sql, type Kysely } from 'kysely';

/*
 * The language an SMS was written in (issue 30, docs/decisions/283-mail-and-sms-in-the-accounts-language.md):
 * `en` or `hi`, so the worker asks the gateway for the registered template of that language.
 * Rows already written were English. Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('lang', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`lang in ('en', 'hi')`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('lang').execute();
}
