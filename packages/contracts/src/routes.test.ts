import { describe, expect, it } from 'vitest';
import { matchesRoute, routeOf, ROUTES } from './routes.ts';

describe('route patterns', () => {
  it.each([
    ['/', ROUTES.home],
    ['/cart', ROUTES.cart],
    ['/Cart/', ROUTES.cart],
    ['/product/0192', ROUTES.product],
    ['/product', ROUTES.product],
    ['/shared-product/p1/a1', ROUTES.sharedProduct],
    ['/reset-password/reset', ROUTES.resetPassword],
  ])('finds the page of %s', (pathname, pattern) => {
    expect(routeOf(pathname)).toBe(pattern);
  });

  it.each(['/nope', '/cart/extra', '/product/1/2', '/shared-product/p1', '/verify-email', '//x'])(
    'has no page at %s',
    (pathname) => {
      expect(routeOf(pathname)).toBeUndefined();
    },
  );

  it('needs every segment of a pattern without optional parts', () => {
    expect(matchesRoute('/verify-email/:id', '/verify-email/abc')).toBe(true);
    expect(matchesRoute('/verify-email/:id', '/verify-email/')).toBe(false);
  });
});
