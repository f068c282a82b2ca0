import type { DbExecutor } from '../db/connect.ts';
import type { NewSpecialCard, SpecialCardUpdate } from '../db/schema.ts';

export interface SpecialCardRow {
  id: string;
  category1: string | null;
  category2: string | null;
  starting_price_paise: number;
  ending_price_paise: number;
}

/** The one card with its categories' names (null where a category was deleted). */
export function selectSpecialCard(db: DbExecutor): Promise<SpecialCardRow | undefined> {
  return db
    .selectFrom('special_card')
    .leftJoin('categories as c1', 'c1.id', 'special_card.category1_id')
    .leftJoin('categories as c2', 'c2.id', 'special_card.category2_id')
    .select([
      'special_card.id',
      'c1.name as category1',
      'c2.name as category2',
      'special_card.starting_price_paise',
      'special_card.ending_price_paise',
    ])
    .executeTakeFirst();
}

/** Inserts the card unless one exists (`singleton` is unique), whoever gets there first. */
export async function insertSpecialCardIfMissing(
  db: DbExecutor,
  row: NewSpecialCard,
): Promise<void> {
  await db
    .insertInto('special_card')
    .values(row)
    .onConflict((conflict) => conflict.column('singleton').doNothing())
    .execute();
}

/** Returns how many rows changed (0 when `id` is not the card's). */
export async function updateSpecialCardRow(
  db: DbExecutor,
  id: string,
  values: SpecialCardUpdate,
): Promise<number> {
  const result = await db.updateTable('special_card').set(values).where('id', '=', id).execute();
  return Number(result[0]?.numUpdatedRows ?? 0);
}
