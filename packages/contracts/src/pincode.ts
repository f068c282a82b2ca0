import { z } from 'zod';
import { safeText } from './text.ts';

/** GET /pincode/{pincode}: six digits (checked by the server, 400 otherwise). */
export const pincodeParamsSchema = z.object({
  // Any short text: the service answers 400 for one that is not 6 digits (a path parameter
  // the schema refuses is a 404, which would not tell the form what is wrong).
  pincode: safeText().max(20),
});

/** Where a pincode is: India Post's district (as the city) and the state. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  /** Whether cash on delivery goes there (docs/product.md, "Cash on delivery by pincode"). */
  cod: z.boolean(),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;
