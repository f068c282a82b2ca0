import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import type { AssignableRole, Role } from '@haat/contracts';
import { containsPattern, normalizeSearch } from '../db/search.ts';
import type { Database, NewUser, User } from '../db/schema.ts';

export interface UserListFilter {
  search: string | undefined;
  role: AssignableRole | undefined;
  offset: number;
  /** Rows to read: one more than a page tells whether another page follows. */
  take: number;
}

/**
 * Non-admin users, newest first (index `users_created_at`). The search is a case-insensitive
 * substring of the full name, the email or the phone; it scans, which stays within the lists'
 * budget at 10,000 users (docs/performance.md).
 */
export function selectUsers(db: Kysely<Database>, filter: UserListFilter): Promise<User[]> {
  let query = db.selectFrom('users').selectAll();
  query = filter.role
    ? query.where('role', '=', filter.role)
    : query.where('role', '<>', 'Admin' satisfies Role);
  const term = normalizeSearch(filter.search ?? '');
  if (term !== '') {
    const pattern = containsPattern(term.toLowerCase());
    query = query.where(
      sql<SqlBool>`(lower(first_name || ' ' || last_name) like ${pattern} escape '\\'
        or email like ${pattern} escape '\\' or phone like ${pattern} escape '\\')`,
    );
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
