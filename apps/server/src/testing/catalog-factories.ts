import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import type { Size } from '@haat/contracts';
import { STOCK_COLUMN_NAMES, stockColumns } from '../catalog/size-stock.ts';
import type { Db } from '../db/connect.ts';
import type { Category, NewCategory, NewProduct, Product } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';

/**
 * Where the factories write: the test app's database, through its event bus, announcing each
 * change as a write through the API would, so that no cached answer hides the new rows.
 */
export interface CatalogueTarget {
  db: Db;
  events: EventBus;
}

/**
 * Sets a product's price as the admin's product form would: in one transaction that announces
 * `product.changed`, so every cached answer and page of the product is forgotten.
 */
export async function changePrice(
  t: CatalogueTarget,
  productId: string,
  pricePaise: number,
): Promise<void> {
  await t.events.transaction(t.db, async ({ trx, publish }) => {
    await trx
      .updateTable('products')
      .set({ price_paise: pricePaise })
      .where('id', '=', productId)
      .execute();
    await publish('product.changed', { productIds: [productId] });
  });
}

/**
 * An image row without real pixels, for catalogue tests that only refer to images. Returns its
 * id; the address the API uses is `/images/<id>.webp`.
 */
export async function makeImage({ db }: CatalogueTarget): Promise<string> {
  const id = crypto.randomBytes(16).toString('hex');
  await db.kysely
    .insertInto('images')
    .values({
      id,
      mime: 'image/webp',
      width: 1,
      height: 1,
      bytes: 4,
      data: Buffer.from('RIFF'),
      data_small: Buffer.from('RIFF'),
    })
    .execute();
  return id;
}

export async function makeCategory(
  t: CatalogueTarget,
  overrides: Partial<NewCategory> = {},
): Promise<Category> {
  const id = overrides.id ?? uuidv7();
  return t.events.transaction(t.db, async ({ trx, publish }) => {
    const category = await trx
      .insertInto('categories')
      .values({ id, name: `Category ${id.slice(-8)}`, image_id: null, ...overrides })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publish('category.changed', { categoryId: category.id });
    return category;
  });
}

/** Each product made is one minute newer than the one before, unless `created_at` is given. */
let clock = Date.parse('2026-01-01T00:00:00.000Z');

/**
 * An enabled product in stock (₹500, 10% commission, one new image); every column can be
 * overridden, and `images` replaces the image list (ids). Makes a category when none is given.
 */
export async function makeProduct(
  t: CatalogueTarget,
  overrides: Partial<NewProduct> & { images?: string[] } = {},
): Promise<Product & { images: string[] }> {
  const { images: givenImages, ...columns } = overrides;
  const id = columns.id ?? uuidv7();
  clock += 60_000;
  const createdAt = new Date(clock).toISOString();
  const categoryId = columns.category_id ?? (await makeCategory(t)).id;
  const images = givenImages ?? [await makeImage(t)];
  // A product with sizes and no stock per size given holds all of it in its first size, as
  // the migration left existing products (docs/decisions/152-existing-stock-to-the-first-size.md).
  const sizes = JSON.parse(columns.sizes ?? '[]') as Size[];
  const firstSizeStock =
    sizes.length > 0 && !STOCK_COLUMN_NAMES.some((column) => column in columns)
      ? stockColumns(
          Object.fromEntries(
            sizes.map((size, index) => [size, index === 0 ? (columns.inventory ?? 10) : 0]),
          ),
        )
      : {};
  return t.events.transaction(t.db, async ({ trx, publish }) => {
    const product = await trx
      .insertInto('products')
      .values({
        id,
        name: `Product ${id.slice(-8)}`,
        description: 'A fine product.',
        details: '',
        price_paise: 50_000,
        agent_commission_bp: 1_000,
        display_discount: null,
        inventory: 10,
        availability: 'In stock',
        sku: `HAAT-${id}`,
        created_at: createdAt,
        updated_at: createdAt,
        ...firstSizeStock,
        ...columns,
        category_id: categoryId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (images.length > 0) {
      await trx
        .insertInto('product_images')
        .values(
          images.map((imageId, position) => ({ product_id: id, position, image_id: imageId })),
        )
        .execute();
    }
    await publish('product.changed', { productIds: [id] });
    return { ...product, images };
  });
}
