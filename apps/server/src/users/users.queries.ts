import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
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

/** The text a user is found by; on PostgreSQL the trigram index (migration admin_user_list) is on it. */
function searchText(db: Db) {
  return db.dialect === 'postgres'
    ? sql`haat_user_search_text(first_name, last_name, email, phone)`
    : sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))`;
}

/**
 * Non-admin users, newest first (index `users_created_at`), filtered by role and by a
 * case-insensitive substring of the full name, the email or the phone.
 *
 * The search is index-backed from three characters on. SQLite reads the FTS5 trigram table
 * `users_fts` newest key first and stops after a page: keys are given as users are added, so
 * key order is the order of creation, and a common term (a mail domain) costs no sort of
 * thousands of matches. PostgreSQL uses the pg_trgm index on searchText. Shorter terms scan,
 * which 10,000 users allow.
 */
export function selectUsers(db: Db, filter: UserListFilter): Promise<User[]> {
  const term = normalizeSearch(filter.search ?? '');
  const roleCondition = filter.role
    ? sql<SqlBool>`users.role = ${filter.role}`
    : sql<SqlBool>`users.role <> ${'Admin' satisfies Role}`;
  const phrase = term === '' ? null : ftsPhrase(db, term);
  if (phrase) {
    return sql<User>`select users.* from users_fts
      join user_search_keys k on k.id = users_fts.rowid
      join users on users.id = k.user_id
      where users_fts match ${phrase} and ${roleCondition}
      order by users_fts.rowid desc
      limit ${filter.take} offset ${filter.offset}`
      .execute(db.kysely)
      .then((result) => result.rows);
  }
  let query = db.kysely.selectFrom('users').selectAll().where(roleCondition);
  if (term !== '') {
    const pattern = containsPattern(term.toLowerCase());
    query = query.where(sql<SqlBool>`${searchText(db)} like ${pattern} escape '\\'`);
  }
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

/** The columns of a user that an order shows of the people on it (`OrderPerson`). */
export const PERSON_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone'] as const;

/** A user as an order shows them: `PERSON_COLUMNS`. */
export type PersonRow = Pick<User, (typeof PERSON_COLUMNS)[number]>;

/** What an order shows of the people on it (`OrderPerson`), for these users. */
export function selectPeopleByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
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

/**
 * A customer of this agent with this first and last name, ignoring case and surrounding
 * spaces, if there is one (the oldest).
 */
export function selectAgentCustomerByName(
  db: Kysely<Database>,
  agentId: string,
  firstName: string,
  lastName: string,
) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone'])
    .where('agent_id', '=', agentId)
    .where(sql<SqlBool>`lower(trim(first_name)) = ${firstName.trim().toLowerCase()}`)
    .where(sql<SqlBool>`lower(trim(last_name)) = ${lastName.trim().toLowerCase()}`)
    .orderBy('created_at')
    .limit(1)
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
