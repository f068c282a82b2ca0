import type { FastifyReply, FastifyRequest } from 'fastify';
import { ATTRIBUTION_DAYS, safeId } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { findAgentId } from './agents.queries.ts';

/**
 * Agent attribution (docs/decisions/082-attribution-cookie.md): a visitor who opens an agent's
 * shared product link is remembered for 30 days in this cookie; if they sign up, or order while
 * having no agent, that agent becomes theirs.
 *
 * The cookie holds `<agentId>.<time it was set, ms>`: the browser forgets it after 30 days,
 * and the server also refuses an older one by the shop's own clock, so the lifetime does not
 * depend on the visitor's clock (and the tests can move time). It is not signed: forging it
 * only gets someone what opening the agent's public link gets them. A bare `<agentId>` (what
 * the shop set before the time was added) is still honoured; the browser ends it.
 */
export const ATTRIBUTION_COOKIE = 'haat_ref';
export const ATTRIBUTION_MS = ATTRIBUTION_DAYS * 24 * 60 * 60 * 1000;

/** Remembers the agent if `agentId` names an Agent; anything else is ignored quietly. */
export async function rememberAgent(
  db: Db,
  reply: FastifyReply,
  agentId: string,
  now: Date,
): Promise<void> {
  if (!safeId().safeParse(agentId).success) return;
  const agent = await findAgentId(db.kysely, agentId);
  if (!agent) return;
  void reply.setCookie(ATTRIBUTION_COOKIE, `${agent}.${now.getTime()}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: ATTRIBUTION_MS / 1000,
  });
}

/**
 * The remembered agent's id, if the cookie was set less than 30 days ago and names a user who
 * is still an Agent.
 */
export async function attributedAgent(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<string | null> {
  const value = request.cookies[ATTRIBUTION_COOKIE];
  if (!value || value.length > 130) return null;
  const dot = value.lastIndexOf('.');
  if (dot === 0) return null;
  if (dot > 0) {
    const setAt = Number(value.slice(dot + 1));
    const age = now.getTime() - setAt;
    if (!Number.isSafeInteger(setAt) || age >= ATTRIBUTION_MS) return null;
  }
  return (await findAgentId(db.kysely, dot > 0 ? value.slice(0, dot) : value)) ?? null;
}
