import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkPermissionSchema,
  emailBodySchema,
  MESSAGES,
  messageSchema,
  resendOtpResponseSchema,
  resetPasswordBodySchema,
  sessionUserSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  verifyEmailBodySchema,
} from '@haat/contracts';
import type { AppDeps } from '../app-deps.ts';
import { attributedAgent } from '../agents/attribution.ts';
import { errorResponses } from '../http/errors.ts';
import { sentByAnotherSite } from '../http/security.ts';
import { Forbidden, HttpError } from '../errors.ts';
import type { RateLimiter, RateLimitRule } from '../http/rate-limit.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { EventBus } from '../events/event-bus.ts';
import { endSession, requireUser, startSession } from '../http/session.ts';
import {
  FORGOT_PASSWORD_SENT,
  forgotPassword,
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

/** DESIGN 6: 10 failed sign-ins a minute per IP and per identifier; the rest bound abuse per IP. */
const RULES = {
  signInIp: { name: 'sign-in-ip', limit: 10, windowMs: MINUTE },
  signInIdentifier: { name: 'sign-in-id', limit: 10, windowMs: MINUTE },
  signUpIp: { name: 'sign-up-ip', limit: 20, windowMs: HOUR },
  verifyIp: { name: 'verify-ip', limit: 30, windowMs: 10 * MINUTE },
  mailIp: { name: 'mail-ip', limit: 20, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

const tags = ['accounts'];
const errors = errorResponses(400, 401, 403);

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

  app.post(
    '/sign-up',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create an unverified customer account and mail a code and a link',
        body: signUpBodySchema,
        response: { 201: signUpResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await limiter.consume(RULES.signUpIp, request.ip);
      await signUp(ctx, request.body, await attributedAgent(db, request, now()));
      return reply.status(201).send({ message: MESSAGES.signUpSuccess, email: request.body.email });
    },
  );

  app.post(
    '/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verify by the link token (`_id`), or by the code, email and purpose',
        body: verifyEmailBodySchema,
        response: { 200: messageSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      await limiter.consume(RULES.verifyIp, request.ip);
      const body = request.body;
      if ('_id' in body) {
        await verifyByLink(ctx, body._id);
        return { message: MESSAGES.emailVerified };
      }
      return { message: await verifyByCode(ctx, body) };
    },
  );

  app.post(
    '/resend-otp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a new code (at most once a minute and 5 an hour per account)',
        body: emailBodySchema,
        response: { 200: resendOtpResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await limiter.consume(RULES.mailIp, request.ip);
      await resendCode(ctx, request.body.email);
      return { success: true, message: MESSAGES.otpResent };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a password reset code; the same answer whether or not the account exists',
        body: emailBodySchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await limiter.consume(RULES.mailIp, request.ip);
      await forgotPassword(ctx, request.body.email);
      return { message: FORGOT_PASSWORD_SENT };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with the emailed code; ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await limiter.consume(RULES.verifyIp, request.ip);
      await resetPassword(ctx, request.body);
      return { message: MESSAGES.passwordReset };
    },
  );

  app.post(
    '/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with email or 10-digit phone; starts a new session',
        body: signInBodySchema,
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Failed tries count, not successful ones: many customers share one address behind a
      // mobile carrier's NAT, and signing in is no attack.
      const identifier = request.body.identifier.trim().toLowerCase();
      await limiter.check(RULES.signInIp, request.ip);
      await limiter.check(RULES.signInIdentifier, identifier);
      let user;
      try {
        user = await signIn(ctx, request.body);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          await limiter.consume(RULES.signInIp, request.ip);
          await limiter.consume(RULES.signInIdentifier, identifier);
        }
        throw error;
      }
      await startSession(sessions, reply, user.id);
      return toSessionUser(user);
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await endSession(sessions, request, reply);
    return { message: 'Logged out' };
  };
  app.get(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "End this session (the spec's call; refused when another site sends it)",
        description:
          '403 when `Sec-Fetch-Site` is `cross-site` or `same-site`, or the Origin or Referer ' +
          'is not the shop: another site cannot sign a customer out. POST does the same.',
        response: { 200: messageSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (sentByAnotherSite(request, publicUrl)) {
        throw new Forbidden('This request did not come from the shop itself.');
      }
      return logout(request, reply);
    },
  );
  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End this session (checked like every state-changing call: Origin of the shop)',
        response: { 200: messageSchema, ...errorResponses(403) },
      },
    },
    logout,
  );

  app.get(
    '/check-permission',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "'authenticated' while the session is valid, else 401",
        response: { 200: checkPermissionSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      requireUser(request);
      return { message: 'authenticated' as const };
    },
  );
};
