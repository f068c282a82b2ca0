import { uuidv7 } from 'uuidv7';
import { isPhone, MESSAGES } from '@haat/contracts';
import type { OtpPurpose, SessionUser } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { CodePurpose, Database, User } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import { BadInput, Conflict, Forbidden, HttpError, Unauthorized } from '../errors.ts';
import type { Kysely } from 'kysely';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailOutbox } from '../mail/outbox.ts';
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
  /** Told of every account made. */
  events: EventBus;
  outbox: MailOutbox;
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

function findByEmail(db: Db, email: string) {
  return findUserByEmail(db.kysely, email);
}

export const MAIL_DOWN =
  'We could not send the email right now. Please try again in a few minutes.';

/**
 * The topic of the mails carrying an account's codes of one purpose: a new code retires the
 * earlier ones (issueCode) and its mail retires their unsent mails.
 */
export function codeTopic(userId: string, purpose: CodePurpose): string {
  return `code:${purpose}:${userId}`;
}

/**
 * Issues a sign-up code and link and writes their mail to the outbox, in the caller's
 * transaction. `sendNow`: the request sends it itself (sign-up answers 503 when it cannot).
 */
async function queueVerification(
  ctx: AuthContext,
  trx: Kysely<Database>,
  user: User,
  now: Date,
  options: { sendNow: boolean },
): Promise<string | null> {
  if (!user.email) return null;
  const { code, linkToken } = await issueCode(trx, user.id, 'verifySignup', now, {
    withLink: true,
  });
  const link = `${ctx.publicUrl}/verify-email/${linkToken}`;
  return enqueueMail(trx, verificationMail(user.email, user.first_name, code, link), now, {
    ...options,
    topic: codeTopic(user.id, 'verifySignup'),
  });
}

/**
 * Sends a sign-up mail in the request, through its outbox row, waiting a few seconds at most.
 * A mail server that is down, refuses or does not answer in time is a 503 with Retry-After:
 * the person at the screen needs the code now and learns to try again. The mail stays in the
 * outbox for the worker's retries, until a newer code's mail retires it
 * (docs/decisions/137-mail-never-holds-a-request.md).
 */
async function sendSignUpMail(ctx: AuthContext, mailId: string | null): Promise<void> {
  if (!mailId) return;
  if (await ctx.outbox.sendNow(mailId)) return;
  throw new HttpError(503, MAIL_DOWN, undefined, { 'retry-after': '60' });
}

/** A sign-up code mailed again (resend-otp): queued for the worker, answered at once. */
async function resendVerification(ctx: AuthContext, user: User, now: Date): Promise<void> {
  await ctx.db.kysely
    .transaction()
    .execute((trx) => queueVerification(ctx, trx, user, now, { sendNow: false }));
  ctx.outbox.kick();
}

async function sendPasswordReset(ctx: AuthContext, user: User, now: Date): Promise<void> {
  const email = user.email;
  if (!email) return;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, user.id, 'forgotPassVerify', now, { withLink: false });
    await enqueueMail(trx, passwordResetMail(email, user.first_name, code), now, {
      topic: codeTopic(user.id, 'forgotPassVerify'),
    });
  });
  ctx.outbox.kick();
}

/**
 * Creates an unverified customer and mails a code and a link. Signing up again with an email
 * that is not verified yet changes nothing of that account (not its password, names or agent:
 * else whoever signs up last would own the account the first person verifies); it resends the
 * code within the resend limits and answers as the first time. Someone who forgot the password
 * of a pending account uses forgot-password, whose code also verifies the email.
 * The role is always Customer; the agent comes from a shared link, if any.
 */
export async function signUp(
  ctx: AuthContext,
  input: { firstName: string; lastName: string; email: string; password: string },
  referredBy: string | null,
): Promise<void> {
  assertStrongPassword(input.password);
  const now = ctx.now();
  const existing = await findByEmail(ctx.db, input.email);
  if (existing?.email_verified_at) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (existing) {
    if (await maySend(ctx.db, existing.id, 'verifySignup', now)) {
      const mailId = await ctx.db.kysely
        .transaction()
        .execute((trx) => queueVerification(ctx, trx, existing, now, { sendNow: true }));
      await sendSignUpMail(ctx, mailId);
    }
    return;
  }
  const passwordHash = await hashPassword(input.password);
  // The account, its code and the mail carrying it: one transaction.
  const created = await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
    const inserted = await insertUserUnlessEmailTaken(trx, {
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
    if (!inserted) return null;
    await publish('user.changed', { userId: inserted.id, change: 'added' });
    return { mailId: await queueVerification(ctx, trx, inserted, now, { sendNow: true }) };
  });
  // Two sign-ups with one email at the same moment: the second one lost the race.
  if (!created) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  await sendSignUpMail(ctx, created.mailId);
}

/** Whether a new code may go out now (resend limits); false instead of a 429. */
async function maySend(db: Db, userId: string, purpose: OtpPurpose, now: Date): Promise<boolean> {
  try {
    await assertMaySend(db, userId, purpose, now);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return false;
    throw error;
  }
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
  const user = await findByEmail(ctx.db, input.email);
  // An unknown email and an already verified one answer as a wrong code: the answer never
  // tells whether an account exists.
  if (!user || (input.purpose === 'verifySignup' && user.email_verified_at)) {
    throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  }
  if (input.purpose === 'verifySignup') {
    await checkCode(ctx.db, user.id, 'verifySignup', input.otp, now, { consume: true });
    await markEmailVerified(ctx.db.kysely, user.id, now.toISOString());
    return MESSAGES.emailVerified;
  }
  await checkCode(ctx.db, user.id, 'forgotPassVerify', input.otp, now, { consume: false });
  return 'Code verified. Please choose a new password.';
}

/**
 * Sends a new code: for sign-up while the account is unverified, else for a password reset
 * under way. The answer does not say whether the email has an account: asked again too soon,
 * it sends nothing and answers as always (the code already sent stays valid).
 */
export async function resendCode(ctx: AuthContext, email: string): Promise<void> {
  const now = ctx.now();
  const user = await findByEmail(ctx.db, email);
  if (!user) return;
  if (!user.email_verified_at) {
    if (await maySend(ctx.db, user.id, 'verifySignup', now)) {
      await resendVerification(ctx, user, now);
    }
    return;
  }
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const resetsSent = await codesSentSince(ctx.db.kysely, user.id, 'forgotPassVerify', hourAgo);
  if (resetsSent.length === 0) return;
  if (await maySend(ctx.db, user.id, 'forgotPassVerify', now)) {
    await sendPasswordReset(ctx, user, now);
  }
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

/**
 * Mails a reset code to the account, verified or still pending (its code proves the mailbox, so
 * the reset also verifies the email); silent otherwise (no account enumeration). Asked again
 * too soon, the code already sent stays valid and the answer is as always.
 */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const now = ctx.now();
  const user = await findByEmail(ctx.db, email);
  if (!user) return;
  if (await maySend(ctx.db, user.id, 'forgotPassVerify', now)) {
    await sendPasswordReset(ctx, user, now);
  }
}

/** Spends the reset code, sets the new password and ends every session of the account. */
export async function resetPassword(
  ctx: AuthContext,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  const now = ctx.now();
  assertStrongPassword(input.password);
  const user = await findByEmail(ctx.db, input.email);
  if (!user) throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  await checkCode(ctx.db, user.id, 'forgotPassVerify', input.otp, now, { consume: true });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      password_hash: passwordHash,
      // The mailed code proves the mailbox: a pending account is verified by the reset.
      email_verified_at: user.email_verified_at ?? now.toISOString(),
      updated_at: now.toISOString(),
    });
    await deleteSessionsOf(trx, user.id);
  });
}
