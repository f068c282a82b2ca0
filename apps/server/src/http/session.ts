import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { Role, SessionUser } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { Forbidden, Unauthorized } from '../errors.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from '../auth/sessions.queries.ts';

/** A session ends after a week without a request, and at most 30 days after sign-in. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * `last_seen_at` is written at most this often, not on every request: often enough for the
 * devices list of My account to say when each was last seen (docs/product.md, "My account").
 */
const TOUCH_EVERY_MS = 60 * 1000;
/** The longest User-Agent kept with a session. */
const USER_AGENT_MAX = 300;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request, or null. */
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike and never looks at who asks (the public catalogue
     * reads), so the session is not read: no database lookup for a signed-in visitor.
     */
    sessionless?: boolean;
  }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** `__Host-sid` (Secure) when the shop is served over https, else `sid`. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-sid' : 'sid';
}

interface SessionOptions {
  db: Db;
  publicUrl: string;
  now: () => Date;
}

/**
 * Reads the session cookie on API requests and sets `request.user`. Expired sessions are
 * deleted when met. Routes protect themselves with `requireUser` or `requireRole`.
 */
export function registerSessions(app: FastifyInstance, options: SessionOptions): void {
  const cookieName = sessionCookieName(options.publicUrl);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  // A callback hook: a request without a session cookie goes on at once, without a promise;
  // so do the web app's files, images and sessionless API routes, which never ask who it is.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[cookieName];
    if (!token || token.length > 200) return done();
    if (!request.url.startsWith('/api/') || request.routeOptions.config.sessionless) return done();
    readSession(options, request, token).then(() => done(), done);
  });
}

async function readSession(options: SessionOptions, request: FastifyRequest, token: string) {
  const tokenHash = hashToken(token);
  const row = await findSession(options.db.kysely, tokenHash);
  if (!row) return;
  const now = options.now();
  const idleEnd = new Date(row.last_seen_at).getTime() + SESSION_IDLE_MS;
  if (now.toISOString() >= row.expires_at || now.getTime() >= idleEnd) {
    await deleteSession(options.db.kysely, tokenHash);
    return;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await touchSession(options.db.kysely, tokenHash, now.toISOString());
  }
  request.sessionTokenHash = tokenHash;
  request.user = {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    agentId: row.agent_id,
  };
}

/** Starts a new session for the user (a new token at every sign-in) and sets the cookie. */
export async function startSession(
  options: SessionOptions,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = options.now();
  const userAgent = reply.request.headers['user-agent'];
  await insertSession(options.db.kysely, {
    token_hash: hashToken(token),
    id: uuidv7(),
    user_agent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null,
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  void reply.setCookie(sessionCookieName(options.publicUrl), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.publicUrl.startsWith('https:'),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Ends this request's session, if any, and clears the cookie. */
export async function endSession(
  options: SessionOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionTokenHash) {
    await deleteSession(options.db.kysely, request.sessionTokenHash);
  }
  void reply.clearCookie(sessionCookieName(options.publicUrl), { path: '/' });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

/**
 * A route guard: 401 without a session, 403 when the user's role is not one of `roles`. Use it
 * as `onRequest` (before validation); routes declare `config: { access }` (http/access.ts),
 * which one hook enforces the same way.
 */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const user = requireUser(request);
    if (!roles.includes(user.role)) throw new Forbidden();
  };
}
