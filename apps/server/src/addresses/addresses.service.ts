import { uuidv7 } from 'uuidv7';
import { MESSAGES } from '@haat/contracts';
import type { Address, AddressInput, UserAddresses } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { Address as AddressRow, AddressSnapshot } from '../db/schema.ts';
import { BadInput, Conflict, NotFound } from '../errors.ts';
import { sentence } from '../i18n/messages.ts';
import {
  countAddresses,
  deleteAddressRow,
  insertAddress,
  selectAddresses,
  selectOwnAddress,
  selectOwner,
  setPrimary,
  updateAddressRow,
} from './addresses.queries.ts';

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

/** The answer for an address that is not the user's (or not there at all). */
export const ADDRESS_NOT_FOUND = /*i18n*/ 'This address does not exist.';

export function toSnapshot(row: AddressRow): AddressSnapshot {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    mobileNo: row.mobile_no,
    mobileNo2: row.mobile_no2,
    houseNo: row.house_no,
    street: row.street,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
  };
}

export function toAddress(row: AddressRow): Address {
  return { _id: row.id, ...toSnapshot(row), isPrimary: row.is_primary === 1 };
}

/** The user's addresses, primary first, then oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<UserAddresses> {
  const [user, rows] = await Promise.all([
    selectOwner(db.kysely, userId),
    selectAddresses(db.kysely, userId),
  ]);
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    addresses: rows.map(toAddress),
  };
}

/** Adds an address; the first one a user adds becomes their primary address. */
export async function addAddress(
  db: Db,
  userId: string,
  input: AddressInput & { mobileNo2: string | null },
  now: Date,
): Promise<Address> {
  return db.kysely.transaction().execute(async (trx) => {
    const count = await countAddresses(trx, userId);
    if (count >= MAX_ADDRESSES) {
      throw new Conflict(
        sentence(/*i18n*/ 'You can keep at most {count} addresses.', { count: MAX_ADDRESSES }),
      );
    }
    const at = now.toISOString();
    const row = await insertAddress(trx, {
      id: uuidv7(),
      user_id: userId,
      first_name: input.firstName,
      last_name: input.lastName,
      mobile_no: input.mobileNo,
      mobile_no2: input.mobileNo2,
      house_no: input.houseNo,
      street: input.street,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      is_primary: count === 0 ? 1 : 0,
      created_at: at,
      updated_at: at,
    });
    return toAddress(row);
  });
}

/** Edits one of the user's addresses, the primary one too (docs/product.md, "My account"). */
export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressInput & { mobileNo2: string | null },
  now: Date,
): Promise<Address> {
  const row = await findOwnAddress(db, userId, addressId);
  const updated = await updateAddressRow(db.kysely, row.id, {
    first_name: input.firstName,
    last_name: input.lastName,
    mobile_no: input.mobileNo,
    mobile_no2: input.mobileNo2,
    house_no: input.houseNo,
    street: input.street,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    updated_at: now.toISOString(),
  });
  return toAddress(updated);
}

/** Makes one of the user's addresses the primary one; checkout then lists it first. */
export async function makePrimary(
  db: Db,
  userId: string,
  addressId: string,
  now: Date,
): Promise<Address> {
  await findOwnAddress(db, userId, addressId);
  return db.kysely
    .transaction()
    .execute(async (trx) => toAddress(await setPrimary(trx, userId, addressId, now.toISOString())));
}

export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const row = await findOwnAddress(db, userId, addressId);
  if (row.is_primary === 1) throw new BadInput(MESSAGES.primaryAddressUndeletable);
  await deleteAddressRow(db.kysely, row.id);
}

/** The user's own address, or 404 (another user's address is not found, not forbidden). */
export async function findOwnAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<AddressRow> {
  const row = await selectOwnAddress(db.kysely, userId, addressId);
  if (!row) throw new NotFound(ADDRESS_NOT_FOUND);
  return row;
}
