import type { Kysely } from 'kysely';
import { MESSAGES, PINCODE_DIGITS } from '@haat/contracts';
import type { PincodePlace } from '@haat/contracts';
import type { Database } from '../db/schema.ts';
import { BadInput, NotFound } from '../errors.ts';
import { codServes } from '../cod/cod.service.ts';
import { findPincode } from './pincode.queries.ts';

const PINCODE = new RegExp(`^\\d{${PINCODE_DIGITS}}$`);

/**
 * The city (India Post's district) and state of a pincode; 400 for one that is not 6 digits,
 * 404 for one India Post lacks; `cod` says whether cash on delivery goes there
 * (docs/product.md, "Cash on delivery by pincode").
 */
export async function lookUpPincode(db: Kysely<Database>, pincode: string): Promise<PincodePlace> {
  if (!PINCODE.test(pincode))
    throw new BadInput(MESSAGES.pincodeDigits, { pincode: MESSAGES.pincodeDigits });
  const place = await findPincode(db, pincode);
  if (!place) throw new NotFound(MESSAGES.unknownPincode);
  return { ...place, cod: await codServes(db, pincode) };
}
