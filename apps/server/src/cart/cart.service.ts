import { MESSAGES, paiseToRupees, SIZES } from '@haat/contracts';
import type { CartItem, CartResponse, Localized, Size } from '@haat/contracts';
import { sentence } from '../i18n/messages.ts';
import type { Db } from '../db/connect.ts';
import { BadInput, Conflict, NotFound } from '../errors.ts';
import { STOCK_COLUMNS } from '../catalog/size-stock.ts';
import type { StockColumns } from '../catalog/size-stock.ts';
import { imagePath } from '../media/image-path.ts';
import {
  addToLine,
  cartLines,
  countLines,
  deleteLine,
  findLine,
  findProductForCart,
  setLineQuantity,
} from './cart.queries.ts';

/** A cart holds at most this many distinct lines. */
export const MAX_CART_LINES = 100;

export function isSellable(product: { disabled: number; availability: string; inventory: number }) {
  return product.disabled === 0 && product.availability === 'In stock' && product.inventory > 0;
}

export function stockMessage(name: string, inventory: number, size: Size | '' = ''): Localized {
  return sentence(
    /*i18n*/ 'Only {inventory} of {name}{size, select, none {} other { in size {size}}} left in stock.',
    { inventory, name, size: size || 'none' },
  );
}

/**
 * What a cart line can hold: its size's stock for a product with sizes, else the product's
 * (docs/product.md, "Cart"); 0 when the product no longer sells the line that way.
 */
export function lineStock(
  product: { inventory: number; sizes: string } & StockColumns,
  size: Size | '',
): number {
  if (size) return Number(product[STOCK_COLUMNS[size]] ?? 0);
  return product.sizes === '[]' ? product.inventory : 0;
}

export async function readCart(db: Db, userId: string): Promise<CartResponse> {
  const rows = await cartLines(db.kysely, userId);
  if (rows.length === 0) return { message: MESSAGES.noCartItems };
  return rows.map((row): CartItem => ({
    _id: row.id,
    productId: row.product_id,
    productName: row.name,
    images: row.image_id ? [imagePath(row.image_id)] : [],
    price: paiseToRupees(row.price_paise),
    quantity: row.quantity,
    size: row.size,
    category: row.category,
    availability: row.disabled ? 'Out of stock' : row.availability,
    stock: row.disabled ? 0 : lineStock(row, row.size),
    disabled: row.disabled === 1,
  }));
}

async function sellableProduct(db: Db, productId: string, size: Size | '') {
  const product = await findProductForCart(db.kysely, productId);
  if (!product) throw new NotFound(/*i18n*/ 'This product does not exist.');
  if (!isSellable(product))
    throw new Conflict(
      sentence(/*i18n*/ '{name} is currently unavailable.', { name: product.name }),
    );
  const sizes = JSON.parse(product.sizes) as Size[];
  if (sizes.length > 0 && !size) {
    throw new BadInput(MESSAGES.selectSize, { size: MESSAGES.selectSize });
  }
  if (sizes.length === 0 && size) {
    throw new BadInput(
      sentence(/*i18n*/ '{name} comes in one size only.', { name: product.name }),
      { size: /*i18n*/ 'no sizes' },
    );
  }
  if (size && !sizes.includes(size)) {
    const offered = SIZES.filter((each) => sizes.includes(each)).join(', ');
    throw new BadInput(
      sentence(/*i18n*/ '{name} comes in {offered}.', { name: product.name, offered }),
      {
        size: sentence(/*i18n*/ 'one of {offered}', { offered }),
      },
    );
  }
  return product;
}

/** Adds to the line of this product and size (same product and size add up), within stock. */
export async function addToCart(
  db: Db,
  userId: string,
  input: { productId: string; size: Size | ''; quantity: number },
  now: Date,
): Promise<void> {
  const product = await sellableProduct(db, input.productId, input.size);
  const stock = lineStock(product, input.size);
  if (stock === 0) {
    const message = `Size ${input.size} of ${product.name} is sold out.`;
    throw new Conflict(message, { size: message });
  }
  const line = await findLine(db.kysely, userId, product.id, input.size);
  const wanted = (line?.quantity ?? 0) + input.quantity;
  if (wanted > stock) {
    throw new Conflict(stockMessage(product.name, stock, input.size), {
      quantity: sentence(/*i18n*/ 'at most {count} more', {
        count: Math.max(stock - (line?.quantity ?? 0), 0),
      }),
    });
  }
  if (!line) {
    const { count } = await countLines(db.kysely, userId);
    if (Number(count) >= MAX_CART_LINES) {
      throw new Conflict(
        sentence(/*i18n*/ 'A cart holds at most {count} different items.', {
          count: MAX_CART_LINES,
        }),
      );
    }
  }
  await addToLine(
    db.kysely,
    { userId, productId: product.id, size: input.size, quantity: input.quantity },
    now.toISOString(),
  );
}

/** Sets a line's quantity: a whole number from 1 to the stock. */
export async function updateQuantity(
  db: Db,
  userId: string,
  input: { productId: string; size: Size | ''; quantity: number },
  now: Date,
): Promise<void> {
  const line = await findLine(db.kysely, userId, input.productId, input.size);
  if (!line) throw new NotFound(/*i18n*/ 'This item is not in your cart.');
  const product = await findProductForCart(db.kysely, input.productId);
  if (!product || !isSellable(product)) {
    throw new Conflict(
      product
        ? sentence(/*i18n*/ '{name} is currently unavailable.', { name: product.name })
        : /*i18n*/ 'This product is currently unavailable.',
    );
  }
  const stock = lineStock(product, input.size);
  if (input.quantity > stock) {
    throw new Conflict(stockMessage(product.name, stock, input.size), {
      quantity: `at most ${stock}`,
    });
  }
  await setLineQuantity(db.kysely, line.id, input.quantity, now.toISOString());
}

export async function removeFromCart(
  db: Db,
  userId: string,
  input: { productId: string; size: Size | '' },
): Promise<void> {
  const removed = await deleteLine(db.kysely, userId, input.productId, input.size);
  if (removed === 0) throw new NotFound(/*i18n*/ 'This item is not in your cart.');
}
