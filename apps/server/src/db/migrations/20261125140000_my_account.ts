import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * My account (docs/decisions/171-contact-change-codes.md, 172-devices-list.md,
 * 173-account-deletion.md):
 * - sessions get an opaque id (the devices list names a session by it, never by its token's
 *   hash) and the user agent they were started with;
 * - users get `deleted_at`, set when a person deletes their account;
 * - one-time codes get two purposes, `changeContact` and `deleteAccount`, and `target`: the
 *   new email or phone a `changeContact` code confirms. SQLite cannot change a check
 *   constraint, so there the table (which nothing references) is copied into a new one.
 * Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const ISO = (column: string) => sql.raw(`${column} like '____-__-__T__:__:__.___Z'`);

async function rebuildCodesTable(db: Db, purposes: string[], withTarget: boolean) {
  const list = sql.raw(purposes.map((p) => `'${p}'`).join(', '));
  await sql`create table one_time_codes_new (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    purpose text not null,
    code_hash text not null,
    link_token_hash text unique,
    attempts integer not null default 0,
    expires_at text not null,
    sent_at text not null,
    consumed_at text,
    created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    ${withTarget ? sql`target text,` : sql``}
    constraint one_time_codes_expires_at_iso check (${ISO('expires_at')}),
    constraint one_time_codes_sent_at_iso check (${ISO('sent_at')}),
    constraint one_time_codes_consumed_at_iso check (${ISO('consumed_at')}),
    constraint one_time_codes_created_at_iso check (${ISO('created_at')}),
    constraint one_time_codes_purpose check (purpose in (${list})),
    constraint one_time_codes_attempts check (attempts >= 0)
  )`.execute(db);
  await sql`insert into one_time_codes_new (id, user_id, purpose, code_hash, link_token_hash,
    attempts, expires_at, sent_at, consumed_at, created_at)
    select id, user_id, purpose, code_hash, link_token_hash, attempts, expires_at, sent_at,
    consumed_at, created_at from one_time_codes
    where purpose in (${list})`.execute(db);
  await sql`drop table one_time_codes`.execute(db);
  await sql`alter table one_time_codes_new rename to one_time_codes`.execute(db);
  await db.schema
    .createIndex('one_time_codes_user_purpose')
    .on('one_time_codes')
    .columns(['user_id', 'purpose', 'sent_at'])
    .execute();
}

const OLD_PURPOSES = ['verifySignup', 'forgotPassVerify'];
const NEW_PURPOSES = [...OLD_PURPOSES, 'changeContact', 'deleteAccount'];

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  // The sessions already there get an id from their hash: opaque, and unique as the hash is.
  await sql`update sessions set id = substr(token_hash, 1, 32) where id is null`.execute(db);
  await db.schema.createIndex('sessions_id').on('sessions').column('id').unique().execute();

  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();

  if (isPostgres(db)) {
    await db.schema.alterTable('one_time_codes').addColumn('target', 'text').execute();
    await sql`alter table one_time_codes drop constraint one_time_codes_purpose`.execute(db);
    await sql`alter table one_time_codes add constraint one_time_codes_purpose
      check (purpose in (${sql.raw(NEW_PURPOSES.map((p) => `'${p}'`).join(', '))}))`.execute(db);
    return;
  }
  await rebuildCodesTable(db, NEW_PURPOSES, true);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`delete from one_time_codes where purpose in ('changeContact', 'deleteAccount')`.execute(
      db,
    );
    await sql`alter table one_time_codes drop constraint one_time_codes_purpose`.execute(db);
    await sql`alter table one_time_codes add constraint one_time_codes_purpose
      check (purpose in ('verifySignup', 'forgotPassVerify'))`.execute(db);
    await db.schema.alterTable('one_time_codes').dropColumn('target').execute();
  } else {
    await rebuildCodesTable(db, OLD_PURPOSES, false);
  }
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.dropIndex('sessions_id').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('id').execute();
}
