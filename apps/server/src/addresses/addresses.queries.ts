import type { DbExecutor } from '../db/connect.ts';
import { onePlan } from '../db/named-statements.ts';
import type { Address, NewAddress } from '../db/schema.ts';

/**
 * The names and email the address book shows above the addresses. By the user's key: prepared
 * once per connection on PostgreSQL (docs/decisions/462-account-and-agent-reads-named.md).
 */
export function selectOwner(db: DbExecutor, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .modifyEnd(onePlan)
    .executeTakeFirstOrThrow();
}

/** The user's addresses, primary first, then oldest first. */
export function selectAddresses(db: DbExecutor, userId: string): Promise<Address[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_primary', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countAddresses(db: DbExecutor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertAddress(db: DbExecutor, values: NewAddress): Promise<Address> {
  return db.insertInto('addresses').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteAddressRow(db: DbExecutor, addressId: string): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', addressId).execute();
}

/** The address if it is this user's. */
export function selectOwnAddress(
  db: DbExecutor,
  userId: string,
  addressId: string,
): Promise<Address | undefined> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function updateAddressRow(
  db: DbExecutor,
  addressId: string,
  values: Omit<NewAddress, 'id' | 'user_id' | 'is_primary' | 'created_at'>,
): Promise<Address> {
  return db
    .updateTable('addresses')
    .set(values)
    .where('id', '=', addressId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Makes this address the user's only primary one: the old primary first stops being one, as
 * the partial unique index allows one primary address per user at any moment.
 */
export async function setPrimary(
  db: DbExecutor,
  userId: string,
  addressId: string,
  at: string,
): Promise<Address> {
  await db
    .updateTable('addresses')
    .set({ is_primary: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('is_primary', '=', 1)
    .where('id', '<>', addressId)
    .execute();
  return db
    .updateTable('addresses')
    .set({ is_primary: 1, updated_at: at })
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
