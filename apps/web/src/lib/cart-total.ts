import { paiseToRupees, rupeesToPaise, type CartItem } from '@haat/contracts';

type Line = Pick<CartItem, 'price' | 'quantity' | 'availability' | 'disabled' | 'stock'>;

/**
 * docs/product.md, "Cart": an 'Out of stock' line stays in the cart but is not counted or ordered.
 */
export function isOutOfStock(line: Line): boolean {
  return line.availability === 'Out of stock' || line.disabled;
}

/** In stock, but fewer left than the line asks for: the order would be refused. */
export function isShort(line: Line): boolean {
  return !isOutOfStock(line) && line.quantity > line.stock;
}

/** Price × quantity in rupees, computed in paise so that no rupee fraction drifts. */
export function lineTotal(line: Pick<Line, 'price' | 'quantity'>): number {
  return paiseToRupees(rupeesToPaise(line.price) * line.quantity);
}

/**
 * The total the customer sees in the cart and at checkout, and sends with the order:
 * every line except the out-of-stock ones (docs/product.md, "Cart").
 */
export function cartTotal(lines: readonly Line[]): number {
  const paise = lines
    .filter((line) => !isOutOfStock(line))
    .reduce((sum, line) => sum + rupeesToPaise(line.price) * line.quantity, 0);
  return paiseToRupees(paise);
}
