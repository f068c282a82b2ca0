import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CartItem } from '@haat/contracts';

/**
 * '3 products, 4 items': lines and units; an empty cart says '0 items' (docs/product.md, "Cart").
 */
export function cartCountLine(lines: readonly Pick<CartItem, 'quantity'>[], i18n: I18n): string {
  if (lines.length === 0) return i18n._(msg`0 items`);
  const products = lines.length;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return i18n._(
    msg`${plural(products, { one: '# product', other: '# products' })}, ${plural(units, { one: '# item', other: '# items' })}`,
  );
}
