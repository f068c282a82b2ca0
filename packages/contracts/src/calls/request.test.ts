import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Category, ProductList } from '../catalog.ts';
import { callRequest, queryString } from './request.ts';
import type { CallAnswer, CallArgs } from './request.ts';

describe('the request of a call', () => {
  it('is the declared method and path when the call takes nothing', () => {
    expect(callRequest('catalog.categories.list')).toEqual({ method: 'GET', url: '/api/todos' });
    expect(callRequest('auth.logoutWithPost')).toEqual({ method: 'POST', url: '/api/logout' });
  });

  it('fills in the path parameters, URL-encoded', () => {
    const body = { categories: 'Tea' };
    expect(callRequest('catalog.categories.update', { params: { id: 'a/b c' }, body })).toEqual({
      method: 'PUT',
      url: '/api/todos/a%2Fb%20c',
      body,
    });
    expect(
      callRequest('orders.status.move', { params: { id: '7' }, body: { status: 'confirmed' } }).url,
    ).toBe('/api/orders/7/status');
  });

  it('appends the defined query values in the order given', () => {
    const request = callRequest('catalog.products.list', {
      query: {
        page: 1,
        limit: 12,
        search: undefined,
        category: 'Tea & coffee',
        category2: undefined,
      },
    });
    expect(request.url).toBe('/api/all-products?page=1&limit=12&category=Tea+%26+coffee');
    expect(callRequest('orders.all.list', { query: { shipped: 'false' } }).url).toBe(
      '/api/get-all-orders?shipped=false',
    );
  });

  it('passes the body and the declared headers on', () => {
    const body = { orderDetails: [] } as never;
    const request = callRequest('orders.place', {
      body,
      headers: { 'idempotency-key': 'key-12345' },
    });
    expect(request).toEqual({
      method: 'POST',
      url: '/api/place-order',
      body,
      headers: { 'idempotency-key': 'key-12345' },
    });
    expect(callRequest('orders.place', { body, headers: {} })).not.toHaveProperty('headers');
  });

  it('sends a multipart call its FormData as it is', () => {
    const form = new FormData();
    form.append('photos', new Blob(['x']), 'x.png');
    expect(callRequest('media.images.upload', { body: form }).body).toBe(form);
  });

  it('refuses to build a path with a parameter left empty', () => {
    expect(() => callRequest('cart.get', { params: { userId: '' } })).toThrow(
      "cart.get needs the path parameter 'userId'.",
    );
  });

  it('is typed from the declaration', () => {
    // A call without input may be called without; a call with path parameters must be given them.
    expectTypeOf<[]>().toExtend<CallArgs<'catalog.categories.list'>>();
    expectTypeOf<[]>().not.toExtend<CallArgs<'cart.get'>>();
    // @ts-expect-error -- the id of /api/todos/:id is required
    expect(() => callRequest('catalog.categories.delete', {})).toThrow();
    // @ts-expect-error -- the body of a sign-in is required
    callRequest('auth.signIn', {});
    // @ts-expect-error -- a call has no parameters its path does not name
    callRequest('catalog.categories.list', { params: { id: '1' } });
    expectTypeOf<CallAnswer<'catalog.categories.list'>>().toEqualTypeOf<Category[]>();
    expectTypeOf<CallAnswer<'catalog.products.list'>>().toEqualTypeOf<ProductList>();
    expectTypeOf<CallAnswer<'catalog.categories.delete'>>().toEqualTypeOf<null>();
  });
});

describe('queryString', () => {
  it('is empty without defined values', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ a: undefined, b: null })).toBe('');
  });

  it('writes numbers and booleans as text', () => {
    expect(queryString({ page: 2, shipped: true, q: 'a b' })).toBe('?page=2&shipped=true&q=a+b');
  });
});
