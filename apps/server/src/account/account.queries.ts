import type { Language } from '@haat/contracts';
import type { DbExecutor } from '../db/connect.ts';
import type { User } from '../db/schema.ts';

/** The user, unless the account was deleted. */
export function selectLiveUser(db: DbExecutor, userId: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function updateNames(
  db: DbExecutor,
  userId: string,
  names: { first_name: string; last_name: string; order_sms?: 0 | 1 },
  at: string,
): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...names, updated_at: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Whoever else holds this email or phone number. */
export function selectOtherHolder(
  db: DbExecutor,
  userId: string,
  contact: { email: string } | { phone: string },
) {
  const query = db.selectFrom('users').select('id').where('id', '<>', userId);
  return (
    'email' in contact
      ? query.where('email', '=', contact.email)
      : query.where('phone', '=', contact.phone)
  ).executeTakeFirst();
}

export function updateContact(
  db: DbExecutor,
  userId: string,
  contact: { email: string } | { phone: string },
  at: string,
): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...contact, updated_at: at })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function updatePasswordHash(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** The user's live sessions, the most recently seen first. */
export function selectSessionsOf(db: DbExecutor, userId: string, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'last_seen_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Deletes the user's session with this id; answers its token hash, if it was theirs. */
export async function deleteSessionById(
  db: DbExecutor,
  userId: string,
  sessionId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function selectSessionTokenHash(db: DbExecutor, userId: string, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/** Ends every session of the user but the one with `keepTokenHash`; answers how many ended. */
export async function deleteOtherSessions(
  db: DbExecutor,
  userId: string,
  keepTokenHash: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's oldest order still between placed and delivered, if any. */
export function selectOpenOrder(db: DbExecutor, userId: string) {
  return db
    .selectFrom('orders')
    .select(['order_number', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['placed', 'confirmed', 'shipped'])
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** How many Admins have not deleted their account. */
export async function countLiveAdmins(db: DbExecutor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('role', '=', 'Admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function selectAllOrdersOf(db: DbExecutor, userId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function selectAgentName(db: DbExecutor, agentId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', agentId)
    .executeTakeFirst();
}

export function selectShippingAddresses(db: DbExecutor, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'shipping_address'])
    .where('user_id', '=', userId)
    .execute();
}

export async function updateShippingAddress(
  db: DbExecutor,
  orderId: string,
  shippingAddress: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ shipping_address: shippingAddress })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Erases what identifies the person and keeps the row the orders and the ledger point at
 * (docs/decisions/173-account-deletion.md): the email becomes an address of the reserved
 * `.invalid` domain made from the id (the contact check wants an email or a phone), so the
 * real email and phone are free to sign up again; nobody can sign in to it.
 */
export async function eraseUser(db: DbExecutor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: 'Deleted',
      last_name: 'customer',
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      phone: null,
      password_hash: '',
      email_verified_at: null,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute();
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
  await db.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Keeps the account's language (issue 30). False when the account is gone. */
export async function updateLanguage(
  db: DbExecutor,
  userId: string,
  lang: Language,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ lang, updated_at: at })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
