import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * PostgreSQL's `haat_user_search_text` (the users' trigram index's text: "first last email
 * phone" in lower case) becomes a SQL function of one expression, which the planner writes into
 * each query in its place, instead of a PL/pgSQL function called once per row
 * (docs/decisions/521-user-search-text-inlined.md). The index matches it still: PostgreSQL
 * writes the function into the index's expression the same way. The text it gives is the same
 * for every row, so the index's entries stay right and nothing is rebuilt. Frozen in time:
 * nothing here imports application code. SQLite has no such function: nothing there.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function haat_user_search_text(first text, last text, email text, phone text)
    returns text language sql immutable parallel safe
    as $$ select lower(first || ' ' || last || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) $$`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function haat_user_search_text(first text, last text, email text, phone text)
    returns text language plpgsql immutable parallel safe cost 100 as $$
    begin
      return lower(first || ' ' || last || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''));
    end $$`.execute(db);
}
