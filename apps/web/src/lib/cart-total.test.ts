import { describe, expect, it } from 'vitest';
import { makeCartItem } from '../testing/shopping-factories';
import { cartTotal, isOutOfStock, isShort, lineTotal } from './cart-total';

describe('cart totals', () => {
  it('adds price × quantity of every line', () => {
    const lines = [makeCartItem({ price: 799, quantity: 2 }), makeCartItem({ price: 120 })];
    expect(cartTotal(lines)).toBe(1718);
  });

  it('leaves out-of-stock and disabled lines out of the total (docs/product.md, Cart)', () => {
    const lines = [
      makeCartItem({ price: 500, quantity: 2 }),
      makeCartItem({ price: 300, availability: 'Out of stock', stock: 0 }),
      makeCartItem({ price: 200, disabled: true }),
    ];
    expect(cartTotal(lines)).toBe(1000);
  });

  it('counts in paise, so rupee fractions add up exactly', () => {
    expect(lineTotal({ price: 19.99, quantity: 3 })).toBe(59.97);
    expect(cartTotal([makeCartItem({ price: 0.1 }), makeCartItem({ price: 0.2 })])).toBe(0.3);
  });

  it('tells an out-of-stock line from one with too few left', () => {
    expect(isOutOfStock(makeCartItem({ availability: 'Out of stock' }))).toBe(true);
    expect(isShort(makeCartItem({ quantity: 3, stock: 2 }))).toBe(true);
    expect(isShort(makeCartItem({ quantity: 2, stock: 2 }))).toBe(false);
    expect(isShort(makeCartItem({ availability: 'Out of stock', quantity: 3, stock: 0 }))).toBe(
      false,
    );
  });
});
