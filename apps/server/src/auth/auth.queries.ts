import type { DbExecutor } from '../db/connect.ts';
import type { CodePurpose, NewOneTimeCode, NewUser, User } from '../db/schema.ts';

export function findUserByEmail(db: DbExecutor, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserByPhone(db: DbExecutor, phone: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** Inserts the user unless the email or phone is taken meanwhile; undefined when it was. */
export function insertUserUnlessTaken(
  db: DbExecutor,
  values: NewUser,
  unique: 'email' | 'phone' = 'email',
): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values(values)
    .onConflict((conflict) => conflict.column(unique).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUser(
  db: DbExecutor,
  userId: string,
  values: Partial<
    Pick<User, 'first_name' | 'last_name' | 'password_hash' | 'agent_id' | 'email_verified_at'>
  > & {
    updated_at: string;
  },
): Promise<User> {
  return db
    .updateTable('users')
    .set(values)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markEmailVerified(db: DbExecutor, userId: string, at: string) {
  await db
    .updateTable('users')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** The unspent sign-up code of an unverified user that this link token belongs to. */
export function findSignupLink(db: DbExecutor, linkTokenHash: string) {
  return db
    .selectFrom('one_time_codes')
    .innerJoin('users', 'users.id', 'one_time_codes.user_id')
    .select(['one_time_codes.id', 'one_time_codes.sent_at', 'users.id as user_id'])
    .where('one_time_codes.link_token_hash', '=', linkTokenHash)
    .where('one_time_codes.purpose', '=', 'verifySignup')
    .where('one_time_codes.consumed_at', 'is', null)
    .where('users.email_verified_at', 'is', null)
    .executeTakeFirst();
}

/** When the codes of this purpose sent to the user since `since` went out, newest first. */
export function codesSentSince(
  db: DbExecutor,
  userId: string,
  purpose: CodePurpose,
  since: string,
) {
  return db
    .selectFrom('one_time_codes')
    .select('sent_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('sent_at', '>', since)
    .orderBy('sent_at', 'desc')
    .execute();
}

/** Spends every unspent code of this purpose, so that only a newer one works. */
export async function retireCodes(
  db: DbExecutor,
  userId: string,
  purpose: CodePurpose,
  at: string,
): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCode(db: DbExecutor, values: NewOneTimeCode): Promise<void> {
  await db.insertInto('one_time_codes').values(values).execute();
}

/** The user's newest unspent, unexpired code of this purpose. */
export function findLiveCode(db: DbExecutor, userId: string, purpose: CodePurpose, now: string) {
  return db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'target'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('sent_at', 'desc')
    .executeTakeFirst();
}

/** Counts one try of the code unless it has had `maxTries`; answers whether it was counted. */
export async function countTry(db: DbExecutor, codeId: string, maxTries: number) {
  const reserved = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(reserved.numUpdatedRows) === 1;
}

/** Spends the code unless it is spent already; answers whether this call spent it. */
export async function spendCode(db: DbExecutor, codeId: string, at: string): Promise<boolean> {
  const spent = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** How many SMS of these kinds (the codes) were written for this number since `since`. */
export async function smsCodesSentSince(
  db: DbExecutor,
  phone: string,
  kinds: string[],
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('channel', '=', 'sms')
    .where('to_address', '=', phone)
    .where('subject', 'in', kinds)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
