import Bowser from 'bowser';
import { formatRupees, paiseToRupees } from '@haat/contracts';
import type {
  AccountExport,
  ContactChangeBody,
  ContactCodeSent,
  DeviceSession,
  Language,
  Me,
  SessionUser,
} from '@haat/contracts';
import { listAddresses } from '../addresses/addresses.service.ts';
import { COMMON_PASSWORD, codeTopic, phoneOrBadInput } from '../auth/auth.service.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { assertMaySend, checkCode, issueCode } from '../auth/one-time-codes.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import type { AddressSnapshot, User } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import { BadInput, Conflict, NotFound, Unauthorized } from '../errors.ts';
import { selectLedgerSums } from '../ledger/ledger.queries.ts';
import { enqueueMail, enqueueSms } from '../mail/outbox.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { accountCodeMail } from '../mail/templates.ts';
import { forCustomer, withItems } from '../orders/orders.service.ts';
import { CONTACT_TAKEN } from '../users/users.service.ts';
import {
  countLiveAdmins,
  updateLanguage,
  deleteOtherSessions,
  deleteSessionById,
  eraseUser,
  selectAgentName,
  selectAllOrdersOf,
  selectLiveUser,
  selectOpenOrder,
  selectOtherHolder,
  selectSessionsOf,
  selectShippingAddresses,
  updateContact,
  updateNames,
  updatePasswordHash,
  updateShippingAddress,
} from './account.queries.ts';

/*
 * My account: the signed-in person's own profile, contacts, password, devices and data
 * (docs/product.md, "My account"). The acting user always comes from the session.
 */

export interface AccountContext {
  db: Db;
  events: EventBus;
  outbox: MailOutbox;
  now: () => Date;
}

export const ACCOUNT_MESSAGES = {
  sameEmail: /*i18n*/ 'This is already your email.',
  samePhone: /*i18n*/ 'This is already your phone number.',
  noPendingChange: /*i18n*/ 'The code is wrong or has expired.',
  wrongPassword: /*i18n*/ 'The password is wrong.',
  wrongCurrentPassword: /*i18n*/ 'Your current password is wrong.',
  passwordChanged: /*i18n*/ 'Password changed. Your other devices are signed out.',
  thisDevice: /*i18n*/ 'This is the device you are using; use Logout to sign out here.',
  sessionEnded: /*i18n*/ 'Signed out of that device.',
  noSuchSession: /*i18n*/ 'This session does not exist.',
  passwordNeeded: /*i18n*/ 'Please enter your password.',
  deleted: /*i18n*/ 'Your account has been deleted.',
  lastAdmin: /*i18n*/ 'The shop needs its Admin: the last Admin cannot delete their account.',
} as const;

export function toMe(user: User): Me {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    agentId: user.agent_id,
    createdAt: user.created_at,
    orderSms: user.order_sms === 1,
  };
}

async function liveUser(db: Db, actor: SessionUser): Promise<User> {
  const user = await selectLiveUser(db.kysely, actor._id);
  if (!user) throw new Unauthorized();
  return user;
}

export async function getMe(db: Db, actor: SessionUser): Promise<Me> {
  return toMe(await liveUser(db, actor));
}

export async function updateMe(
  ctx: AccountContext,
  actor: SessionUser,
  names: { firstName: string; lastName: string; orderSms?: boolean },
): Promise<Me> {
  const at = ctx.now().toISOString();
  const user = await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
    const row = await updateNames(
      trx,
      actor._id,
      {
        first_name: names.firstName,
        last_name: names.lastName,
        // Order SMS on or off (docs/decisions/235-order-sms.md); left out, unchanged.
        ...(names.orderSms === undefined ? {} : { order_sms: names.orderSms ? 1 : 0 }),
      },
      at,
    );
    if (!row) throw new Unauthorized();
    await publish('user.changed', { userId: actor._id, change: 'profile' });
    return row;
  });
  return toMe(user);
}

/** Keeps the account's language: mails and SMS go out in it (issue 30). */
export async function setLanguage(
  ctx: AccountContext,
  actor: SessionUser,
  lang: Language,
): Promise<{ lang: Language }> {
  if (!(await updateLanguage(ctx.db.kysely, actor._id, lang, ctx.now().toISOString()))) {
    throw new Unauthorized();
  }
  return { lang };
}

function codeSent(sentTo: string): ContactCodeSent {
  return {
    message: `We sent a 6-digit code to ${sentTo}. It is valid for 10 minutes.`,
    sentTo,
  };
}

/**
 * Starts adding or changing the email or phone: a code for the new contact, which replaces the
 * old one only once confirmed. A new email gets the code itself by mail, a new phone number by
 * SMS (docs/decisions/234-phone-change-by-sms.md, which amends 171-contact-change-codes.md):
 * either way the code proves the new contact.
 */
export async function startContactChange(
  ctx: AccountContext,
  actor: SessionUser,
  body: ContactChangeBody,
): Promise<ContactCodeSent> {
  const now = ctx.now();
  const user = await liveUser(ctx.db, actor);
  let sendTo: string;
  let target: string;
  let purpose: { kind: 'email' | 'phone'; value: string };
  if ('email' in body) {
    const email = body.email.trim().toLowerCase();
    if (email === user.email)
      throw new BadInput(ACCOUNT_MESSAGES.sameEmail, { email: ACCOUNT_MESSAGES.sameEmail });
    if (await selectOtherHolder(ctx.db.kysely, user.id, { email })) {
      throw new Conflict(CONTACT_TAKEN, { email: CONTACT_TAKEN });
    }
    sendTo = email;
    target = `email:${email}`;
    purpose = { kind: 'email', value: email };
  } else {
    const phone = phoneOrBadInput(body.phone);
    if (phone === user.phone)
      throw new BadInput(ACCOUNT_MESSAGES.samePhone, { phone: ACCOUNT_MESSAGES.samePhone });
    if (await selectOtherHolder(ctx.db.kysely, user.id, { phone })) {
      throw new Conflict(CONTACT_TAKEN, { phone: CONTACT_TAKEN });
    }
    sendTo = phone;
    target = `phone:${phone}`;
    purpose = { kind: 'phone', value: phone };
  }
  await assertMaySend(ctx.db, user.id, 'changeContact', now);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, user.id, 'changeContact', now, {
      withLink: false,
      target,
    });
    const topic = codeTopic(user.id, 'changeContact');
    if (purpose.kind === 'phone') {
      await enqueueSms(
        trx,
        { to: purpose.value, kind: 'changeContactCode', variables: { code }, lang: user.lang },
        now,
        { topic },
      );
    } else {
      await enqueueMail(
        trx,
        accountCodeMail(sendTo, user.first_name, code, purpose, user.lang),
        now,
        {
          topic,
        },
      );
    }
  });
  ctx.outbox.kick();
  return codeSent(sendTo);
}

/** Spends the code and puts the new contact in place of the old one. */
export async function verifyContactChange(
  ctx: AccountContext,
  actor: SessionUser,
  otp: string,
): Promise<Me> {
  const now = ctx.now();
  const user = await liveUser(ctx.db, actor);
  const { target } = await checkCode(ctx.db, user.id, 'changeContact', otp, now, {
    consume: true,
  });
  const [kind, value] = splitTarget(target);
  const contact = kind === 'email' ? { email: value } : { phone: value };
  const field = kind;
  if (await selectOtherHolder(ctx.db.kysely, user.id, contact)) {
    throw new Conflict(CONTACT_TAKEN, { [field]: CONTACT_TAKEN });
  }
  try {
    const updated = await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
      const row = await updateContact(trx, user.id, contact, now.toISOString());
      if (!row) throw new Unauthorized();
      await publish('user.contactChanged', {
        userId: user.id,
        firstName: user.first_name,
        kind,
        previous: kind === 'email' ? user.email : user.phone,
        current: value,
      });
      return row;
    });
    return toMe(updated);
  } catch (error) {
    // Someone else took the contact between the check and the change.
    if (isUniqueViolation(error)) throw new Conflict(CONTACT_TAKEN, { [field]: CONTACT_TAKEN });
    throw error;
  }
}

function splitTarget(target: string | null): ['email' | 'phone', string] {
  const [kind, ...rest] = (target ?? '').split(':');
  const value = rest.join(':');
  if ((kind !== 'email' && kind !== 'phone') || !value) {
    throw new BadInput(ACCOUNT_MESSAGES.noPendingChange, { otp: ACCOUNT_MESSAGES.noPendingChange });
  }
  return [kind, value];
}

/**
 * Changes the password with the current one (a stolen session alone cannot), with the rules of
 * sign-up, and ends every other session of the account; this one stays. A wrong current
 * password is a 400: a 401 would sign this device out.
 */
export async function changePassword(
  ctx: AccountContext,
  actor: SessionUser,
  currentTokenHash: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await liveUser(ctx.db, actor);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new WrongPassword(ACCOUNT_MESSAGES.wrongCurrentPassword, 'currentPassword');
  }
  if (isCommonPassword(input.newPassword)) {
    throw new BadInput(COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
  }
  const hash = await hashPassword(input.newPassword);
  const at = ctx.now().toISOString();
  await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
    await updatePasswordHash(trx, user.id, hash, at);
    await deleteOtherSessions(trx, user.id, currentTokenHash);
    await publish('user.changed', { userId: user.id, change: 'password' });
  });
}

/** A wrong password: a 400 naming the field, which the routes count against the rate limit. */
export class WrongPassword extends BadInput {
  constructor(message: string, field: string) {
    super(message, { [field]: message });
  }
}

/** 'Chrome on Android', from the User-Agent the session was started with. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

export async function listSessions(
  db: Db,
  actor: SessionUser,
  currentTokenHash: string,
  now: Date,
): Promise<DeviceSession[]> {
  const rows = await selectSessionsOf(db.kysely, actor._id, now.toISOString());
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.user_agent),
    lastSeenAt: row.last_seen_at,
    current: row.token_hash === currentTokenHash,
  }));
}

export async function endSession(
  db: Db,
  actor: SessionUser,
  currentTokenHash: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  const sessions = await listSessions(db, actor, currentTokenHash, now);
  const target = sessions.find((session) => session.id === sessionId);
  if (!target) throw new NotFound(ACCOUNT_MESSAGES.noSuchSession);
  if (target.current) throw new BadInput(ACCOUNT_MESSAGES.thisDevice);
  if ((await deleteSessionById(db.kysely, actor._id, sessionId)) === 0) {
    throw new NotFound(ACCOUNT_MESSAGES.noSuchSession);
  }
}

export async function endOtherSessions(
  db: Db,
  actor: SessionUser,
  currentTokenHash: string,
): Promise<number> {
  return deleteOtherSessions(db.kysely, actor._id, currentTokenHash);
}

/** Everything Haat holds about the account, and nobody else's data. */
export async function exportAccount(
  db: Db,
  actor: SessionUser,
  currentTokenHash: string,
  now: Date,
): Promise<AccountExport> {
  const user = await liveUser(db, actor);
  const [addressBook, orders, agent, sessions] = await Promise.all([
    listAddresses(db, user.id),
    selectAllOrdersOf(db.kysely, user.id),
    user.agent_id ? selectAgentName(db.kysely, user.agent_id) : undefined,
    listSessions(db, actor, currentTokenHash, now),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: toMe(user),
    addresses: addressBook.addresses,
    orders: (await withItems(db, orders)).map(forCustomer),
    agent: agent ? { _id: agent.id, firstName: agent.first_name, lastName: agent.last_name } : null,
    devices: sessions.map(({ current: _current, ...device }) => device),
  };
}

export type DeleteOutcome = { deleted: true } | { deleted: false; sent: ContactCodeSent };

/**
 * Deletes the account (docs/decisions/173-account-deletion.md). Refused while an order is
 * between placed and delivered, for an agent owed commission and for the last Admin; then the
 * password, or a mailed code, proves it is the person. An empty body mails the code.
 */
export async function deleteAccount(
  ctx: AccountContext,
  actor: SessionUser,
  body: { password?: string; otp?: string },
): Promise<DeleteOutcome> {
  const now = ctx.now();
  const user = await liveUser(ctx.db, actor);
  await refuseWhileBound(ctx.db, user);
  if (body.password !== undefined) {
    if (!(await verifyPassword(user.password_hash, body.password))) {
      throw new WrongPassword(ACCOUNT_MESSAGES.wrongPassword, 'password');
    }
  } else if (body.otp !== undefined) {
    await checkCode(ctx.db, user.id, 'deleteAccount', body.otp, now, { consume: true });
  } else {
    return { deleted: false, sent: await sendDeletionCode(ctx, user, now) };
  }
  const at = now.toISOString();
  await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
    // Orders stay with their sums, lines and agent; the address keeps only the pincode.
    for (const order of await selectShippingAddresses(trx, user.id)) {
      const kept = JSON.parse(order.shipping_address) as AddressSnapshot;
      await updateShippingAddress(trx, order.id, JSON.stringify(deletedAddress(kept.pincode)));
    }
    await eraseUser(trx, user.id, at);
    await publish('user.changed', { userId: user.id, change: 'deleted' });
  });
  return { deleted: true };
}

/** The shipping address an order of a deleted account keeps. */
export function deletedAddress(pincode: string): AddressSnapshot {
  return {
    firstName: 'Deleted',
    lastName: 'customer',
    mobileNo: '',
    mobileNo2: null,
    houseNo: '',
    street: '',
    city: '',
    state: '',
    pincode,
  };
}

async function refuseWhileBound(db: Db, user: User): Promise<void> {
  const open = await selectOpenOrder(db.kysely, user.id);
  if (open) {
    const message = `Your order ${open.order_number} is ${open.status}. You can delete your account once it is delivered, returned or cancelled.`;
    throw new Conflict(message, { order: open.order_number });
  }
  if (user.role === 'Agent') {
    const sums = await selectLedgerSums(db.kysely, user.id);
    const owed = sums.accrued - sums.reversed - sums.paid;
    if (owed > 0) {
      const message = `You still have ${formatRupees(paiseToRupees(owed))} of commission not paid out (earned or pending). You can delete your account once the Admin has paid it.`;
      throw new Conflict(message, { balance: String(paiseToRupees(owed)) });
    }
  }
  if (user.role === 'Admin' && (await countLiveAdmins(db.kysely)) <= 1) {
    throw new Conflict(ACCOUNT_MESSAGES.lastAdmin);
  }
}

async function sendDeletionCode(ctx: AccountContext, user: User, now: Date) {
  const email = user.email;
  if (!email) {
    throw new BadInput(ACCOUNT_MESSAGES.passwordNeeded, {
      password: ACCOUNT_MESSAGES.passwordNeeded,
    });
  }
  await assertMaySend(ctx.db, user.id, 'deleteAccount', now);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const { code } = await issueCode(trx, user.id, 'deleteAccount', now, { withLink: false });
    await enqueueMail(
      trx,
      accountCodeMail(email, user.first_name, code, { kind: 'delete' }, user.lang),
      now,
      {
        topic: codeTopic(user.id, 'deleteAccount'),
      },
    );
  });
  ctx.outbox.kick();
  return codeSent(email);
}
