import type { Db } from '../db/connect.ts';
import type { EventBus } from '../events/event-bus.ts';
import { uuidv7 } from 'uuidv7';
import type { Category, categoryBodySchema } from '@haat/contracts';
import type { z } from 'zod';
import { Conflict, NotFound } from '../errors.ts';
import { imagePath } from '../media/image-path.ts';
import {
  countProductsInCategory,
  deleteCategoryRow,
  insertCategory,
  selectCategories,
  selectCategory,
  selectCategoryByName,
  updateCategoryRow,
} from './categories.queries.ts';
import type { CategoryRow } from './categories.queries.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-errors.ts';
import { assertImagesExist, imageIdOf } from './image-refs.ts';

/** A validated POST/PUT /todos body (the name is trimmed). */
export type CategoryInput = z.output<typeof categoryBodySchema>;

export function toCategory(row: CategoryRow, productCount: number): Category {
  return {
    _id: row.id,
    categories: row.name,
    image: row.image_id ? imagePath(row.image_id) : null,
    productCount,
  };
}

export async function listCategories(db: Db): Promise<Category[]> {
  return (await selectCategories(db.kysely)).map((row) => toCategory(row, row.product_count));
}

export async function createCategory(
  db: Db,
  events: EventBus,
  input: CategoryInput,
  now: Date,
): Promise<Category> {
  await assertNameFree(db, input.categories, null);
  const imageId = input.image ? imageIdOf(input.image) : null;
  if (imageId) await assertImagesExist(db.kysely, [imageId], 'image');
  const row = { id: uuidv7(), name: input.categories, image_id: imageId };
  try {
    await events.transaction(db, async ({ trx, publish }) => {
      await insertCategory(trx, {
        ...row,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await publish('category.changed', { categoryId: row.id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.categories);
    throw error;
  }
  return toCategory(row, 0);
}

/**
 * Renames a category and sets or clears its image (`image` absent keeps it). Products refer to
 * the category by id, so they follow the new name, and so does search (the SQLite search
 * index is updated by a trigger; PostgreSQL matches category names when asked).
 */
export async function updateCategory(
  db: Db,
  events: EventBus,
  id: string,
  input: CategoryInput,
  now: Date,
): Promise<Category> {
  const current = await selectCategory(db.kysely, id);
  if (!current) throw new NotFound(/*i18n*/ 'This category does not exist.');
  await assertNameFree(db, input.categories, id);
  let imageId = current.image_id;
  if (input.image !== undefined) imageId = input.image ? imageIdOf(input.image) : null;
  if (imageId && imageId !== current.image_id)
    await assertImagesExist(db.kysely, [imageId], 'image');
  try {
    await events.transaction(db, async ({ trx, publish }) => {
      const changed = await updateCategoryRow(trx, id, {
        name: input.categories,
        image_id: imageId,
        updated_at: now.toISOString(),
      });
      if (changed === 0) throw new NotFound(/*i18n*/ 'This category does not exist.');
      await publish('category.changed', { categoryId: id });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.categories);
    throw error;
  }
  const { total } = await countProductsInCategory(db.kysely, id);
  return toCategory({ id, name: input.categories, image_id: imageId }, total);
}

/**
 * Deletes a category no product uses. Deleted (disabled) products count too: past orders
 * still point at them, so they keep their category.
 */
export async function deleteCategory(db: Db, events: EventBus, id: string): Promise<void> {
  const current = await selectCategory(db.kysely, id);
  if (!current) throw new NotFound(/*i18n*/ 'This category does not exist.');
  const used = await countProductsInCategory(db.kysely, id);
  if (used.total > 0) throw inUse(current.name, used);
  try {
    await events.transaction(db, async ({ trx, publish }) => {
      await deleteCategoryRow(trx, id);
      await publish('category.changed', { categoryId: id });
    });
  } catch (error) {
    // A product was added to it in the meantime.
    if (isForeignKeyViolation(error))
      throw inUse(current.name, await countProductsInCategory(db.kysely, id));
    throw error;
  }
}

async function assertNameFree(db: Db, name: string, exceptId: string | null) {
  const existing = await selectCategoryByName(db.kysely, name);
  if (existing && existing.id !== exceptId) throw duplicate(existing.name);
}

function duplicate(name: string): Conflict {
  const message = `A category named "${name}" already exists.`;
  return new Conflict(message, { categories: message });
}

function inUse(name: string, used: { total: number; deleted: number }): Conflict {
  const products = used.total === 1 ? '1 product' : `${used.total} products`;
  const deleted =
    used.deleted === 0
      ? ''
      : used.deleted === used.total
        ? used.total === 1
          ? ' (a deleted one, kept for past orders)'
          : ' (all deleted, kept for past orders)'
        : ` (${used.deleted} of them deleted, kept for past orders)`;
  const verb = used.total === 1 ? 'uses' : 'use';
  return new Conflict(
    `The category "${name}" cannot be deleted: ${products}${deleted} still ${verb} it.`,
  );
}
