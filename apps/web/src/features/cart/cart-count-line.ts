import type { CartItem } from '@haat/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * '3 products, 4 items': lines and units; an empty cart says '0 items' (docs/product.md, "Cart").
 */
export function cartCountLine(lines: readonly Pick<CartItem, 'quantity'>[]): string {
  if (lines.length === 0) return '0 items';
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${plural(lines.length, 'product', 'products')}, ${plural(units, 'item', 'items')}`;
}
