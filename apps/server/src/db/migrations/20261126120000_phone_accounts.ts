import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Phone numbers as accounts (issue 24; docs/decisions/231-phone-canonical-form.md,
 * 232-sms-through-the-outbox.md, 236-agent-orders.md):
 * - the outbox carries SMS as well as mails: `channel` ('mail' or 'sms') and, for an SMS, the
 *   template's variables as JSON (`variables`; the gateway fills its registered template with
 *   them) beside the full text (`text_body`) that the console prints;
 * - users get `order_sms` (1 = order updates by SMS, the default; codes always go);
 * - orders get `placed_by`: the agent who placed the order for the customer, null when the
 *   customer placed it.
 * - one-time codes get the purpose `signIn` (a code instead of the password); SQLite cannot
 *   change a check constraint, so there the table (which nothing references) is copied.
 * Frozen in time: nothing here imports application code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const ISO = (column: string) => sql.raw(`${column} like '____-__-__T__:__:__.___Z'`);

const OLD_PURPOSES = ['verifySignup', 'forgotPassVerify', 'changeContact', 'deleteAccount'];
const NEW_PURPOSES = [...OLD_PURPOSES, 'signIn'];

async function setPurposes(db: Db, purposes: string[]) {
  const list = sql.raw(purposes.map((p) => `'${p}'`).join(', '));
  if (isPostgres(db)) {
    await sql`delete from one_time_codes where purpose not in (${list})`.execute(db);
    await sql`alter table one_time_codes drop constraint one_time_codes_purpose`.execute(db);
    await sql`alter table one_time_codes add constraint one_time_codes_purpose
      check (purpose in (${list}))`.execute(db);
    return;
  }
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
    target text,
    constraint one_time_codes_expires_at_iso check (${ISO('expires_at')}),
    constraint one_time_codes_sent_at_iso check (${ISO('sent_at')}),
    constraint one_time_codes_consumed_at_iso check (${ISO('consumed_at')}),
    constraint one_time_codes_created_at_iso check (${ISO('created_at')}),
    constraint one_time_codes_purpose check (purpose in (${list})),
    constraint one_time_codes_attempts check (attempts >= 0)
  )`.execute(db);
  await sql`insert into one_time_codes_new (id, user_id, purpose, code_hash, link_token_hash,
    attempts, expires_at, sent_at, consumed_at, created_at, target)
    select id, user_id, purpose, code_hash, link_token_hash, attempts, expires_at, sent_at,
    consumed_at, created_at, target from one_time_codes
    where purpose in (${list})`.execute(db);
  await sql`drop table one_time_codes`.execute(db);
  await sql`alter table one_time_codes_new rename to one_time_codes`.execute(db);
  await db.schema
    .createIndex('one_time_codes_user_purpose')
    .on('one_time_codes')
    .columns(['user_id', 'purpose', 'sent_at'])
    .execute();
}

export async function up(db: Db): Promise<void> {
  await setPurposes(db, NEW_PURPOSES);
  await db.schema
    .alterTable('outbox')
    .addColumn('channel', 'text', (col) =>
      col
        .notNull()
        .defaultTo('mail')
        .check(sqlIn('channel', ['mail', 'sms'])),
    )
    .execute();
  await db.schema.alterTable('outbox').addColumn('variables', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('order_sms', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sqlIn('order_sms', ['0', '1'], true)),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('placed_by', 'text', (col) => col.references('users.id'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await setPurposes(db, OLD_PURPOSES);
  await db.schema.alterTable('orders').dropColumn('placed_by').execute();
  await db.schema.alterTable('users').dropColumn('order_sms').execute();
  await db.schema.alterTable('outbox').dropColumn('variables').execute();
  await db.schema.alterTable('outbox').dropColumn('channel').execute();
}

function sqlIn(column: string, values: string[], numeric = false) {
  const list = values.map((v) => (numeric ? v : `'${v}'`)).join(', ');
  return sql.raw(`${column} in (${list})`);
}
