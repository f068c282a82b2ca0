import { z } from 'zod';

/** The error body of every failed API call (docs/architecture.md, "Errors"). */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
