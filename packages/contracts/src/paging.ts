import { z } from 'zod';

/**
 * One page of a list that can grow (docs/product.md, "Calls"): its rows and whether more follow.
 */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    result: z.array(row),
    page: z.number(),
    limit: z.number(),
    /** False once this page is the last. */
    hasMore: z.boolean(),
  });
}
