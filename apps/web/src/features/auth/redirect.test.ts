import { describe, expect, it } from 'vitest';
import { signInPathFor } from '../../lib/sign-in-path';
import { redirectTarget } from './redirect';

const target = (query: string) => redirectTarget(new URLSearchParams(query));

describe('redirect after sign-in', () => {
  it('round-trips a page of the shop with its query', () => {
    const path = signInPathFor('/my-orders?page=2');
    expect(target(path.slice(path.indexOf('?')))).toBe('/my-orders?page=2');
  });

  it('goes home without a redirect', () => {
    expect(target('')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/cart',
    '/\\evil.example',
    'cart',
    'javascript:alert(1)',
  ])('refuses %s, which is not a page of this shop', (value) => {
    expect(target(`redirect=${encodeURIComponent(value)}`)).toBe('/');
  });
});
