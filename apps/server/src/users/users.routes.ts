import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { registerCall } from '../http/calls.ts';
import { requireRole, requireUser } from '../http/session.ts';
import { addUser, changeRole, listUsers } from './users.service.ts';

export interface UsersRoutesOptions {
  db: Db;
  events: EventBus;
  now: () => Date;
}

/** The admin's Users screen, and adding people (an Admin adds agents, an Agent customers). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { db, events, now },
) => {
  registerCall(app, 'users.list', {
    onRequest: requireRole('Admin'),
    handler: async (request) => listUsers(db, request.query),
  });

  registerCall(app, 'users.role.change', {
    onRequest: requireRole('Admin'),
    handler: async (request) => {
      const user = await changeRole(db, events, request.params.id, request.body.role, now());
      return {
        message: `${user.firstName} ${user.lastName} is now ${user.role === 'Agent' ? 'an Agent' : 'a Customer'}.`,
        user,
      };
    },
  });

  registerCall(app, 'users.add', {
    onRequest: requireRole('Admin', 'Agent'),
    handler: async (request, reply) => {
      const answer = await addUser({ db, events, now }, requireUser(request), request.body);
      return reply.status(201).send(answer);
    },
  });
};
