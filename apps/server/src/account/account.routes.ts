import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import type { EventBus } from '../events/event-bus.ts';
import { Unauthorized } from '../errors.ts';
import { registerCall } from '../http/calls.ts';
import { consumeAll } from '../http/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../http/rate-limit.ts';
import { requireUser, sessionCookieName } from '../http/session.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import {
  ACCOUNT_MESSAGES,
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  exportAccount,
  getMe,
  setLanguage,
  listSessions,
  startContactChange,
  updateMe,
  verifyContactChange,
  WrongPassword,
} from './account.service.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * A wrong password here counts as a failed sign-in does (10 a minute per address and per
 * account), so a stolen session cannot guess the password; the code mails and code checks
 * share the limits of the public code calls (docs/product.md, "Constants and limits").
 */
const RULES = {
  passwordIp: { name: 'account-password-ip', limit: 10, windowMs: MINUTE },
  passwordUser: { name: 'account-password-user', limit: 10, windowMs: MINUTE },
  verifyIp: { name: 'verify-ip', limit: 30, windowMs: 10 * MINUTE },
  mailIp: { name: 'mail-ip', limit: 20, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

function currentSession(request: FastifyRequest): string {
  if (!request.sessionTokenHash) throw new Unauthorized();
  return request.sessionTokenHash;
}

export const accountRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'now'> & {
    events: EventBus;
    outbox: MailOutbox;
    limiter: RateLimiter;
    publicUrl: string;
  }
> = async (app, { db, events, outbox, now, limiter, publicUrl }) => {
  const ctx = { db, events, outbox, now };

  /** Runs a password check, counting it against the limits only when the password was wrong. */
  async function passwordTry<T>(request: FastifyRequest, userId: string, work: () => Promise<T>) {
    const tries = await consumeAll(limiter, [
      [RULES.passwordIp, request.ip],
      [RULES.passwordUser, userId],
    ]);
    try {
      const result = await work();
      await tries.release();
      return result;
    } catch (error) {
      if (!(error instanceof WrongPassword)) await tries.release();
      throw error;
    }
  }

  registerCall(app, 'account.me.get', {
    handler: async (request) => getMe(db, requireUser(request)),
  });

  registerCall(app, 'account.me.update', {
    handler: async (request) => updateMe(ctx, requireUser(request), request.body),
  });

  registerCall(app, 'account.language.set', {
    handler: async (request) => setLanguage(ctx, requireUser(request), request.body.lang),
  });

  registerCall(app, 'account.contact.start', {
    handler: async (request, reply) => {
      const user = requireUser(request);
      await limiter.consume(RULES.mailIp, request.ip);
      return reply.status(202).send(await startContactChange(ctx, user, request.body));
    },
  });

  registerCall(app, 'account.contact.verify', {
    handler: async (request) => {
      const user = requireUser(request);
      await limiter.consume(RULES.verifyIp, request.ip);
      return verifyContactChange(ctx, user, request.body.otp);
    },
  });

  registerCall(app, 'account.password.change', {
    handler: async (request) => {
      const user = requireUser(request);
      const session = currentSession(request);
      await passwordTry(request, user._id, () => changePassword(ctx, user, session, request.body));
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  });

  registerCall(app, 'account.sessions.list', {
    handler: async (request) =>
      listSessions(db, requireUser(request), currentSession(request), now()),
  });

  registerCall(app, 'account.sessions.end', {
    handler: async (request) => {
      const user = requireUser(request);
      await endSession(db, user, currentSession(request), request.params.id, now());
      return { message: ACCOUNT_MESSAGES.sessionEnded };
    },
  });

  registerCall(app, 'account.sessions.endOthers', {
    handler: async (request) => {
      const ended = await endOtherSessions(db, requireUser(request), currentSession(request));
      return {
        message:
          ended === 1 ? 'Signed out of 1 other device.' : `Signed out of ${ended} other devices.`,
        ended,
      };
    },
  });

  registerCall(app, 'account.export', {
    handler: async (request, reply) => {
      const data = await exportAccount(db, requireUser(request), currentSession(request), now());
      void reply.header('content-disposition', 'attachment; filename="haat-my-data.json"');
      void reply.header('cache-control', 'no-store');
      return data;
    },
  });

  registerCall(app, 'account.delete', {
    handler: async (request, reply) => {
      const user = requireUser(request);
      const body = request.body ?? {};
      if (body.password === undefined && body.otp === undefined) {
        await limiter.consume(RULES.mailIp, request.ip);
      } else if (body.otp !== undefined) {
        await limiter.consume(RULES.verifyIp, request.ip);
      }
      const outcome =
        body.password !== undefined
          ? await passwordTry(request, user._id, () => deleteAccount(ctx, user, body))
          : await deleteAccount(ctx, user, body);
      if (!outcome.deleted) return reply.status(202).send(outcome.sent);
      void reply.clearCookie(sessionCookieName(publicUrl), { path: '/' });
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  });
};
