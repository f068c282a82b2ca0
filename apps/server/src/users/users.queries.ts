import { sql } from 'kysely';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { AssignableRole, Role } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { containsPattern, ftsPhrase, normalizeSearch } from '../db/search.ts';
import type { Database, NewUser, User } from '../db/schema.ts';

export interface UserListFilter {
  search: string | undefined;
  role: AssignableRole | undefined;
  offset: number;
  /** Rows to read: one more than a page tells whether another page follows. */
  take: number;
}

/** The text a user is found by; the PostgreSQL index (migration admin_user_list) is on it. */
const SEARCH_TEXT = sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))`;

/**
 * A case-insensitive substring of the full name, the email or the phone. Index-backed from
 * three characters on (SQLite: the FTS5 trigram table `users_fts`; PostgreSQL: the pg_trgm
 * index on SEARCH_TEXT); shorter terms scan, which 10,000 users allow.
 */
function userSearchCondition(db: Db, term: string): Expression<SqlBool> {
  const phrase = ftsPhrase(db, term);
  if (phrase) {
    return sql<SqlBool>`users.id in (select k.user_id from user_search_keys k
      where k.id in (select rowid from users_fts where users_fts match ${phrase}))`;
  }
  return sql<SqlBool>`${SEARCH_TEXT} like ${containsPattern(term.toLowerCase())} escape '\\'`;
}

/** Non-admin users, newest first (index `users_created_at`), filtered by search and role. */
export function selectUsers(db: Db, filter: UserListFilter): Promise<User[]> {
  let query = db.kysely.selectFrom('users').selectAll();
  query = filter.role
    ? query.where('role', '=', filter.role)
    : query.where('role', '<>', 'Admin' satisfies Role);
  const term = normalizeSearch(filter.search ?? '');
  if (term !== '') query = query.where(userSearchCondition(db, term));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.take)
    .offset(filter.offset)
    .execute();
}

export function selectUser(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Users by id, for the people named on orders. */
export function selectUsersByIds(db: Kysely<Database>, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** The user whose email or phone is `contact`, if any. */
export function selectUserByContact(db: Kysely<Database>, contact: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', contact), eb('phone', '=', contact)]))
    .executeTakeFirst();
}

/** Sets a non-admin user's role; answers the updated row, or undefined when none matched. */
export function updateUserRole(
  db: Kysely<Database>,
  id: string,
  role: AssignableRole,
  now: string,
): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ role, updated_at: now })
    .where('id', '=', id)
    .where('role', '<>', 'Admin' satisfies Role)
    .returningAll()
    .executeTakeFirst();
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}
