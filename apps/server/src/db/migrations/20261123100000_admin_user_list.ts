import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The admin's Users screen: every non-admin user, newest first, a page at a time, and a search
 * by part of the name, the email or the phone (users.queries.ts).
 *
 * - An index on (created_at, id) lets both databases walk the newest rows and stop after one
 *   page instead of sorting all users; the few Admins met on the way are skipped.
 * - The search is index-backed from three characters on. PostgreSQL: a pg_trgm GIN index on
 *   the lower-cased "first last email phone" text, which the query repeats word for word.
 *   SQLite: an FTS5 trigram table of that text, kept in sync by triggers and keyed through
 *   `user_search_keys` (an INTEGER PRIMARY KEY survives VACUUM; the implicit rowid of `users`,
 *   whose key is text, may not), as the product search is.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const SEARCH_TEXT = (row: string) =>
  `lower(${row}first_name || ' ' || ${row}last_name || ' ' || coalesce(${row}email, '') || ' ' || coalesce(${row}phone, ''))`;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('users_created_at')
    .on('users')
    .columns(['created_at', 'id'])
    .execute();

  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql
      .raw(
        `create function haat_user_search_text(first text, last text, email text, phone text)
      returns text language plpgsql immutable parallel safe cost 100 as $$
      begin
        return lower(first || ' ' || last || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''));
      end $$`,
      )
      .execute(db);
    await sql`create index users_search_trgm on users using gin (
      haat_user_search_text(first_name, last_name, email, phone) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create table user_search_keys (
    id integer primary key,
    user_id text not null unique
  )`.execute(db);
  await sql`create virtual table users_fts using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql
    .raw(
      `create trigger users_search_insert after insert on users begin
    insert into user_search_keys (user_id) values (new.id);
    insert into users_fts (rowid, text) values (
      (select id from user_search_keys where user_id = new.id), ${SEARCH_TEXT('new.')});
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_search_update after update of first_name, last_name, email, phone
    on users begin
    update users_fts set text = ${SEARCH_TEXT('new.')}
    where rowid = (select id from user_search_keys where user_id = new.id);
  end`,
    )
    .execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    delete from users_fts where rowid = (select id from user_search_keys where user_id = old.id);
    delete from user_search_keys where user_id = old.id;
  end`.execute(db);
  // The users already there.
  await sql`insert into user_search_keys (user_id) select id from users order by created_at, id`.execute(
    db,
  );
  await sql
    .raw(
      `insert into users_fts (rowid, text)
    select k.id, ${SEARCH_TEXT('u.')} from user_search_keys k join users u on u.id = k.user_id`,
    )
    .execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists users_search_trgm`.execute(db);
    await sql`drop function if exists haat_user_search_text`.execute(db);
  } else {
    for (const trigger of ['users_search_insert', 'users_search_update', 'users_search_delete']) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
    await sql`drop table if exists users_fts`.execute(db);
    await sql`drop table if exists user_search_keys`.execute(db);
  }
  await db.schema.dropIndex('users_created_at').execute();
}
