import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format-order-date';

describe('formatOrderDate', () => {
  it('writes day/month/year as en-GB does (docs/product.md, Constants and limits)', () => {
    expect(formatOrderDate('2026-11-21T12:00:00.000Z')).toBe('21/11/2026');
    expect(formatOrderDate('2026-03-05T12:00:00.000Z')).toBe('05/03/2026');
  });
});
