import type { Kysely } from 'kysely';
import type { DbExecutor } from '../db/connect.ts';
import { keptStatement } from '../db/kept-statements.ts';
import { onePlan } from '../db/named-statements.ts';
import type { Database, NewSession } from '../db/schema.ts';

/** The session with this token hash and its user, as the session hook needs them. */
export async function findSession(db: Kysely<Database>, tokenHash: string) {
  // Every signed-in call reads it: its SQL is compiled once (db/kept-statements.ts).
  const statement = keptStatement(db, 'session by token', [tokenHash], () =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.expires_at',
        'sessions.last_seen_at',
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.phone',
        'users.role',
        'users.agent_id',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      // An unverified account cannot sign in; should it hold a session anyway, it counts for none.
      .where('users.email_verified_at', 'is not', null)
      // By the session's primary key: prepared once per connection on PostgreSQL.
      .modifyEnd(onePlan),
  );
  return (await db.executeQuery(statement)).rows[0];
}

export async function insertSession(db: DbExecutor, values: NewSession): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

export async function touchSession(db: DbExecutor, tokenHash: string, at: string): Promise<void> {
  // A signed-in call's every few minutes: its SQL is compiled once (db/kept-statements.ts).
  const statement = keptStatement(db, 'touch session', [at, tokenHash], () =>
    db
      .updateTable('sessions')
      .set({ last_seen_at: at })
      .where('token_hash', '=', tokenHash)
      // By the session's primary key: prepared once per connection on PostgreSQL.
      .modifyEnd(onePlan),
  );
  await db.executeQuery(statement);
}

export async function deleteSession(db: DbExecutor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of the user (after a password reset). */
export async function deleteSessionsOf(db: DbExecutor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
