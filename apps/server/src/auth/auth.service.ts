import { uuidv7 } from 'uuidv7';
import { isPhone, MESSAGES } from '@haat/contracts';
import type { OtpPurpose, SessionUser } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { User } from '../db/schema.ts';
import { BadInput, Conflict, Forbidden, HttpError, Unauthorized } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import {
  codesSentSince,
  findSignupLink,
  findUserByEmail,
  findUserByPhone,
  insertUserUnlessEmailTaken,
  markEmailVerified,
  spendCode,
  updateUser,
} from './auth.queries.ts';
import { isCommonPassword } from './common-passwords.ts';
import { deleteSessionsOf } from './sessions.queries.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  assertMaySend,
  checkCode,
  hashLinkToken,
  issueCode,
  LINK_TTL_MS,
  WRONG_CODE,
} from './one-time-codes.ts';

export interface AuthContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

export const LINK_EXPIRED = MESSAGES.verifyLinkExpired;
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in.';
export const NOT_VERIFIED = 'Please verify your email before signing in.';
export const COMMON_PASSWORD =
  'This password is too easy to guess. Please choose a less common one.';
export const FORGOT_PASSWORD_SENT =
  'If an account exists for this email, we have sent a code to reset the password.';

export function toSessionUser(user: User): SessionUser {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    agentId: user.agent_id,
  };
}

function assertStrongPassword(password: string): void {
  if (isCommonPassword(password))
    throw new BadInput(COMMON_PASSWORD, { password: COMMON_PASSWORD });
}

async function send(ctx: AuthContext, mail: Parameters<Mailer['send']>[0]): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    throw new HttpError(
      503,
      'We could not send the email right now. Please try again in a few minutes.',
      undefined,
      { 'retry-after': '60' },
      { cause: error },
    );
  }
}

async function sendVerification(ctx: AuthContext, user: User, now: Date): Promise<void> {
  if (!user.email) return;
  const { code, linkToken } = await issueCode(ctx.db, user.id, 'verifySignup', now, {
    withLink: true,
  });
  const link = `${ctx.publicUrl}/verify-email/${linkToken}`;
  await send(ctx, verificationMail(user.email, user.first_name, code, link));
}

async function sendPasswordReset(ctx: AuthContext, user: User, now: Date): Promise<void> {
  if (!user.email) return;
  const { code } = await issueCode(ctx.db, user.id, 'forgotPassVerify', now, { withLink: false });
  await send(ctx, passwordResetMail(user.email, user.first_name, code));
}

/**
 * Creates an unverified customer and mails a code and a link. Someone who signed up before
 * without verifying may sign up again: the names and password are replaced and a new code
 * is sent. The role is always Customer; the agent comes from a shared link, if any.
 */
export async function signUp(
  ctx: AuthContext,
  input: { firstName: string; lastName: string; email: string; password: string },
  referredBy: string | null,
): Promise<void> {
  assertStrongPassword(input.password);
  const now = ctx.now();
  const existing = await findUserByEmail(ctx.db.kysely, input.email);
  if (existing?.email_verified_at) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const passwordHash = await hashPassword(input.password);
  let user: User;
  if (existing) {
    await assertMaySend(ctx.db, existing.id, 'verifySignup', now);
    user = await updateUser(ctx.db.kysely, existing.id, {
      first_name: input.firstName,
      last_name: input.lastName,
      password_hash: passwordHash,
      agent_id: existing.agent_id ?? referredBy,
      updated_at: now.toISOString(),
    });
  } else {
    const inserted = await insertUserUnlessEmailTaken(ctx.db.kysely, {
      id: uuidv7(),
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: null,
      password_hash: passwordHash,
      role: 'Customer',
      agent_id: referredBy,
      email_verified_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    // Two sign-ups with one email at the same moment: the second one lost the race.
    if (!inserted) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    user = inserted;
  }
  await sendVerification(ctx, user, now);
}

/** The `/verify-email/<token>` link: verifies the account once, within a day. */
export async function verifyByLink(ctx: AuthContext, token: string): Promise<void> {
  const now = ctx.now();
  const row = await findSignupLink(ctx.db.kysely, hashLinkToken(token));
  if (!row || new Date(row.sent_at).getTime() + LINK_TTL_MS <= now.getTime()) {
    throw new BadInput(LINK_EXPIRED);
  }
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await spendCode(trx, row.id, now.toISOString());
    await markEmailVerified(trx, row.user_id, now.toISOString());
  });
}

/**
 * The code typed on the OTP page. `verifySignup` verifies the account; `forgotPassVerify`
 * only checks the code, which the password reset then spends.
 */
export async function verifyByCode(
  ctx: AuthContext,
  input: { email: string; otp: string; purpose: OtpPurpose },
): Promise<string> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db.kysely, input.email);
  if (!user) throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  if (input.purpose === 'verifySignup') {
    if (user.email_verified_at)
      throw new Conflict('This email is already verified. Please sign in.');
    await checkCode(ctx.db, user.id, 'verifySignup', input.otp, now, { consume: true });
    await markEmailVerified(ctx.db.kysely, user.id, now.toISOString());
    return MESSAGES.emailVerified;
  }
  await checkCode(ctx.db, user.id, 'forgotPassVerify', input.otp, now, { consume: false });
  return 'Code verified. Please choose a new password.';
}

/**
 * Sends a new code: for sign-up while the account is unverified, else for a password reset
 * under way. The answer does not say whether the email has an account.
 */
export async function resendCode(ctx: AuthContext, email: string): Promise<void> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db.kysely, email);
  if (!user) return;
  if (!user.email_verified_at) {
    await assertMaySend(ctx.db, user.id, 'verifySignup', now);
    await sendVerification(ctx, user, now);
    return;
  }
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const resetsSent = await codesSentSince(ctx.db.kysely, user.id, 'forgotPassVerify', hourAgo);
  if (resetsSent.length === 0) return;
  await assertMaySend(ctx.db, user.id, 'forgotPassVerify', now);
  await sendPasswordReset(ctx, user, now);
}

/** Email or 10-digit phone and password; a generic message for any mismatch. */
export async function signIn(
  ctx: AuthContext,
  input: { identifier: string; password: string },
): Promise<User> {
  const identifier = input.identifier.trim();
  const byPhone = isPhone(identifier);
  const user = byPhone
    ? await findUserByPhone(ctx.db.kysely, identifier)
    : await findUserByEmail(ctx.db.kysely, identifier.toLowerCase());
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw new Unauthorized(MESSAGES.invalidCredentials);
  if (!user.email_verified_at) throw new Forbidden(NOT_VERIFIED);
  return user;
}

/** Mails a reset code to a verified account; silent otherwise (no account enumeration). */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db.kysely, email);
  if (!user?.email_verified_at) return;
  try {
    await assertMaySend(ctx.db, user.id, 'forgotPassVerify', now);
  } catch (error) {
    // Asked again too soon: the code already sent stays valid; answer as always.
    if (error instanceof HttpError && error.status === 429) return;
    throw error;
  }
  await sendPasswordReset(ctx, user, now);
}

/** Spends the reset code, sets the new password and ends every session of the account. */
export async function resetPassword(
  ctx: AuthContext,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  const now = ctx.now();
  assertStrongPassword(input.password);
  const user = await findUserByEmail(ctx.db.kysely, input.email);
  if (!user) throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  await checkCode(ctx.db, user.id, 'forgotPassVerify', input.otp, now, { consume: true });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now.toISOString() });
    await deleteSessionsOf(trx, user.id);
  });
}
