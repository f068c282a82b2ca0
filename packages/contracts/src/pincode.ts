import { z } from 'zod';
import { PINCODE_DIGITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** GET /pincode/{pincode}: six digits, nothing else. */
export const pincodeParamsSchema = z.object({
  pincode: z.string().regex(new RegExp(`^\\d{${PINCODE_DIGITS}}$`), MESSAGES.pincodeDigits),
});

/** Where a pincode is: India Post's district (as the city) and the state. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;
