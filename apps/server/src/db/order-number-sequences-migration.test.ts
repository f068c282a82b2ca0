import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { nextOrderNumber } from '../orders/order-number.ts';
import * as orderNumberSequences from './migrations/20261129300000_order_number_sequences.ts';

/*
 * The move of PostgreSQL's order numbers from `order_counters` to a sequence per year
 * (docs/decisions/337-order-numbers-from-a-sequence.md) goes on from each year's last number,
 * and back.
 */

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb({ fromScratch: true });
  await orderNumberSequences.down(db.kysely);
});
afterAll(() => db.close());

describe.runIf(testDialect() === 'postgres')(
  'migration 20261129300000_order_number_sequences',
  () => {
    it('numbers on from each year’s counter, and puts the counters back on the way down', async () => {
      await db.kysely
        .insertInto('order_counters')
        .values([
          { year: 2025, last_number: 812 },
          { year: 2026, last_number: 41 },
        ])
        .execute();

      await orderNumberSequences.up(db.kysely);

      const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name = 'order_counters'`.execute(db.kysely);
      expect(rows).toEqual([]);
      // 2026-06-01 and 2025-06-01 in India.
      expect(await nextOrderNumber(db, new Date('2026-06-01T06:00:00Z'))).toBe('HT-26-000042');
      expect(await nextOrderNumber(db, new Date('2026-06-01T06:00:00Z'))).toBe('HT-26-000043');
      expect(await nextOrderNumber(db, new Date('2025-06-01T06:00:00Z'))).toBe('HT-25-000813');
      // A year without a counter starts at 1.
      expect(await nextOrderNumber(db, new Date('2027-06-01T06:00:00Z'))).toBe('HT-27-000001');

      await orderNumberSequences.down(db.kysely);
      const counters = await db.kysely
        .selectFrom('order_counters')
        .select(['year', 'last_number'])
        .orderBy('year')
        .execute();
      expect(counters).toEqual([
        { year: 2025, last_number: 813 },
        { year: 2026, last_number: 43 },
        { year: 2027, last_number: 1 },
      ]);
      await orderNumberSequences.up(db.kysely);
    });
  },
);
