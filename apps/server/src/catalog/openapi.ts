import { z } from 'zod';

/** Ids are opaque text (UUIDv7); anything unknown is a 404, never a 400. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
