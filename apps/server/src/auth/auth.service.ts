import { uuidv7 } from 'uuidv7';
import { MESSAGES, PHONE_INVALID } from '@haat/contracts';
import type { Language, OtpPurpose, SessionUser } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { CodePurpose, Database, User } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import { BadInput, Conflict, Forbidden, HttpError, Unauthorized } from '../errors.ts';
import type { Kysely } from 'kysely';
import { enqueueMail, enqueueSms } from '../mail/outbox.ts';
import type { SmsKind } from '../sms/messenger.ts';
import { looksLikePhone, normalisePhone } from '../sms/phone.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import {
  codesSentSince,
  findSignupLink,
  findUserByEmail,
  findUserByPhone,
  insertUserUnlessTaken,
  smsCodesSentSince,
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
export const EMAIL_TAKEN = /*i18n*/ 'An account with this email already exists. Please sign in.';
export const NOT_VERIFIED = /*i18n*/ 'Please verify your email before signing in.';
export const COMMON_PASSWORD =
  /*i18n*/ 'This password is too easy to guess. Please choose a less common one.';
export const FORGOT_PASSWORD_SENT =
  /*i18n*/ 'If an account exists for this email, we have sent a code to reset the password.';
export const FORGOT_PASSWORD_SENT_SMS =
  /*i18n*/ 'If an account exists for this number, we have sent a code by SMS to reset the password.';
export const SIGN_IN_CODE_SENT =
  /*i18n*/ 'If an account exists for this number, we have sent a sign-in code by SMS.';
export const PHONE_TAKEN =
  /*i18n*/ 'An account with this phone number already exists. Please sign in.';
export const SMS_DOWN =
  /*i18n*/ 'We could not send the SMS right now. Please try again in a few minutes.';

/**
 * docs/product.md, "One-time codes": at most this many code SMS go to one number in 24 hours,
 * whatever the purpose (each SMS costs the shop and can be aimed at a stranger's phone).
 */
export const SMS_CODES_PER_DAY = 10;

/** Where an account's codes go: its email, or its phone by SMS. */
export type Contact = { email: string } | { phone: string };

/** The canonical number (sms/phone.ts), or a 400 naming the field. */
export function phoneOrBadInput(input: string): string {
  const phone = normalisePhone(input);
  if (!phone) throw new BadInput(PHONE_INVALID, { phone: PHONE_INVALID });
  return phone;
}

/** The request's email, lower-cased by its schema, or its number in the stored form. */
function readContact(input: { email?: string; phone?: string }): Contact {
  if (input.phone !== undefined) return { phone: phoneOrBadInput(input.phone) };
  return { email: input.email! };
}

function findAccount(db: Db, contact: Contact): Promise<User | undefined> {
  return 'phone' in contact
    ? findUserByPhone(db.kysely, contact.phone)
    : findUserByEmail(db.kysely, contact.email);
}

const CODE_SMS: Record<'verifySignup' | 'forgotPassVerify' | 'signIn', SmsKind> = {
  verifySignup: 'signupCode',
  forgotPassVerify: 'resetCode',
  signIn: 'signInCode',
};

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

export const MAIL_DOWN =
  /*i18n*/ 'We could not send the email right now. Please try again in a few minutes.';

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
  options: { sendNow: boolean; via: 'email' | 'phone' },
): Promise<string | null> {
  if (options.via === 'phone') {
    return user.phone ? queueSmsCode(trx, user, 'verifySignup', now, options) : null;
  }
  if (!user.email) return null;
  const { code, linkToken } = await issueCode(trx, user.id, 'verifySignup', now, {
    withLink: true,
  });
  const link = `${ctx.publicUrl}/verify-email/${linkToken}`;
  return enqueueMail(
    trx,
    verificationMail(user.email, user.first_name, code, link, user.lang),
    now,
    {
      sendNow: options.sendNow,
      topic: codeTopic(user.id, 'verifySignup'),
    },
  );
}

/** Issues a code of this purpose and writes its SMS to the outbox, in the caller's transaction. */
async function queueSmsCode(
  trx: Kysely<Database>,
  user: User,
  purpose: 'verifySignup' | 'forgotPassVerify' | 'signIn',
  now: Date,
  options: { sendNow?: boolean } = {},
): Promise<string> {
  const { code } = await issueCode(trx, user.id, purpose, now, { withLink: false });
  const sms = { to: user.phone!, kind: CODE_SMS[purpose], variables: { code }, lang: user.lang };
  return enqueueSms(trx, sms, now, {
    sendNow: options.sendNow,
    topic: codeTopic(user.id, purpose),
  });
}

/**
 * Sends a sign-up mail in the request, through its outbox row, waiting a few seconds at most.
 * A mail server that is down, refuses or does not answer in time is a 503 with Retry-After:
 * the person at the screen needs the code now and learns to try again. The mail stays in the
 * outbox for the worker's retries, until a newer code's mail retires it
 * (docs/decisions/137-mail-never-holds-a-request.md).
 */
async function sendSignUpMail(
  ctx: AuthContext,
  mailId: string | null,
  via: 'email' | 'phone' = 'email',
): Promise<void> {
  if (!mailId) return;
  if (await ctx.outbox.sendNow(mailId)) return;
  throw new HttpError(503, via === 'phone' ? SMS_DOWN : MAIL_DOWN, undefined, {
    'retry-after': '60',
  });
}

/** A sign-up code mailed again (resend-otp): queued for the worker, answered at once. */
async function resendVerification(
  ctx: AuthContext,
  user: User,
  now: Date,
  via: 'email' | 'phone',
): Promise<void> {
  await ctx.db.kysely
    .transaction()
    .execute((trx) => queueVerification(ctx, trx, user, now, { sendNow: false, via }));
  ctx.outbox.kick();
}

async function sendPasswordReset(
  ctx: AuthContext,
  user: User,
  now: Date,
  via: 'email' | 'phone' = 'email',
): Promise<void> {
  if (via === 'phone') {
    await ctx.db.kysely
      .transaction()
      .execute((trx) => queueSmsCode(trx, user, 'forgotPassVerify', now));
    ctx.outbox.kick();
    return;
  }
  const email = user.email;
  if (!email) return;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, user.id, 'forgotPassVerify', now, { withLink: false });
    await enqueueMail(trx, passwordResetMail(email, user.first_name, code, user.lang), now, {
      topic: codeTopic(user.id, 'forgotPassVerify'),
    });
  });
  ctx.outbox.kick();
}

/**
 * Creates an unverified customer and sends a code: by mail with a link for an email sign-up,
 * by SMS for a phone sign-up (docs/decisions/233-phone-accounts.md; a given email is then
 * kept, unverified, as a second contact). Signing up again with a contact that is not verified
 * yet changes nothing of that account (not its password, names or agent: else whoever signs up
 * last would own the account the first person verifies); it resends the code within the
 * resend limits and answers as the first time. Someone who forgot the password of a pending
 * account uses forgot-password, whose code also verifies the account.
 * The role is always Customer; the agent comes from a shared link, if any.
 */
export async function signUp(
  ctx: AuthContext,
  input: {
    firstName: string;
    lastName: string;
    email?: string;
    phone?: string;
    password: string;
    /** The reader's language when they sign up: the account's, for its mails and SMS. */
    lang?: Language;
  },
  referredBy: string | null,
): Promise<{ email?: string; phone?: string }> {
  const phone = input.phone === undefined ? null : phoneOrBadInput(input.phone);
  const email = input.email ?? null;
  assertStrongPassword(input.password);
  const via = phone ? 'phone' : 'email';
  const contact: Contact = phone ? { phone } : { email: email! };
  const taken = phone ? PHONE_TAKEN : EMAIL_TAKEN;
  const field = phone ? 'phone' : 'email';
  const now = ctx.now();
  const existing = await findAccount(ctx.db, contact);
  if (existing?.email_verified_at) throw new Conflict(taken, { [field]: taken });
  if (existing) {
    if (await maySend(ctx, existing, 'verifySignup', now, via)) {
      const mailId = await ctx.db.kysely
        .transaction()
        .execute((trx) => queueVerification(ctx, trx, existing, now, { sendNow: true, via }));
      await sendSignUpMail(ctx, mailId, via);
    }
    return phone ? { phone } : { email: email! };
  }
  // A phone sign-up's email must not be another account's.
  if (phone && email && (await findUserByEmail(ctx.db.kysely, email))) {
    throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  const passwordHash = await hashPassword(input.password);
  // The account, its code and the message carrying it: one transaction.
  const created = await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
    const inserted = await insertUserUnlessTaken(
      trx,
      {
        id: uuidv7(),
        first_name: input.firstName,
        last_name: input.lastName,
        email,
        phone,
        lang: input.lang ?? 'en',
        password_hash: passwordHash,
        role: 'Customer',
        agent_id: referredBy,
        email_verified_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      phone ? 'phone' : 'email',
    );
    if (!inserted) return null;
    await publish('user.changed', { userId: inserted.id, change: 'added' });
    return { mailId: await queueVerification(ctx, trx, inserted, now, { sendNow: true, via }) };
  });
  // Two sign-ups with one contact at the same moment: the second one lost the race.
  if (!created) throw new Conflict(taken, { [field]: taken });
  await sendSignUpMail(ctx, created.mailId, via);
  return phone ? { phone } : { email: email! };
}

/**
 * Whether a new code may go out now (resend limits, and for SMS the number's daily cap);
 * false instead of a 429, so the answer never tells whether an account exists.
 */
async function maySend(
  ctx: AuthContext,
  user: User,
  purpose: CodePurpose,
  now: Date,
  via: 'email' | 'phone',
): Promise<boolean> {
  if (via === 'phone') {
    if (!user.phone) return false;
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const sent = await smsCodesSentSince(
      ctx.db.kysely,
      user.phone,
      Object.values(CODE_SMS),
      dayAgo,
    );
    if (sent >= SMS_CODES_PER_DAY) return false;
  }
  try {
    await assertMaySend(ctx.db, user.id, purpose, now);
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
 * The code typed on the OTP page, for an email or a phone number. `verifySignup` verifies the
 * account; `forgotPassVerify` only checks the code, which the password reset then spends.
 */
export async function verifyByCode(
  ctx: AuthContext,
  input: { email?: string; phone?: string; otp: string; purpose: OtpPurpose },
): Promise<string> {
  const now = ctx.now();
  const user = await findAccount(ctx.db, readContact(input));
  // An unknown contact and an already verified one answer as a wrong code: the answer never
  // tells whether an account exists.
  if (!user || (input.purpose === 'verifySignup' && user.email_verified_at)) {
    throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  }
  if (input.purpose === 'verifySignup') {
    await checkCode(ctx.db, user.id, 'verifySignup', input.otp, now, { consume: true });
    await markEmailVerified(ctx.db.kysely, user.id, now.toISOString());
    return input.phone === undefined ? MESSAGES.emailVerified : 'Phone number verified.';
  }
  await checkCode(ctx.db, user.id, 'forgotPassVerify', input.otp, now, { consume: false });
  return 'Code verified. Please choose a new password.';
}

/**
 * Sends a new code: for sign-up while the account is unverified, else for a password reset
 * under way. The answer does not say whether the account exists: asked again too soon, it
 * sends nothing and answers as always (the code already sent stays valid).
 */
export async function resendCode(
  ctx: AuthContext,
  input: { email?: string; phone?: string },
): Promise<void> {
  const now = ctx.now();
  const contact = readContact(input);
  const via = 'phone' in contact ? 'phone' : 'email';
  const user = await findAccount(ctx.db, contact);
  if (!user) return;
  if (!user.email_verified_at) {
    if (await maySend(ctx, user, 'verifySignup', now, via)) {
      await resendVerification(ctx, user, now, via);
    }
    return;
  }
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const resetsSent = await codesSentSince(ctx.db.kysely, user.id, 'forgotPassVerify', hourAgo);
  if (resetsSent.length === 0) return;
  if (await maySend(ctx, user, 'forgotPassVerify', now, via)) {
    await sendPasswordReset(ctx, user, now, via);
  }
}

/**
 * Email or phone (any form sms/phone.ts reads) and password, or phone and a sign-in code;
 * a generic message for any mismatch, so that neither tells whether the account exists. A
 * right code proves the phone, so it also verifies a pending phone account.
 */
export async function signIn(
  ctx: AuthContext,
  input: { identifier: string; password: string } | { identifier: string; otp: string },
): Promise<User> {
  const identifier = input.identifier.trim();
  const phone = looksLikePhone(identifier) ? normalisePhone(identifier) : null;
  const user = phone
    ? await findUserByPhone(ctx.db.kysely, phone)
    : looksLikePhone(identifier)
      ? undefined
      : await findUserByEmail(ctx.db.kysely, identifier.toLowerCase());
  if ('otp' in input) {
    if (!user) throw new Unauthorized(MESSAGES.invalidCredentials);
    const now = ctx.now();
    try {
      await checkCode(ctx.db, user.id, 'signIn', input.otp, now, { consume: true });
    } catch (error) {
      if (error instanceof BadInput) throw new Unauthorized(MESSAGES.invalidCredentials);
      throw error;
    }
    if (!user.email_verified_at) {
      await markEmailVerified(ctx.db.kysely, user.id, now.toISOString());
      return { ...user, email_verified_at: now.toISOString() };
    }
    return user;
  }
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw new Unauthorized(MESSAGES.invalidCredentials);
  if (!user.email_verified_at) throw new Forbidden(NOT_VERIFIED);
  return user;
}

/**
 * Sends a sign-in code by SMS to a phone account (docs/decisions/233-phone-accounts.md);
 * silent for an unknown number, and asked again too soon, the code already sent stays valid:
 * the answer is always the same.
 */
export async function requestSignInCode(ctx: AuthContext, input: { phone: string }): Promise<void> {
  const now = ctx.now();
  const phone = phoneOrBadInput(input.phone);
  const user = await findUserByPhone(ctx.db.kysely, phone);
  if (!user) return;
  if (!(await maySend(ctx, user, 'signIn', now, 'phone'))) return;
  await ctx.db.kysely.transaction().execute((trx) => queueSmsCode(trx, user, 'signIn', now));
  ctx.outbox.kick();
}

/**
 * Sends a reset code to the account, verified or still pending (its code proves the mailbox or
 * the phone, so the reset also verifies the account): by mail for an email, by SMS for a
 * phone number; silent otherwise (no account enumeration). Asked again too soon, the code
 * already sent stays valid and the answer is as always.
 */
export async function forgotPassword(
  ctx: AuthContext,
  input: { email?: string; phone?: string },
): Promise<void> {
  const now = ctx.now();
  const contact = readContact(input);
  const via = 'phone' in contact ? 'phone' : 'email';
  const user = await findAccount(ctx.db, contact);
  if (!user) return;
  if (await maySend(ctx, user, 'forgotPassVerify', now, via)) {
    await sendPasswordReset(ctx, user, now, via);
  }
}

/** Spends the reset code, sets the new password and ends every session of the account. */
export async function resetPassword(
  ctx: AuthContext,
  input: { email?: string; phone?: string; otp: string; password: string },
): Promise<void> {
  const now = ctx.now();
  assertStrongPassword(input.password);
  const user = await findAccount(ctx.db, readContact(input));
  if (!user) throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  await checkCode(ctx.db, user.id, 'forgotPassVerify', input.otp, now, { consume: true });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      password_hash: passwordHash,
      // The code proves the mailbox or phone: a pending account is verified by the reset.
      email_verified_at: user.email_verified_at ?? now.toISOString(),
      updated_at: now.toISOString(),
    });
    await deleteSessionsOf(trx, user.id);
  });
}
