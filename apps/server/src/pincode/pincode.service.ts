import type { Kysely } from 'kysely';
import { MESSAGES } from '@haat/contracts';
import type { PincodePlace } from '@haat/contracts';
import type { Database } from '../db/schema.ts';
import { NotFound } from '../errors.ts';
import { findPincode } from './pincode.queries.ts';

/** The city (India Post's district) and state of a pincode; 404 for one India Post lacks. */
export async function lookUpPincode(db: Kysely<Database>, pincode: string): Promise<PincodePlace> {
  const place = await findPincode(db, pincode);
  if (!place) throw new NotFound(MESSAGES.unknownPincode);
  return place;
}
