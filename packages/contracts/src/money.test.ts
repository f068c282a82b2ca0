import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, hasAtMostTwoDecimals, lineCommissionPaise, paiseToRupees } from './money.ts';

/** Exact reference: price × rate % × quantity in paise, rounded half up, in whole integers. */
function exactLineCommission(pricePaise: number, bp: number, quantity: number): bigint {
  const scaled = BigInt(pricePaise) * BigInt(bp) * BigInt(quantity);
  return (scaled + 5_000n) / 10_000n;
}

const line = fc.record({
  pricePaise: fc.integer({ min: 1, max: 100_000_000 }), // up to ₹10 lakh
  bp: fc.integer({ min: 0, max: 10_000 }), // 0 % to 100 %
  quantity: fc.integer({ min: 1, max: 1_000 }),
});

describe('line commission (docs/product.md, Commission)', () => {
  it('499 × 10 % × 2 is ₹99.80', () => {
    const paise = lineCommissionPaise(49_900, 1_000, 2);
    expect(paise).toBe(9_980);
    expect(formatRupees(paiseToRupees(paise))).toBe('₹99.80');
    expect(paiseToRupees(paise).toFixed(2)).toBe('99.80');
  });

  it('rounds half a paisa up and less than half down', () => {
    expect(lineCommissionPaise(5, 1_000, 1)).toBe(1); // 0.5 paise
    expect(lineCommissionPaise(4, 1_000, 1)).toBe(0); // 0.4 paise
    expect(lineCommissionPaise(15, 1_000, 1)).toBe(2); // 1.5 paise
    expect(lineCommissionPaise(333, 1_250, 3)).toBe(125); // 124.875 paise
  });

  it('equals the exact figure rounded half up, for any line', () => {
    fc.assert(
      fc.property(line, ({ pricePaise, bp, quantity }) => {
        expect(BigInt(lineCommissionPaise(pricePaise, bp, quantity))).toBe(
          exactLineCommission(pricePaise, bp, quantity),
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('never loses or invents more than half a paisa per line over any mix of lines', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const stored = lines.map((l) => lineCommissionPaise(l.pricePaise, l.bp, l.quantity));
        const total = stored.reduce((sum, paise) => sum + paise, 0);
        // Whole paise, never negative, and the total is exactly the sum of the stored lines.
        for (const paise of stored) expect(Number.isSafeInteger(paise) && paise >= 0).toBe(true);
        const exactTimes10k = lines.reduce(
          (sum, l) => sum + BigInt(l.pricePaise) * BigInt(l.bp) * BigInt(l.quantity),
          0n,
        );
        const error = BigInt(total) * 10_000n - exactTimes10k;
        // Each line rounds by at most half a paisa (5,000 in units of 1/10,000 paisa).
        expect(error <= 5_000n * BigInt(lines.length)).toBe(true);
        expect(error >= -5_000n * BigInt(lines.length)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a line never earns more than its own price times quantity', () => {
    fc.assert(
      fc.property(line, ({ pricePaise, bp, quantity }) => {
        expect(lineCommissionPaise(pricePaise, bp, quantity)).toBeLessThanOrEqual(
          pricePaise * quantity,
        );
      }),
    );
  });
});

describe('rupee amounts in whole paise (issue 20)', () => {
  it('takes every amount typed with two decimals, up to a crore', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (paise) => {
        const typed = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
        expect(hasAtMostTwoDecimals(Number(typed))).toBe(true);
        expect(hasAtMostTwoDecimals(paiseToRupees(paise))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses what would round to a paisa it is not: nothing may become ₹0', () => {
    for (const value of [1e-9, 1e-300, 5e-324, 0.001, 0.005, 10.005, 0.1 + 0.2, NaN, Infinity]) {
      expect(hasAtMostTwoDecimals(value), String(value)).toBe(false);
    }
  });
});
