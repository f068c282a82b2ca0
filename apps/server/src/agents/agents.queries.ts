import type { DbExecutor } from '../db/connect.ts';

/** The id of the user `id` names if that user is an Agent, else undefined. */
export async function findAgentId(db: DbExecutor, id: string): Promise<string | undefined> {
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('role', '=', 'Agent')
    .executeTakeFirst();
  return agent?.id;
}
