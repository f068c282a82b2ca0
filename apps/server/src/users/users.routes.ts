import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addUserBodySchema,
  updateRoleBodySchema,
  userListQuerySchema,
  userListSchema,
  userResponseSchema,
  idParamsSchema,
} from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { errorResponses } from '../http/errors.ts';
import { requireRole, requireUser } from '../http/session.ts';
import type { Mailer } from '../mail/mailer.ts';
import { addUser, changeRole, listUsers } from './users.service.ts';

const tags = ['users'];

export interface UsersRoutesOptions {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** The admin's Users screen, and adding people (an Admin adds agents, an Agent customers). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { db, events, mailer, publicUrl, now },
) => {
  app.get(
    '/get-all-users',
    {
      config: { access: 'admin' },
      onRequest: requireRole('Admin'),
      schema: {
        tags,
        summary: 'Non-admin users, newest first, paged (Admin)',
        description:
          '`search` matches part of the name, the email or the phone, ignoring case; `role` ' +
          'keeps only Agents or Customers. Admins are never listed.',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.put(
    '/update-role/:id',
    {
      config: { access: 'admin' },
      onRequest: requireRole('Admin'),
      schema: {
        tags,
        summary: 'Make a customer an agent or an agent a customer (Admin)',
        description:
          "Only 'Agent' and 'Customer' (400 otherwise); an Admin's role is never changed (403). " +
          "A demoted agent's customers stay linked to them.",
        params: idParamsSchema,
        body: updateRoleBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await changeRole(db, events, request.params.id, request.body.role, now());
      return {
        message: `${user.firstName} ${user.lastName} is now ${user.role === 'Agent' ? 'an Agent' : 'a Customer'}.`,
        user,
      };
    },
  );

  app.post(
    '/add-user',
    {
      config: { access: 'staff' },
      onRequest: requireRole('Admin', 'Agent'),
      schema: {
        tags,
        summary: 'Add an agent (Admin) or one of your customers (Agent)',
        description:
          'The account is verified at once. `contact` is a 10-digit phone number or an email; ' +
          'a contact already in use is 409. From an Agent, `agentId` (if sent) must be theirs ' +
          '(403) and a customer with an email is sent a welcome mail. Any `role` is ignored.',
        body: addUserBodySchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const answer = await addUser(
        {
          db,
          events,
          mailer,
          publicUrl,
          now,
          logError: (error, message) => request.log.error({ err: error }, message),
        },
        requireUser(request),
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );
};
