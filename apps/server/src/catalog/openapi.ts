import { z } from 'zod';
import { errorBodySchema } from '@haat/contracts';

/** Error answers a route documents in the OpenAPI page (the body is always the error JSON). */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** Ids are opaque text (UUIDv7); anything unknown is a 404, never a 400. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
