import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import type { Role } from '@haat/contracts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/connect.ts';
import type { Address, NewAddress, NewUser, User } from '../db/schema.ts';
import { hashToken, SESSION_ABSOLUTE_MS, sessionCookieName } from '../http/session.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Correct-Horse-42';
let passwordHash: Promise<string> | undefined;

/** A verified user; every field can be overridden. The password is TEST_PASSWORD. */
export async function makeUser(db: Db, overrides: Partial<NewUser> = {}): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = overrides.id ?? uuidv7();
  const now = new Date().toISOString();
  const values: NewUser = {
    id,
    first_name: 'Asha',
    last_name: 'Verma',
    email: `user-${id.slice(-12)}@example.test`,
    phone: null,
    password_hash: await passwordHash,
    role: 'Customer',
    agent_id: null,
    email_verified_at: now,
    ...overrides,
  };
  return db.kysely.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export interface SignedIn {
  user: User;
  /** Pass as `headers: { cookie }` to act as this user. */
  cookie: string;
}

/** A new verified user of this role with a live session, without going through sign-in. */
export async function signInAs(
  t: TestApp,
  role: Role,
  overrides: Partial<NewUser> = {},
): Promise<SignedIn> {
  const user = await makeUser(t.db, { role, ...overrides });
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await t.db.kysely
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      id: uuidv7(),
      user_id: user.id,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return { user, cookie: `${sessionCookieName(t.config.publicUrl)}=${token}` };
}

/** A delivery address as the Add New Address dialog sends it. */
export const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  mobileNo: '9876501234',
  mobileNo2: '',
  houseNo: 'Flat 4B, Lotus Apartments',
  street: 'MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

/** A saved address of the user (primary unless told otherwise). */
export async function makeAddress(
  db: Db,
  userId: string,
  overrides: Partial<NewAddress> = {},
): Promise<Address> {
  return db.kysely
    .insertInto('addresses')
    .values({
      id: uuidv7(),
      user_id: userId,
      first_name: ADDRESS.firstName,
      last_name: ADDRESS.lastName,
      mobile_no: ADDRESS.mobileNo,
      mobile_no2: null,
      house_no: ADDRESS.houseNo,
      street: ADDRESS.street,
      city: ADDRESS.city,
      state: ADDRESS.state,
      pincode: ADDRESS.pincode,
      is_primary: 1,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A session for `userId` written straight to the database, as signing in would make it; answers
 * the cookie to send. For tests whose servers run in other processes.
 */
export async function makeSessionCookie(db: Db, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await db.kysely
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      id: uuidv7(),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return `sid=${token}`;
}
