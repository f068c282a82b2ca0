import { uuidv7 } from 'uuidv7';
import {
  isPhone,
  MESSAGES,
  POSSIBLE_DUPLICATE_FIELD,
  possibleDuplicateMessage,
} from '@haat/contracts';
import type {
  AdminUser,
  AssignableRole,
  SessionUser,
  UserList,
  addUserBodySchema,
  userListQuerySchema,
} from '@haat/contracts';
import type { z } from 'zod';
import { COMMON_PASSWORD } from '../auth/auth.service.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import type { User } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import { BadInput, Conflict, Forbidden, NotFound } from '../errors.ts';
import {
  insertUser,
  selectAgentCustomerByName,
  selectUser,
  selectUserByContact,
  selectUsers,
  updateUserRole,
} from './users.queries.ts';

export const CONTACT_TAKEN = /*i18n*/ 'An account with this email or phone number already exists.';
export const ADMIN_ROLE_FIXED = /*i18n*/ "An Admin's role cannot be changed.";
export const NOT_YOUR_AGENT_ID = /*i18n*/ 'You can only add users for yourself.';

export function toAdminUser(user: User): AdminUser {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    agentId: user.agent_id,
    createdAt: user.created_at,
  };
}

/** GET /get-all-users: a page of non-admin users, newest first. */
export async function listUsers(
  db: Db,
  query: z.output<typeof userListQuerySchema>,
): Promise<UserList> {
  const { page, limit } = query;
  const rows = await selectUsers(db, {
    search: query.search,
    role: query.role,
    offset: (page - 1) * limit,
    take: limit + 1,
  });
  return {
    result: rows.slice(0, limit).map(toAdminUser),
    page,
    limit,
    hasMore: rows.length > limit,
  };
}

/**
 * Customer ↔ Agent. An Admin's role (the caller's own included) is never changed here. A
 * demoted agent's customers keep their `agent_id`, and the agent's sessions stay valid: the
 * session reads the role afresh on every request.
 */
export async function changeRole(
  db: Db,
  events: EventBus,
  id: string,
  role: AssignableRole,
  now: Date,
): Promise<AdminUser> {
  const target = await selectUser(db.kysely, id);
  if (!target) throw new NotFound(/*i18n*/ 'This user does not exist.');
  if (target.role === 'Admin') throw new Forbidden(ADMIN_ROLE_FIXED);
  const updated = await events.transaction(db, async ({ trx, publish }) => {
    const row = await updateUserRole(trx, id, role, now.toISOString());
    // Made an Admin in the meantime (at start-up by ADMIN_EMAIL).
    if (!row) throw new Forbidden(ADMIN_ROLE_FIXED);
    await publish('user.changed', { userId: id, change: 'role' });
    return row;
  });
  return toAdminUser(updated);
}

export interface AddUserContext {
  db: Db;
  events: EventBus;
  now: () => Date;
}

/**
 * POST /add-user. An Admin adds an Agent; an Agent adds one of their own Customers and the
 * customer, when the contact is an email, gets a welcome mail naming the agent (never the
 * password), written to the outbox with the account (users/user-mails.subscribers.ts), so the
 * answer never waits on the mail server and no crash loses the mail. The account is verified
 * at once: the person who adds it vouches for the contact.
 */
export async function addUser(
  ctx: AddUserContext,
  actor: SessionUser,
  body: z.output<typeof addUserBodySchema>,
): Promise<{ message: string; user: AdminUser }> {
  const { formData } = body;
  const byAgent = actor.role === 'Agent';
  if (byAgent && body.agentId && body.agentId !== actor._id) throw new Forbidden(NOT_YOUR_AGENT_ID);
  if (isCommonPassword(formData.password)) {
    throw new BadInput(COMMON_PASSWORD, { 'formData.password': COMMON_PASSWORD });
  }
  if (await selectUserByContact(ctx.db.kysely, formData.contact)) throw taken();
  if (byAgent && !body.addAnyway) await refusePossibleDuplicate(ctx.db, actor._id, formData);
  const phone = isPhone(formData.contact);
  const now = ctx.now().toISOString();
  let user: User;
  try {
    const passwordHash = await hashPassword(formData.password);
    user = await ctx.events.transaction(ctx.db, async ({ trx, publish }) => {
      const inserted = await insertUser(trx, {
        id: uuidv7(),
        first_name: formData.firstName,
        last_name: formData.lastName,
        email: phone ? null : formData.contact,
        phone: phone ? formData.contact : null,
        password_hash: passwordHash,
        role: byAgent ? 'Customer' : 'Agent',
        agent_id: byAgent ? actor._id : null,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      });
      await publish('user.changed', { userId: inserted.id, change: 'added', addedBy: actor._id });
      return inserted;
    });
  } catch (error) {
    // The same contact added twice at the same moment: the second one lost the race.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { message: byAgent ? MESSAGES.userAdded : MESSAGES.agentAdded, user: toAdminUser(user) };
}

/**
 * An agent adding someone with the name of one of their customers is asked first: it is most
 * often the same person with another number (docs/decisions/143-possible-duplicate-customer.md).
 */
async function refusePossibleDuplicate(
  db: Db,
  agentId: string,
  person: { firstName: string; lastName: string },
) {
  const match = await selectAgentCustomerByName(
    db.kysely,
    agentId,
    person.firstName,
    person.lastName,
  );
  if (!match) return;
  const message = possibleDuplicateMessage(
    `${match.first_name} ${match.last_name}`,
    match.email ?? match.phone ?? '',
  );
  throw new Conflict(message, { [POSSIBLE_DUPLICATE_FIELD]: message });
}

function taken(): Conflict {
  return new Conflict(CONTACT_TAKEN, { 'formData.contact': CONTACT_TAKEN });
}
