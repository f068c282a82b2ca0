import { z } from 'zod';
import { safeId } from '@haat/contracts';

/** Ids are opaque text (UUIDv7); anything unknown is a 404, never a 400. */
export const idParamsSchema = z.object({ id: safeId() });
