import type { FastifyReply, FastifyRequest } from 'fastify';
import { ATTRIBUTION_DAYS } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import { findAgentId } from './agents.queries.ts';

/**
 * Agent attribution (DESIGN 7): a visitor who opens an agent's shared product link is
 * remembered for 30 days in this cookie; if they sign up, or order while having no agent,
 * that agent becomes theirs.
 */
export const ATTRIBUTION_COOKIE = 'haat_ref';

/** Remembers the agent if `agentId` names an Agent; anything else is ignored quietly. */
export async function rememberAgent(db: Db, reply: FastifyReply, agentId: string): Promise<void> {
  if (agentId.length > 100) return;
  const agent = await findAgentId(db.kysely, agentId);
  if (!agent) return;
  void reply.setCookie(ATTRIBUTION_COOKIE, agent, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: ATTRIBUTION_DAYS * 24 * 60 * 60,
  });
}

/** The remembered agent's id, if the cookie names a user who is still an Agent. */
export async function attributedAgent(db: Db, request: FastifyRequest): Promise<string | null> {
  const agentId = request.cookies[ATTRIBUTION_COOKIE];
  if (!agentId || agentId.length > 100) return null;
  return (await findAgentId(db.kysely, agentId)) ?? null;
}
