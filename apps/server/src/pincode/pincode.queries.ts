import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function findPincode(db: Kysely<Database>, pincode: string) {
  return db
    .selectFrom('pincodes')
    .select(['pincode', 'city', 'state'])
    .where('pincode', '=', pincode)
    .executeTakeFirst();
}
