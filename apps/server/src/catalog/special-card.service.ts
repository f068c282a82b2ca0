import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { uuidv7 } from 'uuidv7';
import {
  CARD_MIN_ENDING_PRICE,
  CARD_MIN_STARTING_PRICE,
  paiseToRupees,
  rupeesToPaise,
  PAGE_SIZE,
  SPECIAL_PICKS_FIRST_SCREEN,
  specialPicksPath,
} from '@haat/contracts';
import type { SpecialCard, specialCardBodySchema } from '@haat/contracts';
import type { z } from 'zod';
import { BadInput, NotFound } from '../errors.ts';
import { selectCategoryByName } from './categories.queries.ts';
import {
  insertSpecialCardIfMissing,
  selectSpecialCard,
  updateSpecialCardRow,
} from './special-card.queries.ts';
import type { SpecialCardRow } from './special-card.queries.ts';
import type { CategoryDirectory } from './category-directory.ts';
import { listProducts } from './products.service.ts';

export type SpecialCardInput = z.output<typeof specialCardBodySchema>;

function toSpecialCard(row: SpecialCardRow): SpecialCard {
  return {
    _id: row.id,
    category1: row.category1,
    category2: row.category2,
    startingPrice: paiseToRupees(row.starting_price_paise),
    endingPrice: paiseToRupees(row.ending_price_paise),
  };
}

/**
 * The special price card. A shop that has never had one gets an empty card (no categories, the
 * input minimums as prices) on first read, so the admin's card adjuster always has an id to
 * update; the demo seed brings its own.
 */
export async function getSpecialCard(db: Db): Promise<SpecialCard> {
  let row = await selectSpecialCard(db.kysely);
  if (!row) {
    await insertSpecialCardIfMissing(db.kysely, {
      id: uuidv7(),
      category1_id: null,
      category2_id: null,
      starting_price_paise: rupeesToPaise(CARD_MIN_STARTING_PRICE),
      ending_price_paise: rupeesToPaise(CARD_MIN_ENDING_PRICE),
    });
    row = await selectSpecialCard(db.kysely);
    if (!row) throw new Error('the special card could not be created');
  }
  return toSpecialCard(row);
}

/**
 * What home shows first of the special card: the call for its products (under /api) exactly
 * as the page makes it (contracts' specialPicksPath), and the pictures of the first of them.
 */
export async function specialPicksFirst(
  db: Db,
  directory: CategoryDirectory,
): Promise<{ path: string; pictures: string[] } | null> {
  const card = await getSpecialCard(db);
  const path = specialPicksPath(card);
  if (!path) return null;
  const names = [card.category1, card.category2].filter((name) => name !== null);
  const { result } = await listProducts(db, directory, {
    page: 1,
    limit: PAGE_SIZE.publicProducts,
    category: [names[0]!],
    category2: names[1],
    startingPrice: card.startingPrice,
    endingPrice: card.endingPrice,
  });
  const pictures = result
    .slice(0, SPECIAL_PICKS_FIRST_SCREEN)
    .flatMap((product) => product.images.slice(0, 1));
  return { path: `/api${path}`, pictures };
}

/** Sets the card's two categories (by name; they must exist) and its price range. */
export async function updateSpecialCard(
  db: Db,
  events: EventBus,
  id: string,
  input: SpecialCardInput,
  now: Date,
): Promise<SpecialCard> {
  const [category1, category2] = await Promise.all([
    selectCategoryByName(db.kysely, input.category1),
    selectCategoryByName(db.kysely, input.category2),
  ]);
  const fields: Record<string, string> = {};
  if (!category1) fields.category1 = `No category is named "${input.category1}".`;
  if (!category2) fields.category2 = `No category is named "${input.category2}".`;
  if (!category1 || !category2) throw new BadInput(Object.values(fields)[0]!, fields);

  await events.transaction(db, async ({ trx, publish }) => {
    const changed = await updateSpecialCardRow(trx, id, {
      category1_id: category1.id,
      category2_id: category2.id,
      starting_price_paise: rupeesToPaise(input.startingPrice),
      ending_price_paise: rupeesToPaise(input.endingPrice),
      updated_at: now.toISOString(),
    });
    if (changed === 0) throw new NotFound(/*i18n*/ 'This special card does not exist.');
    await publish('specialCard.changed', { cardId: id });
  });
  return toSpecialCard({
    id,
    category1: category1.name,
    category2: category2.name,
    starting_price_paise: rupeesToPaise(input.startingPrice),
    ending_price_paise: rupeesToPaise(input.endingPrice),
  });
}
