import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, setLanguageCookie } from '../http/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import { attributedAgent } from '../agents/attribution.ts';
import { registerCall } from '../http/calls.ts';
import { normalisePhone } from '../sms/phone.ts';
import { sentByAnotherSite } from '../http/security.ts';
import { Forbidden, HttpError } from '../errors.ts';
import { consumeAll } from '../http/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../http/rate-limit.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { EventBus } from '../events/event-bus.ts';
import { endSession, requireUser, startSession } from '../http/session.ts';
import {
  FORGOT_PASSWORD_SENT,
  FORGOT_PASSWORD_SENT_SMS,
  forgotPassword,
  requestSignInCode,
  SIGN_IN_CODE_SENT,
  resendCode,
  resetPassword,
  signIn,
  signUp,
  toSessionUser,
  verifyByCode,
  verifyByLink,
} from './auth.service.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * docs/product.md, "Constants and limits": 10 failed sign-ins a minute per IP and per identifier;
 * the rest bound abuse per IP.
 */
const RULES = {
  signInIp: { name: 'sign-in-ip', limit: 10, windowMs: MINUTE },
  signInIdentifier: { name: 'sign-in-id', limit: 10, windowMs: MINUTE },
  signUpIp: { name: 'sign-up-ip', limit: 20, windowMs: HOUR },
  verifyIp: { name: 'verify-ip', limit: 30, windowMs: 10 * MINUTE },
  mailIp: { name: 'mail-ip', limit: 20, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

export const authRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'now'> & {
    events: EventBus;
    publicUrl: string;
    limiter: RateLimiter;
    outbox: MailOutbox;
  }
> = async (app, { db, events, outbox, now, publicUrl, limiter }) => {
  const ctx = { db, events, outbox, publicUrl, now };
  const sessions = { db, publicUrl, now };

  registerCall(app, 'auth.signUp', {
    handler: async (request, reply) => {
      await limiter.consume(RULES.signUpIp, request.ip);
      const contact = await signUp(
        ctx,
        { ...request.body, lang: requestLanguage(request) },
        await attributedAgent(db, request, now()),
      );
      const message =
        contact.phone === undefined
          ? MESSAGES.signUpSuccess
          : 'Account created. We have sent a 6-digit code by SMS to verify your number.';
      return reply.status(201).send({ message, ...contact });
    },
  });

  registerCall(app, 'auth.verifyEmail', {
    handler: async (request) => {
      await limiter.consume(RULES.verifyIp, request.ip);
      const body = request.body;
      if ('_id' in body) {
        await verifyByLink(ctx, body._id);
        return { message: MESSAGES.emailVerified };
      }
      return { message: await verifyByCode(ctx, body) };
    },
  });

  registerCall(app, 'auth.resendOtp', {
    handler: async (request) => {
      await limiter.consume(RULES.mailIp, request.ip);
      await resendCode(ctx, request.body);
      return { success: true, message: MESSAGES.otpResent };
    },
  });

  registerCall(app, 'auth.forgotPassword', {
    handler: async (request) => {
      await limiter.consume(RULES.mailIp, request.ip);
      await forgotPassword(ctx, request.body);
      return { message: 'phone' in request.body ? FORGOT_PASSWORD_SENT_SMS : FORGOT_PASSWORD_SENT };
    },
  });

  registerCall(app, 'auth.requestSignInCode', {
    handler: async (request) => {
      // Per IP as every code sent; per number, the resend limits and the daily SMS cap.
      await limiter.consume(RULES.mailIp, request.ip);
      await requestSignInCode(ctx, request.body);
      return { message: SIGN_IN_CODE_SENT };
    },
  });

  registerCall(app, 'auth.resetPassword', {
    handler: async (request) => {
      await limiter.consume(RULES.verifyIp, request.ip);
      await resetPassword(ctx, request.body);
      return { message: MESSAGES.passwordReset };
    },
  });

  registerCall(app, 'auth.signIn', {
    handler: async (request, reply) => {
      // Failed tries count, not successful ones: many customers share one address behind a
      // mobile carrier's NAT, and signing in is no attack. Each try is counted before the
      // password is checked, so tries that arrive together cannot pass the limit together,
      // and taken back unless it failed (docs/decisions/136-sliding-window-rate-limits.md).
      // One number typed in different forms is one identifier; a code counts as a password.
      const typed = request.body.identifier.trim().toLowerCase();
      const identifier = normalisePhone(typed) ?? typed;
      const tries = await consumeAll(limiter, [
        [RULES.signInIp, request.ip],
        [RULES.signInIdentifier, identifier],
      ]);
      let user;
      try {
        user = await signIn(ctx, request.body);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 401)) await tries.release();
        throw error;
      }
      await tries.release();
      await startSession(sessions, reply, user.id);
      // The account's language follows it to this device (decision 282).
      setLanguageCookie(reply, user.lang);
      return { ...toSessionUser(user), lang: user.lang };
    },
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await endSession(sessions, request, reply);
    return { message: /*i18n*/ 'Logged out' };
  };
  registerCall(app, 'auth.logout', {
    handler: async (request, reply) => {
      if (sentByAnotherSite(request, publicUrl)) {
        throw new Forbidden(/*i18n*/ 'This request did not come from the shop itself.');
      }
      return logout(request, reply);
    },
  });
  registerCall(app, 'auth.logoutWithPost', {
    handler: logout,
  });

  registerCall(app, 'auth.checkPermission', {
    handler: async (request) => {
      requireUser(request);
      return { message: 'authenticated' as const };
    },
  });
};
