import { describe, expect, it } from 'vitest';
import { pageFrom } from './page-param';

describe('pageFrom', () => {
  it('reads a whole page number from the URL', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
  });

  it('falls back to the first page when the parameter is absent or not a page', () => {
    for (const query of ['', 'page=', 'page=0', 'page=-2', 'page=2.5', 'page=two']) {
      expect(pageFrom(new URLSearchParams(query))).toBe(1);
    }
  });
});
