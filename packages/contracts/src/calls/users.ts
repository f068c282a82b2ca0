import {
  addUserBodySchema,
  updateRoleBodySchema,
  userListQuerySchema,
  userListSchema,
  userResponseSchema,
} from '../admin.ts';
import { idParamsSchema } from '../text.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['users'];

/** The admin's Users screen, and adding people (an Admin adds agents, an Agent customers). */
export const usersCalls = defineCalls({
  'users.list': {
    tags,
    summary: 'Non-admin users, newest first, paged (Admin)',
    description:
      '`search` matches part of the name, the email or the phone, ignoring case; `role` ' +
      'keeps only Agents or Customers. Admins are never listed.',
    query: userListQuerySchema,
    response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
  },
  'users.role.change': {
    tags,
    summary: 'Make a customer an agent or an agent a customer (Admin)',
    description:
      "Only 'Agent' and 'Customer' (400 otherwise); an Admin's role is never changed (403). " +
      "A demoted agent's customers stay linked to them.",
    params: idParamsSchema,
    body: updateRoleBodySchema,
    response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'users.add': {
    tags,
    summary: 'Add an agent (Admin) or one of your customers (Agent)',
    description:
      'The account is verified at once. `contact` is a 10-digit phone number or an email; ' +
      'a contact already in use is 409. From an Agent, `agentId` (if sent) must be theirs ' +
      '(403) and a customer with an email is sent a welcome mail. Any `role` is ignored.',
    body: addUserBodySchema,
    response: { 201: userResponseSchema, ...errorResponses(400, 401, 403, 409) },
  },
});
