import { sql, type Kysely } from 'kysely';

/*
 * The account's language (issue 30, docs/decisions/272-language-on-the-account.md): `en` or
 * `hi`, English for everyone until they choose, so mails and SMS can go out in it. Frozen in
 * time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
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
  await db.schema.alterTable('users').dropColumn('lang').execute();
}
